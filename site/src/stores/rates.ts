// $rates: market rates from GET /api/crypto-rates, for the wizard's SOL price (the ticker reads the
// same endpoint with its own tiny script to stay free of store code on first paint).
import { atom, onMount } from 'nanostores';
import { getJson } from '../lib/api/api';

/** GET /api/crypto-rates. */
export interface CryptoRates {
  rates: { btc: number; eth: number; sol: number; bnb: number; ada: number };
  tokenPrice: number;
  stale: boolean;
  source: 'live' | 'cached' | 'development';
  updatedAt: string;
}

export const $rates = atom<CryptoRates | null>(null);

/** Loads the rates; failures are logged and keep what was there. */
export async function refreshRates(): Promise<void> {
  try {
    $rates.set(await getJson<CryptoRates>('/api/crypto-rates'));
  } catch (error) {
    console.warn('Failed to load crypto rates:', error);
  }
}

onMount($rates, () => {
  if (typeof window === 'undefined') return;
  void refreshRates();
});
