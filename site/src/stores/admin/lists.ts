// Server-paginated admin lists (investors, mail, audit, comments, whitelist registrations, unmatched
// payments, refunds, referrals, adjustments): the query lives in a store, every change asks the server
// again; nothing is filtered in the browser.
import { atom, map } from 'nanostores';
import { errorText, getJson } from '../../lib/api/request';
import { endsSession } from './session';

export interface ServerListState<R> {
  data: R | null;
  loading: boolean;
  error: string | null;
}

export type ListParams = Record<string, string>;

/** One list: `$params` is the query string (page included), `$list` the last answer. */
export function createServerList<R>(path: string, defaults: ListParams) {
  const $params = map<ListParams>({ ...defaults });
  const $list = atom<ServerListState<R>>({ data: null, loading: false, error: null });
  let generation = 0;

  /** Asks the server for the current params; a later call wins over an earlier slow one. Never throws. */
  async function load(): Promise<void> {
    const mine = ++generation;
    const query = new URLSearchParams(Object.entries($params.get()).filter(([, value]) => value !== '')).toString();
    $list.set({ ...$list.get(), loading: true, error: null });
    try {
      const data = await getJson<R>(query ? `${path}?${query}` : path);
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
