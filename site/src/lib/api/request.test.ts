import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorText, getJson, getJsonOrNull, NETWORK_ERROR, postJson } from './request';

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

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a JSON body with credentials and returns the parsed answer', async () => {
    const fetch = vi.fn(async () => json({ subscribed: true }));
    vi.stubGlobal('fetch', fetch);
    await expect(postJson('/api/newsletter', { email: 'a@b.co' })).resolves.toEqual({ subscribed: true });
    expect(fetch).toHaveBeenCalledWith('/api/newsletter', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends no body and no content type on a GET', async () => {
    const fetch = vi.fn(async () => json(true));
    vi.stubGlobal('fetch', fetch);
    await expect(getJson('/api/admin/auth/check')).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledWith('/api/admin/auth/check', { method: 'GET', credentials: 'include', headers: {}, body: undefined });
  });

  it('returns the raw response when the answer is not JSON', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('ok', { headers: { 'content-type': 'text/plain' } })));
    const response = await apiRequest<Response>('GET', '/x');
    expect(await response.text()).toBe('ok');
  });

  it("carries the server's { error } text as the reason", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Please enter a valid email address' }, 400)));
    const error = await caught(postJson('/api/newsletter', { email: 'nope' }));
    expect(error.status).toBe(400);
    expect(error.reason).toBe('Please enter a valid email address');
    expect(error.message).toBe('400: Please enter a valid email address');
    expect(errorText(error, 'fallback')).toBe('Please enter a valid email address');
  });

  it('keeps a non-JSON error body out of the reason but in the message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    const error = await caught(getJson('/api/sale'));
    expect(error.reason).toBe('');
    expect(error.message).toBe('502: Bad gateway');
    expect(errorText(error, 'Please try again.')).toBe('Please try again.');
  });

  it('turns an unreachable server into status 0 with the network message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await caught(getJson('/api/sale'));
    expect(error.status).toBe(0);
    expect(error.reason).toBe(NETWORK_ERROR);
    expect(error.message).toBe(NETWORK_ERROR);
  });

  it('yields null for a 401 when asked to, and still throws other failures', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Please sign in first' }, 401)));
    await expect(getJsonOrNull('/api/investor/profile')).resolves.toBeNull();
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Too many requests' }, 429)));
    expect((await caught(getJsonOrNull('/api/investor/profile'))).status).toBe(429);
  });
});
