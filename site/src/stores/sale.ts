// $sale: the server's sale state (GET /api/sale), loaded once per page and shared by the islands that
// need the phase, dates, mint, cluster or demo mode; $clockOffset corrects the browser clock.
import { atom, onMount } from 'nanostores';
import type { PhaseConfig, PhaseName } from '@core/sale-config';
import { getJson } from '../lib/api/api';

/** GET /api/sale (api-contract.md). */
export interface SaleInfo {
  phase: PhaseName;
  initialized: boolean;
  phases: PhaseConfig[];
  whitelistStartsAt: string | null;
  whitelistEndsAt: string | null;
  icoEndsAt: string | null;
  serverTime: number;
  treasury: string;
  token: { mint: string; decimals: number; symbol: string; totalSupply: number };
  cluster: string;
  demoMode: boolean;
  acceptingContributions: boolean;
  whitelist: { maxParticipants: number; maxSolPerPerson: number; days: number };
}

/** The sale state, null until loaded. */
export const $sale = atom<SaleInfo | null>(null);
/** serverTime − Date.now() at fetch, in ms: add it to Date.now() for the server's clock. */
export const $clockOffset = atom(0);

let pending: Promise<SaleInfo | null> | null = null;

/** Loads /api/sale once (later calls share the first request); failures are logged and leave null. */
export function loadSale(): Promise<SaleInfo | null> {
  pending ??= getJson<SaleInfo>('/api/sale')
    .then((sale) => {
      $clockOffset.set(sale.serverTime - Date.now());
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

/** The server's current time in ms, from the browser clock and the measured offset. */
export const serverNow = () => Date.now() + $clockOffset.get();

onMount($sale, () => {
  if (typeof window === 'undefined') return;
  void loadSale();
});
