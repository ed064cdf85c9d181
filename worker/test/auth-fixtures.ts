// Accounts and cookies for worker tests of the investor and admin APIs.
import { env } from 'cloudflare:workers';
import { hashPassword } from '../src/services/accounts/passwords';
import { getJson, postJson } from './requests';

/** Writes an investor as a credited contribution would (temporary password, must change). */
export async function insertInvestor(email: string, password: string, options: { mustChange?: boolean; username?: string } = {}) {
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO investors (id, email, username, wallet_address, password_hash, must_change_password, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(id, email, options.username ?? null, '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5', await hashPassword(password), options.mustChange === false ? 0 : 1, now, now)
    .run();
  return id;
}

/** Writes an admin account directly (the API only creates one through the emergency reset). */
export async function insertAdmin(username: string, password: string, updatedAt = Date.now() - 1000) {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO admins (id, username, password_hash, updated_at) VALUES (?, ?, ?, ?)')
    .bind(id, username, await hashPassword(password), updatedAt)
    .run();
  return id;
}

/** The `name=value` pair of the first Set-Cookie whose name matches, for sending back. */
export function cookieFrom(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  return header.split(';')[0]!;
}

/** Signs in as an admin and returns the Cookie header value. */
export async function adminCookie(username: string, password: string) {
  const response = await postJson('/api/admin/login', { username, password });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return cookieFrom(response, 'mrdx_admin');
}

/** Signs in as an investor and returns the Cookie header value. */
export async function investorCookie(username: string, password: string) {
  const response = await postJson('/api/investor/login', { username, password });
  if (response.status !== 200) throw new Error(`investor login failed: ${response.status}`);
  return cookieFrom(response, 'mrdx_session');
}

/** GET with a cookie. */
export const getWithCookie = (path: string, cookie: string) => getJson(path, { headers: { Cookie: cookie } });

/** POST JSON with a cookie. */
export const postWithCookie = (path: string, body: unknown, cookie: string) => postJson(path, body, { Cookie: cookie });
