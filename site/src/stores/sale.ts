// $sale: the server's sale state (GET /api/sale), loaded once per page and shared by the islands that
// need the phase, dates, mint, cluster or demo mode.
import { atom, onMount } from 'nanostores';
import type { SaleInfo } from '@core/api/sale';
import { saleApi } from '../lib/api/clients';
import { call } from '../lib/api/request';

export type { SaleInfo };

/** The sale state, null until loaded. */
export const $sale = atom<SaleInfo | null>(null);

let pending: Promise<SaleInfo | null> | null = null;

/** Loads /api/sale once (later calls share the first request); failures are logged and leave null. */
export function loadSale(): Promise<SaleInfo | null> {
  pending ??= call(saleApi.index.$get())
    .then((sale) => {
      $sale.set(sale);
      return sale;
    })
    .catch((error) => {
      console.warn('Failed to load sale state:', error);
      pending = null;
      return null;
    });
  return pending;
}

onMount($sale, () => {
  if (typeof window === 'undefined') return;
  void loadSale();
});
