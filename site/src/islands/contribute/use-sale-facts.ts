// What the wizard, checkout and calculator show and validate against, from the shared stores: the
// sale facts ($sale, one request per page) and the rates ($rates, refreshed while visible).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $rates, $ratesUnavailable } from '../../stores/rates';
import { $sale, loadSale } from '../../stores/sale';
import { useHydratedStore } from '../ui/use-hydrated';

/** Sale facts and rates; `null` until loaded, `ratesUnavailable` once the rates call has failed. */
export function useSaleFacts() {
  // Another island may have loaded the sale before this one hydrates: first render as the server did.
  const sale = useHydratedStore($sale, null);
  const rates = useHydratedStore($rates, null);
  const ratesUnavailable = useStore($ratesUnavailable);
  const [saleError, setSaleError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadSale().then((loaded) => live && !loaded && setSaleError('the server did not answer'));
    return () => {
      live = false;
    };
  }, []);

  return { sale, saleError, rates, ratesUnavailable };
}
