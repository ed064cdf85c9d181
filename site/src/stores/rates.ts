// $rates: market rates from GET /api/crypto-rates for the wizard and checkout (SOL price, stale
// mark), refreshed every minute while visible so an outage is known. The landing page's ticker
// reads the same endpoint with its own tiny script to stay free of store code on first paint.
import { atom, onMount } from 'nanostores';
import type { CryptoRates } from '@core/api/sale';
import { TIMINGS } from '@core/sale-config';
import { cryptoRatesApi } from '../lib/api/clients';
import { call } from '../lib/api/request';
import { pollWhileVisible } from '../lib/api/poll-while-visible';

export type { CryptoRates };

/** The last rates the server gave, null until the first answer. */
export const $rates = atom<CryptoRates | null>(null);
/** True while the last attempt failed: without rates an amount cannot be validated. */
export const $ratesUnavailable = atom(false);

/** Loads the rates; a failure keeps what was there and marks the rates unavailable. */
export async function refreshRates(): Promise<void> {
  try {
    $rates.set(await call(cryptoRatesApi.index.$get()));
    $ratesUnavailable.set(false);
  } catch (error) {
    console.warn('Failed to load crypto rates:', error);
    $ratesUnavailable.set(true);
  }
}

onMount($rates, () => {
  if (typeof window === 'undefined') return;
  return pollWhileVisible(refreshRates, TIMINGS.ratesRefreshMs);
});
