// Loads what the wizard shows and validates against: sale facts (the shared $sale store, one request
// per page) and rates (/api/crypto-rates, refreshed every minute so the SOL price and its stale mark
// stay current, and so an outage is known: the amount then cannot be validated).
import { useEffect, useState } from 'react';
import { fetchRates, type CryptoRates } from '../../lib/api/contribution-api';
import { useHydratedStore } from '../../lib/ui/use-hydrated-store';
import { $sale, loadSale } from '../../stores/sale';

const RATES_REFRESH_MS = 60_000;

/** Sale facts and rates; `null` until loaded, `ratesUnavailable` once the rates call has failed. */
export function useSaleFacts() {
  // Another island may have loaded the sale before this one hydrates: first render as the server did.
  const sale = useHydratedStore($sale, null);
  const [saleError, setSaleError] = useState<string | null>(null);
  const [rates, setRates] = useState<CryptoRates | null>(null);
  const [ratesUnavailable, setRatesUnavailable] = useState(false);

  useEffect(() => {
    let live = true;
    void loadSale().then((loaded) => live && !loaded && setSaleError('the server did not answer'));
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
