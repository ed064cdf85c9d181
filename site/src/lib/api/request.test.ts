import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, apiHref, investorApi, newsletterApi, saleApi } from './clients';
import { ApiError, call, callOrNull, errorText, NETWORK_ERROR } from './request';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('apiFetch, call and callOrNull', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a typed JSON body with credentials to the same origin and returns the parsed answer', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({ subscribed: true }, 201));
    vi.stubGlobal('fetch', fetch);
    await expect(call(newsletterApi.index.$post({ json: { email: 'a@b.co' } }))).resolves.toEqual({ subscribed: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' });
    expect(new Headers(init!.headers).get('content-type')).toBe('application/json');
  });

  it('sends a write without a body as an empty JSON object, and a GET with neither', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(true));
    vi.stubGlobal('fetch', fetch);
    await call(adminApi.logout.$post());
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{}' });
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('content-type')).toBe('application/json');
    await expect(call(adminApi.auth.check.$get())).resolves.toBe(true);
    expect(fetch.mock.calls[1]![0]).toBe('/api/admin/auth/check');
    expect(fetch.mock.calls[1]![1]).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
  });

  it('puts path parameters and the query into the same-origin path', async () => {
    const fetch = vi.fn(async (_url: string) => json({ items: [] }));
    vi.stubGlobal('fetch', fetch);
    await call(adminApi.mail[':id'].retry.$post({ param: { id: 'm-1' } }));
    await call(adminApi.mail.$get({ query: { status: 'failed', page: '2' } }));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/admin/mail/m-1/retry', '/api/admin/mail?status=failed&page=2']);
  });

  it("carries the server's { error } text as the reason", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Please enter a valid email address' }, 400)));
    const error = await caught(call(newsletterApi.index.$post({ json: { email: 'nope' } })));
    expect(error.status).toBe(400);
    expect(error.reason).toBe('Please enter a valid email address');
    expect(error.message).toBe('400: Please enter a valid email address');
    expect(errorText(error, 'fallback')).toBe('Please enter a valid email address');
  });

  it('keeps a non-JSON error body out of the reason but in the message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    const error = await caught(call(saleApi.index.$get()));
    expect(error.reason).toBe('');
    expect(error.message).toBe('502: Bad gateway');
    expect(errorText(error, 'Please try again.')).toBe('Please try again.');
  });

  it('turns an unreachable server into status 0 with the network message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await caught(call(saleApi.index.$get()));
    expect(error.status).toBe(0);
    expect(error.reason).toBe(NETWORK_ERROR);
    expect(error.message).toBe(NETWORK_ERROR);
  });

  it('yields null for a 401 when asked to, and still throws other failures', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Please sign in first' }, 401)));
    await expect(callOrNull(investorApi.profile.$get())).resolves.toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Too many requests' }, 429)));
    expect((await caught(callOrNull(investorApi.profile.$get()))).status).toBe(429);
  });

  it('gives a link the same-origin path and query of a client URL', () => {
    expect(apiHref(adminApi.exports['contributions.csv'].$url())).toBe('/api/admin/exports/contributions.csv');
  });
});
