// Loads what the wizard shows and validates against: sale facts (/api/sale) and rates
// (/api/crypto-rates, refreshed every minute so the SOL price and its stale mark stay current).
import { useEffect, useState } from 'react';
import { fetchRates, fetchSale, type CryptoRates, type SaleInfo } from '../../lib/contribution-api';

const RATES_REFRESH_MS = 60_000;

/** Sale facts and rates; `null` until loaded, `ratesUnavailable` once the rates call has failed. */
export function useSaleFacts() {
  const [sale, setSale] = useState<SaleInfo | null>(null);
  const [saleError, setSaleError] = useState<string | null>(null);
  const [rates, setRates] = useState<CryptoRates | null>(null);
  const [ratesUnavailable, setRatesUnavailable] = useState(false);

  useEffect(() => {
    let live = true;
    fetchSale()
      .then((value) => live && setSale(value))
      .catch((error: Error) => live && setSaleError(error.message));
    const loadRates = () =>
      fetchRates()
        .then((value) => {
          if (!live) return;
          setRates(value);
          setRatesUnavailable(false);
        })
        .catch(() => live && setRatesUnavailable(true));
    void loadRates();
    const timer = setInterval(loadRates, RATES_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  return { sale, saleError, rates, ratesUnavailable };
}
