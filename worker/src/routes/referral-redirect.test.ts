// /r/<code>: a 302 to /?ref=<code>, a visit counted once per visitor per code per day, nothing
// recorded for unknown or malformed codes, crawlers and link previews.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { getJson } from '../../test/requests';
import { affiliate } from '../../test/referral-fixtures';
import { recordReferralVisit } from '../services/referrals/referral-visits';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

const visit = (path: string, ip = '192.0.2.1', userAgent = BROWSER) =>
  getJson(path, { headers: { 'CF-Connecting-IP': ip, 'User-Agent': userAgent }, redirect: 'manual' });

const visits = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM referral_visits').first<number>('n'))!;

describe('GET /r/:code', () => {
  it('redirects to /?ref=<code> and counts one visit per visitor per day', async () => {
    const alice = await affiliate('alice@example.com');
    const response = await visit(`/r/${alice.code}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/?ref=${alice.code}`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    await visit(`/r/${alice.code.toLowerCase()}`);
    expect(await visits()).toBe(1);
    await visit(`/r/${alice.code}`, '192.0.2.2');
    expect(await visits()).toBe(2);
  });

  it('stores no address: only a salted hash, with a salt per day', async () => {
    const alice = await affiliate('alice@example.com');
    await visit(`/r/${alice.code}`, '192.0.2.77');
    const row = await env.DB.prepare('SELECT * FROM referral_visits').first<Record<string, unknown>>();
    expect(row!.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('192.0.2.77');
  });

  it('counts the same visitor again the next day, and drops salts older than yesterday', async () => {
    const alice = await affiliate('alice@example.com');
    const day = new Date('2026-11-23T10:00:00Z');
    expect(await recordReferralVisit(env.DB, alice.code, '192.0.2.5', day)).toBe(true);
    expect(await recordReferralVisit(env.DB, alice.code, '192.0.2.5', new Date('2026-11-23T23:59:00Z'))).toBe(false);
    expect(await recordReferralVisit(env.DB, alice.code, '192.0.2.5', new Date('2026-11-24T00:01:00Z'))).toBe(true);
    expect(await recordReferralVisit(env.DB, alice.code, '192.0.2.5', new Date('2026-11-26T00:01:00Z'))).toBe(true);
    const { results } = await env.DB.prepare('SELECT day FROM referral_visit_salts ORDER BY day').all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual(['2026-11-26']);
  });

  it('redirects unknown and malformed codes to / without recording', async () => {
    await affiliate('alice@example.com');
    for (const path of ['/r/ZZZZ9999', '/r/short', '/r/AB12CD34X', '/r/%3Cscript%3E', '/r/', '/r/a/b']) {
      const response = await visit(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
    }
    const put = await getJson('/r/ZZZZ9999', { method: 'PUT', redirect: 'manual' });
    expect([put.status, put.headers.get('Location')]).toEqual([302, '/']);
    expect(await visits()).toBe(0);
  });

  it('does not count crawlers, link previews or clients without a user agent', async () => {
    const alice = await affiliate('alice@example.com');
    for (const agent of ['TelegramBot (like TwitterBot)', 'Twitterbot/1.0', 'Mozilla/5.0 (compatible; Discordbot/2.0)', 'facebookexternalhit/1.1', 'WhatsApp/2.23.20.0 A', 'curl/8.0', '']) {
      expect((await visit(`/r/${alice.code}`, '192.0.2.3', agent)).status).toBe(302);
    }
    expect(await visits()).toBe(0);
    // A person in Telegram's in-app browser is a visitor.
    await visit(`/r/${alice.code}`, '192.0.2.3', `${BROWSER} Telegram-Android/11.5.0`);
    expect(await visits()).toBe(1);
  });
});
