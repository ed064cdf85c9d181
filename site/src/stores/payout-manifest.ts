// /ledger's payout manifest (GET /api/distribution/manifest): the approved distribution plan's payouts,
// a page at a time and searched by wallet on the server, so each investor can find their own line.
import { atom } from 'nanostores';
import type { PayoutManifest } from '@core/api/distribution';
import { distributionApi } from '../lib/api/clients';
import { call, errorText } from '../lib/api/request';

export const MANIFEST_PAGE_SIZE = 25;

export interface ManifestState {
  data: PayoutManifest | null;
  loading: boolean;
  error: string | null;
  /** The wallet (or its first characters) searched for; '' for every payout. */
  q: string;
  page: number;
}

export const $manifest = atom<ManifestState>({ data: null, loading: false, error: null, q: '', page: 1 });

let generation = 0;

/** Asks the server for `q` and `page` (the current ones by default); a later call wins over a slower earlier one. */
export async function loadManifest({ q = $manifest.get().q, page = $manifest.get().page } = {}): Promise<void> {
  const mine = ++generation;
  $manifest.set({ ...$manifest.get(), q, page, loading: true, error: null });
  try {
    const data = await call(distributionApi.manifest.$get({ query: { page: String(page), pageSize: String(MANIFEST_PAGE_SIZE), ...(q ? { q } : {}) } }));
    if (mine === generation) $manifest.set({ ...$manifest.get(), data, loading: false });
  } catch (error) {
    if (mine === generation) $manifest.set({ ...$manifest.get(), loading: false, error: errorText(error, 'The payout manifest could not be loaded. Please try again.') });
  }
}

/** Searches by wallet (whole or first characters), from the first page. */
export const searchManifest = (q: string) => loadManifest({ q: q.trim(), page: 1 });
