// Server-paginated admin lists (investors, mail, audit, comments, whitelist registrations, unmatched
// payments, refunds, referrals, adjustments): the query lives in a store, every change asks the server
// again; nothing is filtered in the browser.
import { atom, map } from 'nanostores';
import { errorText } from '../../lib/api/request';
import { endsSession } from './session';

export interface ServerListState<R> {
  data: R | null;
  loading: boolean;
  error: string | null;
}

export type ListParams = Record<string, string>;

/**
 * One list: `$params` is the query (page included), `$list` the last answer. `fetchPage` asks the server
 * for one page through a typed client, e.g. `(query) => call(adminApi.audit.$get({ query }))`.
 */
export function createServerList<R>(fetchPage: (query: ListParams) => Promise<R>, defaults: ListParams) {
  const $params = map<ListParams>({ ...defaults });
  const $list = atom<ServerListState<R>>({ data: null, loading: false, error: null });
  let generation = 0;

  /** Asks the server for the current params; a later call wins over an earlier slow one. Never throws. */
  async function load(): Promise<void> {
    const mine = ++generation;
    const query = Object.fromEntries(Object.entries($params.get()).filter(([, value]) => value !== ''));
    $list.set({ ...$list.get(), loading: true, error: null });
    try {
      const data = await fetchPage(query);
      if (mine === generation) $list.set({ data, loading: false, error: null });
    } catch (error) {
      endsSession(error);
      if (mine === generation) $list.set({ ...$list.get(), loading: false, error: errorText(error, 'Could not load this list. Please try again.') });
    }
  }

  /** Changes some params (a filter change goes back to page 1) and reloads. */
  function update(patch: ListParams): Promise<void> {
    const resetPage = !('page' in patch);
    $params.set({ ...$params.get(), ...patch, ...(resetPage ? { page: '1' } : {}) });
    return load();
  }

  return { $params, $list, load, update };
}
