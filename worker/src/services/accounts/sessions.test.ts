import { describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { cookieFrom, getWithCookie, insertInvestor, postWithCookie } from '../../../test/auth-fixtures';
import { postJson } from '../../../test/requests';
import { newSessionId, sessionCookieName } from './sessions';

const EMAIL = 'holder@example.com';
const PASSWORD = 'Temp-Password-1';

async function sessionExists(cookie: string) {
  const id = cookie.split('=')[1]!;
  return (await env.SESSIONS.get(`session:${id}`)) !== null;
}

describe('sessions', () => {
  it('uses 256-bit base64url ids that do not repeat', () => {
    const ids = new Set(Array.from({ length: 50 }, newSessionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sets an HttpOnly SameSite=Lax cookie without Secure or prefix on http (local dev)', async () => {
    await insertInvestor(EMAIL, PASSWORD);
    const response = await postJson('/api/investor/login', { username: EMAIL, password: PASSWORD });
    const line = response.headers.getSetCookie()[0]!;
    expect(line).toMatch(/^mrdx_session=[A-Za-z0-9_-]{43};/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).toContain(`Max-Age=${7 * 24 * 3600}`);
    expect(line).not.toContain('Secure');
  });

  it('sets the page-readable hint with the investor session, and clears both at logout', async () => {
    await insertInvestor(EMAIL, PASSWORD);
    const login = await postJson('/api/investor/login', { username: EMAIL, password: PASSWORD });
    const hint = login.headers.getSetCookie().find((line) => line.startsWith('mrdx_signed_in='))!;
    expect(hint).toMatch(/^mrdx_signed_in=1;/);
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain(`Max-Age=${7 * 24 * 3600}`);
    const logout = await postWithCookie('/api/investor/logout', {}, cookieFrom(login, 'mrdx_session'));
    expect(logout.headers.getSetCookie().find((line) => line.startsWith('mrdx_signed_in='))).toMatch(/Max-Age=0/);
  });

  it('sets a __Host- prefixed Secure cookie on https', async () => {
    await insertInvestor(EMAIL, PASSWORD);
    const response = await exports.default.fetch(
      new Request('https://mrdx.example/api/investor/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://mrdx.example' },
        body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
      }),
    );
    expect(response.status).toBe(200);
    const line = response.headers.getSetCookie()[0]!;
    expect(line.startsWith(`${sessionCookieName('investor', true)}=`)).toBe(true);
    expect(line).toMatch(/^__Host-mrdx_session=/);
    expect(line).toContain('Secure');
    expect(line).toContain('HttpOnly');
  });

  it('rotates at login: the session the request carried is deleted', async () => {
    await insertInvestor(EMAIL, PASSWORD);
    const first = cookieFrom(await postJson('/api/investor/login', { username: EMAIL, password: PASSWORD }), 'mrdx_session');
    const second = cookieFrom(
      await postJson('/api/investor/login', { username: EMAIL, password: PASSWORD }, { Cookie: first }),
      'mrdx_session',
    );
    expect(second).not.toBe(first);
    expect(await sessionExists(first)).toBe(false);
    expect(await sessionExists(second)).toBe(true);
    expect((await getWithCookie('/api/investor/profile', first)).status).toBe(401);
    expect((await getWithCookie('/api/investor/profile', second)).status).toBe(200);
  });

  it('deletes the session at logout and clears the cookie', async () => {
    await insertInvestor(EMAIL, PASSWORD);
    const cookie = cookieFrom(await postJson('/api/investor/login', { username: EMAIL, password: PASSWORD }), 'mrdx_session');
    const logout = await postWithCookie('/api/investor/logout', {}, cookie);
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie()[0]).toMatch(/^mrdx_session=;.*Max-Age=0/);
    expect(await sessionExists(cookie)).toBe(false);
    expect((await getWithCookie('/api/investor/profile', cookie)).status).toBe(401);
  });

  it('does not accept an investor session as an admin session', async () => {
    await insertInvestor(EMAIL, PASSWORD);
    const cookie = cookieFrom(await postJson('/api/investor/login', { username: EMAIL, password: PASSWORD }), 'mrdx_session');
    const asAdmin = `mrdx_admin=${cookie.split('=')[1]}`;
    expect(await (await getWithCookie('/api/admin/auth/check', asAdmin)).json()).toBe(false);
  });
});
