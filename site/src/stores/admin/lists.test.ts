import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $adminAuth, $adminSessionExpired, SESSION_EXPIRED_URL } from './session';
import { adminApi, apiHref } from '../../lib/api/clients';
import { call } from '../../lib/api/request';
import { createServerList } from './lists';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createServerList', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    $adminSessionExpired.set(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server with the query (empty params left out) and goes back to page 1 on a filter change', async () => {
    const fetch = vi.fn(async (_url: string) => json({ items: [], total: 0 }));
    vi.stubGlobal('fetch', fetch);
    const list = createServerList((query) => call(adminApi.mail.$get({ query })), { status: '', page: '1', pageSize: '25' });
    await list.update({ page: '3' });
    expect(fetch.mock.calls.at(-1)![0]).toBe(apiHref(adminApi.mail.$url({ query: { page: '3', pageSize: '25' } })));
    await list.update({ status: 'failed' });
    expect(fetch.mock.calls.at(-1)![0]).toBe(apiHref(adminApi.mail.$url({ query: { status: 'failed', page: '1', pageSize: '25' } })));
    expect(list.$list.get()).toEqual({ data: { items: [], total: 0 }, loading: false, error: null });
  });

  it('keeps the answer of the latest request when an earlier one is slower', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetch = vi.fn().mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve))).mockImplementationOnce(async () => json({ n: 2 }));
    vi.stubGlobal('fetch', fetch);
    const list = createServerList((query) => call(adminApi.referrals.$get({ query })), { q: '' });
    const slow = list.update({ q: 'a' });
    await list.update({ q: 'ab' });
    release(json({ n: 1 }));
    await slow;
    expect(list.$list.get().data).toEqual({ n: 2 });
  });

  it('shows the server reason, and on a 401 goes back to sign in like every admin call', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Admin sign-in required' }, 401)));
    const list = createServerList((query) => call(adminApi.audit.$get({ query })), {});
    await list.load();
    expect(list.$list.get().error).toBe('Admin sign-in required');
    expect($adminAuth.get()).toBe('no');
    expect(assign).toHaveBeenCalledWith(SESSION_EXPIRED_URL);
  });
});
