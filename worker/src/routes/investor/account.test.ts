import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { cookieFrom, getWithCookie, insertInvestor, investorCookie, postWithCookie } from '../../../test/auth-fixtures';
import { getJson, postJson } from '../../../test/requests';
import { LOGIN_LIMITS, TOO_MANY_ATTEMPTS } from '../../services/accounts/login-throttle';

const EMAIL = 'holder@example.com';
const TEMP = 'Temp-Password-1';
const STRANGER = '198.51.100.66';
const OWNER = '203.0.113.10';

/** Signs in from the client address `ip` (CF-Connecting-IP, which clients cannot forge). */
const loginFrom = (ip: string, username: string, password: string) =>
  postJson('/api/investor/login', { username, password }, { 'CF-Connecting-IP': ip });

describe('POST /api/investor/login', () => {
  it('signs in with the email and the temporary password and says it must be changed', async () => {
    await insertInvestor(EMAIL, TEMP);
    const response = await postJson('/api/investor/login', { username: 'Holder@Example.com ', password: TEMP });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: EMAIL, email: EMAIL, hasUsername: false, mustChangePassword: true, hasPassword: true });
    expect(cookieFrom(response, 'mrdx_session')).toMatch(/^mrdx_session=/);
  });

  it('answers a wrong password and an unknown account with the same 401 and no cookie', async () => {
    await insertInvestor(EMAIL, TEMP);
    for (const body of [{ username: EMAIL, password: 'wrong-password' }, { username: 'nobody@example.com', password: TEMP }]) {
      const response = await postJson('/api/investor/login', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid username or password' });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('asks for both fields with the spec message', async () => {
    const response = await postJson('/api/investor/login', { username: '', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter both username and password.' });
  });

  it('refuses a client that keeps failing with 429 and Retry-After, even with the right password', async () => {
    await insertInvestor(EMAIL, TEMP);
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i += 1) {
      expect((await loginFrom(STRANGER, EMAIL, `guess-${i}`)).status).toBe(401);
    }
    const blocked = await loginFrom(STRANGER, EMAIL, TEMP);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
  });

  it('still signs the owner in from a client without failures while a stranger is locked out', async () => {
    await insertInvestor(EMAIL, TEMP);
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient + 3; i += 1) await loginFrom(STRANGER, EMAIL, `guess-${i}`);
    expect((await loginFrom(STRANGER, EMAIL, 'guess-again')).status).toBe(429);
    expect((await loginFrom(OWNER, EMAIL, TEMP)).status).toBe(200);
  });

  it('lets the owner in after a typo, and their success clears the typo', async () => {
    await insertInvestor(EMAIL, TEMP);
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < LOGIN_LIMITS.perAccountClient - 1; i += 1) expect((await loginFrom(OWNER, EMAIL, 'typo')).status).toBe(401);
      expect((await loginFrom(OWNER, EMAIL, TEMP)).status).toBe(200);
    }
  });

  it("refuses every browser but the owner's past the account-wide budget of a distributed attack", async () => {
    await insertInvestor(EMAIL, TEMP);
    const device = cookieFrom(await loginFrom(OWNER, EMAIL, TEMP), 'mrdx_device');
    const attackers = Array.from({ length: LOGIN_LIMITS.perAccount }, (_, i) => `192.0.2.${i + 1}`);
    for (const ip of attackers) expect((await loginFrom(ip, EMAIL, 'botnet-guess')).status).toBe(401);
    // Each attacker failed once only (far below the per-client limit), yet none gets another guess,
    // nor does a fresh client: only the browser that signed in before (its device cookie) does.
    expect((await loginFrom(attackers[0]!, EMAIL, 'botnet-guess-2')).status).toBe(429);
    expect((await loginFrom(attackers[1]!, EMAIL, TEMP)).status).toBe(429);
    expect((await loginFrom('192.0.2.250', EMAIL, TEMP)).status).toBe(429);
    const owner = await postJson('/api/investor/login', { username: EMAIL, password: TEMP }, { 'CF-Connecting-IP': OWNER, Cookie: device });
    expect(owner.status).toBe(200);
  }, 60_000);
});

describe('POST /api/investor/change-password', () => {
  it('replaces the temporary password, clears must-change and rotates the session', async () => {
    await insertInvestor(EMAIL, TEMP);
    const cookie = await investorCookie(EMAIL, TEMP);
    const response = await postWithCookie('/api/investor/change-password', { currentPassword: TEMP, newPassword: 'my-new-secret', confirmPassword: 'my-new-secret' }, cookie);
    expect(response.status).toBe(200);
    const rotated = cookieFrom(response, 'mrdx_session');
    expect(rotated).not.toBe(cookie);
    expect((await getWithCookie('/api/investor/profile', cookie)).status).toBe(401);
    expect(await (await getWithCookie('/api/investor/profile', rotated)).json()).toMatchObject({ mustChangePassword: false });
    expect((await postJson('/api/investor/login', { username: EMAIL, password: TEMP })).status).toBe(401);
    expect((await postJson('/api/investor/login', { username: EMAIL, password: 'my-new-secret' })).status).toBe(200);
  });

  it("ends the investor's other sessions", async () => {
    await insertInvestor(EMAIL, TEMP);
    const elsewhere = await investorCookie(EMAIL, TEMP);
    const here = await investorCookie(EMAIL, TEMP);
    const response = await postWithCookie('/api/investor/change-password', { currentPassword: TEMP, newPassword: 'my-new-secret', confirmPassword: 'my-new-secret' }, here);
    expect((await getWithCookie('/api/investor/profile', elsewhere)).status).toBe(401);
    expect((await getWithCookie('/api/investor/profile', cookieFrom(response, 'mrdx_session'))).status).toBe(200);
  });

  it('refuses mismatched, short or wrong passwords and keeps the old one', async () => {
    await insertInvestor(EMAIL, TEMP);
    const cookie = await investorCookie(EMAIL, TEMP);
    const cases: [object, string][] = [
      [{ currentPassword: TEMP, newPassword: 'my-new-secret', confirmPassword: 'other-secret' }, 'Passwords do not match'],
      [{ currentPassword: TEMP, newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
      [{ currentPassword: 'not-it', newPassword: 'my-new-secret', confirmPassword: 'my-new-secret' }, 'Current password is incorrect'],
      [{ currentPassword: TEMP, newPassword: '', confirmPassword: '' }, 'Please fill in all fields.'],
    ];
    for (const [body, error] of cases) {
      const response = await postWithCookie('/api/investor/change-password', body, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    const row = await env.DB.prepare('SELECT must_change_password FROM investors').first<{ must_change_password: number }>();
    expect(row?.must_change_password).toBe(1);
  });

  it('needs a session', async () => {
    const response = await postJson('/api/investor/change-password', { currentPassword: 'a', newPassword: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/investor/profile', () => {
  it('returns the signed-in investor and 401 without a session', async () => {
    await insertInvestor(EMAIL, TEMP, { mustChange: false });
    const cookie = await investorCookie(EMAIL, TEMP);
    expect(await (await getWithCookie('/api/investor/profile', cookie)).json()).toEqual({
      username: EMAIL,
      email: EMAIL,
      hasUsername: false,
      walletAddress: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5',
      mustChangePassword: false,
      hasPassword: true,
      verifiedInvestor: false,
    });
    const anonymous = await getJson('/api/investor/profile');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty('error');
  });
});
