// A public manifest on /ledger, a page at a time and searched by wallet on the server, so each buyer
// finds their own line: the token distribution's payouts (payout-manifest.ts) and the refund plan's
// refunds (refund-manifest.ts) page and search the same way.
import { atom } from 'nanostores';
import { errorText } from '../lib/api/request';

export const MANIFEST_PAGE_SIZE = 25;

export interface ManifestState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  /** The wallet (or its first characters) searched for; '' for every line. */
  q: string;
  page: number;
}

/** One manifest's state, load and search over `fetchPage` (a typed client call); `failure` is said when it fails. */
export function createPagedManifest<T>(fetchPage: (query: { page: string; pageSize: string; q?: string }) => Promise<T>, failure: string) {
  const $state = atom<ManifestState<T>>({ data: null, loading: false, error: null, q: '', page: 1 });
  let generation = 0;

  /** Asks the server for `q` and `page` (the current ones by default); a later call wins over a slower earlier one. */
  async function load({ q = $state.get().q, page = $state.get().page } = {}): Promise<void> {
    const mine = ++generation;
    $state.set({ ...$state.get(), q, page, loading: true, error: null });
    try {
      const data = await fetchPage({ page: String(page), pageSize: String(MANIFEST_PAGE_SIZE), ...(q ? { q } : {}) });
      if (mine === generation) $state.set({ ...$state.get(), data, loading: false });
    } catch (error) {
      if (mine === generation) $state.set({ ...$state.get(), loading: false, error: errorText(error, failure) });
    }
  }

  /** Searches by wallet (whole or first characters), from the first page. */
  const search = (q: string) => load({ q: q.trim(), page: 1 });

  return { $state, load, search };
}
