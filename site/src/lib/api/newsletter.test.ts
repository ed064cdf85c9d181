import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE, SUBSCRIBED_MESSAGE, submitNewsletter } from './newsletter';

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('submitNewsletter', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports success when the server accepts the address', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, { subscribed: true, email: 'a@b.co' })));
    await expect(submitNewsletter('a@b.co')).resolves.toEqual({ ok: true, message: SUBSCRIBED_MESSAGE });
  });

  it("shows the server's error for a bad address", async () => {
    vi.stubGlobal('fetch', vi.fn(answer(400, { error: 'Please enter a valid email address' })));
    await expect(submitNewsletter('nope')).resolves.toEqual({ ok: false, message: 'Please enter a valid email address' });
  });

  it('says the server is unreachable when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network'))));
    await expect(submitNewsletter('a@b.co')).resolves.toEqual({ ok: false, message: NETWORK_ERROR_MESSAGE });
  });
});
