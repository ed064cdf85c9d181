import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { adminCookie, cookieFrom, getWithCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { getJson, postJson, TEST_ORIGIN } from '../../../test/requests';
import { app } from '../../index';
import { LOGIN_LIMITS, TOO_MANY_ATTEMPTS } from '../../services/accounts/login-throttle';

const TOKEN = env.ADMIN_RESET_TOKEN!;
const NEW_ADMIN = { username: 'admin', password: 'reset-secret', confirmPassword: 'reset-secret' };

function reset(body: unknown, token?: string, overrides: Partial<Env> = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: TEST_ORIGIN };
  if (token !== undefined) headers['X-Reset-Token'] = token;
  return app.request(`${TEST_ORIGIN}/api/admin/emergency-reset`, { method: 'POST', headers, body: JSON.stringify(body) }, { ...env, ...overrides });
}

async function auditActions() {
  const { results } = await env.DB.prepare('SELECT actor, action FROM audit_log ORDER BY created_at').all<{ actor: string; action: string }>();
  return results.map((row) => `${row.actor} ${row.action}`);
}

describe('admin login, auth check and logout', () => {
  it('signs in, checks true with a SameSite=Strict cookie, logs out to false; all audited', async () => {
    await insertAdmin('admin', 'admin-secret');
    const login = await postJson('/api/admin/login', { username: 'admin', password: 'admin-secret' });
    expect(login.status).toBe(200);
    const line = login.headers.getSetCookie()[0]!;
    expect(line).toMatch(/^mrdx_admin=.*HttpOnly/);
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain(`Max-Age=${8 * 3600}`);
    const cookie = cookieFrom(login, 'mrdx_admin');

    expect(await (await getWithCookie('/api/admin/auth/check', cookie)).json()).toBe(true);
    expect((await postWithCookie('/api/admin/logout', {}, cookie)).status).toBe(200);
    expect(await (await getWithCookie('/api/admin/auth/check', cookie)).json()).toBe(false);
    expect(await (await getJson('/api/admin/auth/check')).json()).toBe(false);
    expect(await auditActions()).toEqual(['admin:admin admin.login', 'admin:admin admin.logout']);
  });

  it('refuses wrong credentials with the spec message, and unknown users alike', async () => {
    await insertAdmin('admin', 'admin-secret');
    for (const body of [{ username: 'admin', password: 'nope' }, { username: 'ghost', password: 'admin-secret' }]) {
      const response = await postJson('/api/admin/login', body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid username or password. Please try again.' });
    }
    const empty = await postJson('/api/admin/login', { username: '', password: 'x' });
    expect(await empty.json()).toEqual({ error: 'Username is required' });
  });

  it('refuses a client that keeps failing, while the admin still signs in from their own client', async () => {
    await insertAdmin('admin', 'admin-secret');
    const from = (ip: string, password: string) => postJson('/api/admin/login', { username: 'admin', password }, { 'CF-Connecting-IP': ip });
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i += 1) expect((await from('198.51.100.66', `guess-${i}`)).status).toBe(401);
    const blocked = await from('198.51.100.66', 'admin-secret');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect((await from('203.0.113.10', 'admin-secret')).status).toBe(200);
  });
});

describe('POST /api/admin/emergency-reset', () => {
  it('is disabled without the secret configured', async () => {
    const response = await reset(NEW_ADMIN, 'anything', { ADMIN_RESET_TOKEN: undefined });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Emergency reset is disabled' });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM admins').first('n')).toBe(0);
  });

  it('refuses a wrong or missing token', async () => {
    for (const token of ['wrong-token', undefined]) {
      const response = await reset(NEW_ADMIN, token);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Invalid reset token' });
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM admins').first('n')).toBe(0);
  });

  it('replaces the credentials with the right token and ends old admin sessions', async () => {
    await insertAdmin('old-admin', 'old-secret');
    const oldCookie = await adminCookie('old-admin', 'old-secret');
    const response = await reset(NEW_ADMIN, TOKEN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ username: 'admin' });
    expect((await postJson('/api/admin/login', { username: 'old-admin', password: 'old-secret' })).status).toBe(401);
    expect((await postJson('/api/admin/login', { username: 'admin', password: 'reset-secret' })).status).toBe(200);
    expect(await (await getWithCookie('/api/admin/auth/check', oldCookie)).json()).toBe(false);
    expect(await auditActions()).toContain('admin:admin admin.emergency_reset');
  });

  it('validates with the spec messages', async () => {
    const cases: [object, string][] = [
      [{ ...NEW_ADMIN, username: 'ab' }, 'Username must be at least 3 characters'],
      [{ ...NEW_ADMIN, password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
      [{ ...NEW_ADMIN, confirmPassword: 'different' }, "Passwords don't match"],
    ];
    for (const [body, error] of cases) {
      const response = await reset(body, TOKEN);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
  });
});

describe('POST /api/admin/settings', () => {
  it('changes username and password after checking the current one, and ends other sessions', async () => {
    await insertAdmin('admin', 'admin-secret');
    const other = await adminCookie('admin', 'admin-secret');
    const cookie = await adminCookie('admin', 'admin-secret');
    const body = { username: 'chief', currentPassword: 'admin-secret', newPassword: 'chief-secret', confirmPassword: 'chief-secret' };
    const response = await postWithCookie('/api/admin/settings', body, cookie);
    expect(response.status).toBe(200);
    const fresh = cookieFrom(response, 'mrdx_admin');
    expect(await (await getWithCookie('/api/admin/auth/check', fresh)).json()).toBe(true);
    expect(await (await getWithCookie('/api/admin/auth/check', other)).json()).toBe(false);
    expect((await postJson('/api/admin/login', { username: 'chief', password: 'chief-secret' })).status).toBe(200);
    expect(await auditActions()).toContain('admin:admin admin.settings_updated');
  });

  it('refuses a wrong current password, mismatched confirmation and no session', async () => {
    await insertAdmin('admin', 'admin-secret');
    const cookie = await adminCookie('admin', 'admin-secret');
    const wrong = await postWithCookie('/api/admin/settings', { username: 'admin', currentPassword: 'nope' }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'Current password is incorrect' });
    const mismatch = await postWithCookie('/api/admin/settings', { username: 'admin', currentPassword: 'admin-secret', newPassword: 'abcdef', confirmPassword: 'abcdeg' }, cookie);
    expect(await mismatch.json()).toEqual({ error: "Passwords don't match" });
    const short = await postWithCookie('/api/admin/settings', { username: 'admin', currentPassword: 'admin-secret', newPassword: 'abc', confirmPassword: 'abc' }, cookie);
    expect(await short.json()).toEqual({ error: 'New password must be at least 6 characters' });
    expect((await postJson('/api/admin/settings', { username: 'admin', currentPassword: 'admin-secret' })).status).toBe(401);
  });
});
