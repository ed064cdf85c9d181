import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { testClientIp } from '../../test/client-address';
import { getJson, postJson, TEST_ORIGIN } from '../../test/requests';
import { deliverOutbox } from '../services/mail/mail';
import { confirmedSubscribers, isNewsletterConfirmed } from '../services/community/newsletter';
import { NEWSLETTER_LIMITS } from './newsletter';

async function subscriberCount() {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers').first<{ n: number }>();
  return row?.n ?? 0;
}

/** The token of the newest mailed link to `page` for `email`, read from the outbox body. */
async function mailedToken(email: string, page = '/newsletter/confirm'): Promise<string> {
  const row = await env.DB.prepare("SELECT body_text FROM mail_outbox WHERE to_email = ? AND kind = 'newsletter-confirm' ORDER BY created_at DESC LIMIT 1")
    .bind(email)
    .first<{ body_text: string }>();
  const match = row?.body_text.match(new RegExp(`${page.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]{43})`));
  if (!match) throw new Error(`no ${page} link mailed to ${email}`);
  return match[1]!;
}

/** Delivers the outbox through a fake provider and returns the one-click URL of the mail to `email`. */
async function deliveredUnsubscribeUrl(email: string): Promise<string> {
  const payloads: { to: string; headers: Record<string, string>; text: string }[] = [];
  const fetcher = (async (_url: string, init: RequestInit) => {
    payloads.push(JSON.parse(String(init.body)));
    return new Response('{}', { status: 202 });
  }) as unknown as typeof fetch;
  await deliverOutbox({ ...env, MAIL_PROVIDER_URL: 'https://mail.example/send' }, { fetcher });
  const payload = payloads.find((p) => p.to === email);
  return payload!.headers['List-Unsubscribe']!.slice(1, -1);
}

// The test's own client address by default: the Workers rate limiters count across tests.
const subscribe = (email: string, ip = testClientIp()) => postJson('/api/newsletter', { email }, { 'CF-Connecting-IP': ip });

describe('POST /api/newsletter (double opt-in)', () => {
  it('stores the address unconfirmed, mails one confirmation and answers the same for a repeat', async () => {
    const first = await subscribe('Reader@Example.com');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true, email: 'reader@example.com', confirmationRequired: true });
    const again = await subscribe('reader@example.com ');
    expect(await again.json()).toEqual({ subscribed: true, email: 'reader@example.com', confirmationRequired: true });
    expect(await subscriberCount()).toBe(1);
    // A repeat within 10 minutes mails nothing more.
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'newsletter-confirm'").first<{ n: number }>())!.n).toBe(1);
    expect(await isNewsletterConfirmed(env.DB, 'reader@example.com')).toBe(false);
    expect(await confirmedSubscribers(env.DB)).toEqual([]);
  });

  it('confirms with the mailed link exactly once; only then the address counts', async () => {
    await subscribe('fan@example.com');
    const token = await mailedToken('fan@example.com');

    const peek = await getJson(`/api/newsletter/confirm?token=${token}`);
    expect(await peek.json()).toEqual({ valid: true, email: 'fan@example.com' });
    expect(await isNewsletterConfirmed(env.DB, 'fan@example.com')).toBe(false);

    const confirmed = await postJson('/api/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ confirmed: true, email: 'fan@example.com' });
    expect(await isNewsletterConfirmed(env.DB, 'fan@example.com')).toBe(true);
    expect((await confirmedSubscribers(env.DB)).map((s) => s.email)).toEqual(['fan@example.com']);

    const reused = await postJson('/api/newsletter/confirm', { token });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ error: 'This link is invalid or has already been used' });
    expect(await (await getJson(`/api/newsletter/confirm?token=${token}`)).json()).toEqual({ valid: false, email: null });

    // Subscribing again once confirmed mails nothing.
    await subscribe('fan@example.com', '198.51.100.2');
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'newsletter-confirm'").first<{ n: number }>())!.n).toBe(1);
  });

  it('stores only the hash of a mailed token', async () => {
    await subscribe('hash@example.com');
    const token = await mailedToken('hash@example.com');
    const row = await env.DB.prepare('SELECT token_hash FROM email_tokens WHERE email = ?').bind('hash@example.com').first<{ token_hash: string }>();
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(token);
  });

  it('refuses unknown and malformed tokens', async () => {
    const unknown = await postJson('/api/newsletter/confirm', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(400);
    const malformed = await getJson('/api/newsletter/confirm?token=short');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'This link is invalid or has already been used' });
  });

  it('unsubscribes with the link every delivered mail carries (page POST), once', async () => {
    await subscribe('leaver@example.com');
    await postJson('/api/newsletter/confirm', { token: await mailedToken('leaver@example.com') });
    const oneClickUrl = await deliveredUnsubscribeUrl('leaver@example.com');
    const token = new URL(oneClickUrl).searchParams.get('token')!;

    expect(await (await getJson(`/api/newsletter/unsubscribe?token=${token}`)).json()).toEqual({ valid: true, email: 'leaver@example.com' });
    const done = await postJson('/api/newsletter/unsubscribe', { token });
    expect(await done.json()).toEqual({ unsubscribed: true, email: 'leaver@example.com' });
    expect(await isNewsletterConfirmed(env.DB, 'leaver@example.com')).toBe(false);
    expect((await postJson('/api/newsletter/unsubscribe', { token })).status).toBe(400);

    // Signing up again starts a fresh double opt-in.
    await subscribe('leaver@example.com', '198.51.100.3');
    expect(await isNewsletterConfirmed(env.DB, 'leaver@example.com')).toBe(false);
  });

  it('unsubscribes in one click per RFC 8058 (form POST from no origin) and refuses a bare POST', async () => {
    await subscribe('oneclick@example.com');
    await postJson('/api/newsletter/confirm', { token: await mailedToken('oneclick@example.com') });
    const url = (await deliveredUnsubscribeUrl('oneclick@example.com')).replace(env.PUBLIC_ORIGIN, TEST_ORIGIN);

    const bare = await exports.default.fetch(new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' }));
    expect(bare.status).toBe(400);
    const oneClick = await exports.default.fetch(
      new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ unsubscribed: true, email: 'oneclick@example.com' });
    expect(await isNewsletterConfirmed(env.DB, 'oneclick@example.com')).toBe(false);
  });

  it('rejects a malformed address with a 400 JSON error and writes nothing', async () => {
    const response = await postJson('/api/newsletter', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid email address' });
    expect(await subscriberCount()).toBe(0);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await postJson('/api/newsletter', '{"email":');
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('error');
  });

  it('limits sign-ups per client', async () => {
    const statuses = [];
    const { limit } = NEWSLETTER_LIMITS.subscribe;
    for (let i = 0; i <= limit; i += 1) statuses.push((await subscribe(`many${i}@example.com`)).status);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it('refuses a cross-origin post and a non-JSON body', async () => {
    const crossOrigin = await postJson('/api/newsletter', { email: 'a@b.co' }, { Origin: 'https://evil.example' });
    expect(crossOrigin.status).toBe(403);
    const form = await exports.default.fetch(
      new Request(`${TEST_ORIGIN}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN },
        body: 'email=a@b.co',
      }),
    );
    expect(form.status).toBe(415);
    expect(await subscriberCount()).toBe(0);
  });
});
