import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, SUBSCRIBED_MESSAGE, submitNewsletter } from './newsletter-client';

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('submitNewsletter', () => {
  it('reports success when the server accepts the address', async () => {
    await expect(submitNewsletter('a@b.co', answer(200, { subscribed: true }))).resolves.toEqual({
      ok: true,
      message: SUBSCRIBED_MESSAGE,
    });
  });

  it("shows the server's error for a bad address", async () => {
    const result = await submitNewsletter('nope', answer(400, { error: 'Please enter a valid email address' }));
    expect(result).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });

  it('says the server is unreachable when the request fails', async () => {
    const failing = async () => {
      throw new TypeError('network');
    };
    await expect(submitNewsletter('a@b.co', failing)).resolves.toEqual({ ok: false, message: NETWORK_ERROR_MESSAGE });
  });
});
