import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { insertInvestor } from '../../../test/auth-fixtures';
import { linkTokenFor, mailsTo } from '../../../test/account-fixtures';
import { postJson } from '../../../test/requests';
import { LOGIN_LIMITS } from '../../services/accounts/login-throttle';

const EMAIL = 'newbie@example.com';
const SIGNUP = { email: EMAIL, username: 'NewBie', password: 'chosen-secret', confirmPassword: 'chosen-secret' };
const ANSWER = {
  accountCreated: true,
  verificationSent: true,
  message: 'Check your email for the link that confirms your account. Please complete your contribution to access mrdx.io',
  next: '/#contribute',
};
const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe('POST /api/investor/signup', () => {
  it('mails a single-use verification link; the account signs in only after it is used', async () => {
    const response = await postJson('/api/investor/signup', SIGNUP);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ANSWER);
    expect(await count('investors')).toBe(0);
    expect((await mailsTo(EMAIL)).map((mail) => mail.kind)).toEqual(['account-verification']);

    const early = await postJson('/api/investor/login', { username: EMAIL, password: 'chosen-secret' });
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({ error: 'Please confirm your email first: open the link we sent you when you signed up.' });
    // A wrong password learns nothing about the waiting sign-up.
    expect((await postJson('/api/investor/login', { username: 'newbie', password: 'wrong-secret' })).status).toBe(401);

    const token = await linkTokenFor(EMAIL, 'verify');
    const verified = await postJson('/api/investor/signup/verify', { token });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ verified: true, username: 'newbie', message: 'Your email is confirmed. You can now sign in.' });

    for (const username of [EMAIL, 'newbie', 'NEWBIE']) {
      const login = await postJson('/api/investor/login', { username, password: 'chosen-secret' });
      expect(login.status).toBe(200);
      expect(await login.json()).toEqual({ username: 'newbie', email: EMAIL, hasUsername: true, mustChangePassword: false, hasPassword: true });
    }

    const again = await postJson('/api/investor/signup/verify', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This link is invalid or has expired. Please request a new one.' });
  });

  it('answers an email that already has an account the same way, mails it a notice and changes nothing', async () => {
    await insertInvestor(EMAIL, 'Temp-Password-1');
    const response = await postJson('/api/investor/signup', SIGNUP);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ANSWER);
    const mails = await mailsTo(EMAIL);
    expect(mails.map((mail) => mail.kind)).toEqual(['account-exists']);
    expect(mails[0]!.body_text).not.toMatch(/#verify=/);
    expect(await count('investor_signups')).toBe(0);
    expect((await postJson('/api/investor/login', { username: EMAIL, password: 'chosen-secret' })).status).toBe(401);
    expect((await postJson('/api/investor/login', { username: EMAIL, password: 'Temp-Password-1' })).status).toBe(200);
  });

  it('refuses a taken username (any case, also one waiting for verification) before looking at the email', async () => {
    await insertInvestor('holder@example.com', 'Temp-Password-1', { username: 'taken' });
    for (const email of [EMAIL, 'holder@example.com']) {
      const response = await postJson('/api/investor/signup', { ...SIGNUP, email, username: 'TAKEN' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: 'This username is taken. Please choose another.' });
    }
    expect((await postJson('/api/investor/signup', SIGNUP)).status).toBe(200);
    expect((await postJson('/api/investor/signup', { ...SIGNUP, email: 'other@example.com', username: 'newbie' })).status).toBe(409);
  });

  it('refuses an expired link', async () => {
    await postJson('/api/investor/signup', SIGNUP);
    await env.DB.prepare('UPDATE investor_signups SET expires_at = ?').bind(Date.now() - 1).run();
    const response = await postJson('/api/investor/signup/verify', { token: await linkTokenFor(EMAIL, 'verify') });
    expect(response.status).toBe(400);
    expect(await count('investors')).toBe(0);
  });

  it('keeps an account that a credit created meanwhile and spends the link', async () => {
    await postJson('/api/investor/signup', SIGNUP);
    await insertInvestor(EMAIL, 'Temp-Password-1');
    const token = await linkTokenFor(EMAIL, 'verify');
    const response = await postJson('/api/investor/signup/verify', { token });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'This email already has an account. Sign in, or use "Forgot password?".' });
    expect((await postJson('/api/investor/login', { username: EMAIL, password: 'Temp-Password-1' })).status).toBe(200);
    expect((await postJson('/api/investor/signup/verify', { token })).status).toBe(400);
  });

  it('validates with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ ...SIGNUP, username: '' }, 'Please fill in all fields.'],
      [{ ...SIGNUP, confirmPassword: 'different-secret' }, 'Passwords do not match'],
      [{ ...SIGNUP, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...SIGNUP, username: 'no spaces' }, 'Username must be 3 to 32 letters, digits, dots, dashes or underscores'],
      [{ ...SIGNUP, password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ];
    for (const [input, error] of cases) {
      const response = await postJson('/api/investor/signup', input);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('throttles sign-ups per email with 429 and Retry-After', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i += 1) {
      expect((await postJson('/api/investor/signup', { ...SIGNUP, username: `user${i}` })).status).toBe(200);
    }
    const blocked = await postJson('/api/investor/signup', { ...SIGNUP, username: 'user-last' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('POST /api/investor/username', () => {
  it('lets a contributor without a username choose one and sign in with it', async () => {
    await insertInvestor('holder@example.com', 'own-password', { mustChange: false });
    const login = await postJson('/api/investor/login', { username: 'holder@example.com', password: 'own-password' });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const response = await postJson('/api/investor/username', { username: 'Holder.1' }, { Cookie: cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: 'holder.1' });
    expect((await postJson('/api/investor/login', { username: 'HOLDER.1', password: 'own-password' })).status).toBe(200);
    expect((await postJson('/api/investor/username', { username: 'x' }, { Cookie: cookie })).status).toBe(400);
    expect((await postJson('/api/investor/username', { username: 'someone' })).status).toBe(401);
  });
});
