import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_MESSAGES } from '@core/schemas/community';
import { checkNewsletterToken, applyNewsletterToken } from './newsletter-token';

const TOKEN = 'a'.repeat(43);
const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('newsletter token pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the button for a link that still works, without using it', async () => {
    const fetch = vi.fn(answer(200, { valid: true, email: 'a@b.co' }));
    vi.stubGlobal('fetch', fetch);
    await expect(checkNewsletterToken('confirm', `?token=${TOKEN}`)).resolves.toEqual({ state: 'ready', email: 'a@b.co' });
    expect((fetch.mock.calls[0] as unknown[])[1]).toMatchObject({ method: 'GET' });
  });

  it('says a missing, malformed or used link is invalid', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, { valid: false, email: null })));
    await expect(checkNewsletterToken('unsubscribe', '')).resolves.toEqual({ state: 'invalid', message: NEWSLETTER_TOKEN_MESSAGES.invalid });
    await expect(checkNewsletterToken('unsubscribe', `?token=${TOKEN}`)).resolves.toMatchObject({ state: 'invalid' });
  });

  it('confirms on POST and reports a link used meanwhile', async () => {
    vi.stubGlobal('fetch', vi.fn(answer(200, { confirmed: true, email: 'a@b.co' })));
    await expect(applyNewsletterToken('confirm', `?token=${TOKEN}`)).resolves.toEqual({ state: 'done', message: NEWSLETTER_MESSAGES.confirmed });
    vi.stubGlobal('fetch', vi.fn(answer(400, { error: NEWSLETTER_TOKEN_MESSAGES.invalid })));
    await expect(applyNewsletterToken('confirm', `?token=${TOKEN}`)).resolves.toMatchObject({ state: 'invalid' });
  });
});
