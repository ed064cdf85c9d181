import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { cookieFrom, getWithCookie, insertInvestor, investorCookie } from '../../../test/auth-fixtures';
import { linkTokenFor, mailsTo } from '../../../test/account-fixtures';
import { postJson } from '../../../test/requests';
import { LOGIN_LIMITS } from '../../services/accounts/login-throttle';

const EMAIL = 'holder@example.com';
const TEMP = 'Temp-Password-1';
const REQUESTED = { message: 'If an account uses this email, we have sent it a link to choose a new password. The link works once, for 1 hour.' };
const reset = (token: string, password = 'brand-new-secret', confirmPassword = password) =>
  postJson('/api/investor/password-reset', { token, password, confirmPassword });

describe('POST /api/investor/password-reset/request', () => {
  it('mails a reset link to an existing account and answers an unknown email identically without mail', async () => {
    await insertInvestor(EMAIL, TEMP);
    const known = await postJson('/api/investor/password-reset/request', { email: 'Holder@Example.com' });
    const unknown = await postJson('/api/investor/password-reset/request', { email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(REQUESTED);
    expect(await unknown.json()).toEqual(REQUESTED);
    expect((await mailsTo(EMAIL)).map((mail) => mail.kind)).toEqual(['password-reset']);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    // Only the hash is stored.
    const token = await linkTokenFor(EMAIL, 'reset');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM password_reset_tokens WHERE token_hash = ?').bind(token).first('n')).toBe(0);
  });

  it('throttles requests per email with 429', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i += 1) {
      expect((await postJson('/api/investor/password-reset/request', { email: EMAIL })).status).toBe(200);
    }
    const blocked = await postJson('/api/investor/password-reset/request', { email: EMAIL });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('POST /api/investor/password-reset', () => {
  it('sets the new password once per link, ends every other session and signs this one in', async () => {
    await insertInvestor(EMAIL, TEMP);
    const elsewhere = await investorCookie(EMAIL, TEMP);
    await postJson('/api/investor/password-reset/request', { email: EMAIL });
    const token = await linkTokenFor(EMAIL, 'reset');

    const response = await reset(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: EMAIL, email: EMAIL, hasUsername: false, mustChangePassword: false, hasPassword: true });
    expect((await getWithCookie('/api/investor/profile', elsewhere)).status).toBe(401);
    expect((await getWithCookie('/api/investor/profile', cookieFrom(response, 'mrdx_session'))).status).toBe(200);
    expect((await postJson('/api/investor/login', { username: EMAIL, password: TEMP })).status).toBe(401);
    expect((await postJson('/api/investor/login', { username: EMAIL, password: 'brand-new-secret' })).status).toBe(200);

    const again = await reset(token, 'another-secret');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This link is invalid or has expired. Please request a new one.' });
    expect((await postJson('/api/investor/login', { username: EMAIL, password: 'another-secret' })).status).toBe(401);
  });

  it('spends the other outstanding links of the investor too', async () => {
    await insertInvestor(EMAIL, TEMP);
    await postJson('/api/investor/password-reset/request', { email: EMAIL });
    const first = await linkTokenFor(EMAIL, 'reset');
    await postJson('/api/investor/password-reset/request', { email: EMAIL });
    const second = await linkTokenFor(EMAIL, 'reset');
    expect(first).not.toBe(second);
    expect((await reset(second)).status).toBe(200);
    expect((await reset(first, 'third-secret!')).status).toBe(400);
  });

  it('refuses mismatched or short passwords and expired links, keeping the old password', async () => {
    await insertInvestor(EMAIL, TEMP);
    await postJson('/api/investor/password-reset/request', { email: EMAIL });
    const token = await linkTokenFor(EMAIL, 'reset');
    const mismatch = await reset(token, 'brand-new-secret', 'brand-new-secreT');
    expect(await mismatch.json()).toEqual({ error: "Passwords don't match" });
    const short = await reset(token, 'short');
    expect(await short.json()).toEqual({ error: 'Password must be at least 8 characters' });
    await env.DB.prepare('UPDATE password_reset_tokens SET expires_at = ?').bind(Date.now() - 1).run();
    expect((await reset(token)).status).toBe(400);
    expect((await postJson('/api/investor/login', { username: EMAIL, password: TEMP })).status).toBe(200);
  });

  it('throttles link attempts per client with 429', async () => {
    const token = 'A'.repeat(43);
    // Without an account the per-client pair limit applies (throttleAttempt with account null).
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i += 1) expect((await reset(token)).status).toBe(400);
    expect((await reset(token)).status).toBe(429);
  });
});
