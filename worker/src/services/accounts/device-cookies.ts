// Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
// signed in to an account gets a random 256-bit token in a long-lived HttpOnly cookie; D1 keeps only
// its SHA-256, bound to that account. Sign-ins from such a browser skip the account's lockout of
// untrusted clients (login-throttle.ts), so a distributed guesser never locks the owner out.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { hashToken, newOneTimeToken } from './one-time-tokens';
import type { SessionKind } from './sessions';

const DAY_SECONDS = 24 * 3600;

/**
 * Cookie and lifetime per kind of account. SameSite=Strict for both: only the site's own sign-in
 * posts read it. Admin devices stay trusted for less time than investors' (a smaller, costlier target).
 */
export const DEVICE_COOKIE_POLICY = {
  investor: { cookie: 'mrdx_device', ttlSeconds: 365 * DAY_SECONDS },
  admin: { cookie: 'mrdx_admin_device', ttlSeconds: 90 * DAY_SECONDS },
} as const satisfies Record<SessionKind, { cookie: string; ttlSeconds: number }>;

/** Devices kept per account; signing in on one more forgets the oldest (bounded rows per account). */
export const DEVICES_PER_ACCOUNT = 20;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const isSecure = (c: Context<AppEnv>) => new URL(c.req.url).protocol === 'https:';

/** The device cookie's name for this scheme: `__Host-` prefixed on https, like the session cookies. */
export function deviceCookieName(kind: SessionKind, secure: boolean): string {
  return secure ? `__Host-${DEVICE_COOKIE_POLICY[kind].cookie}` : DEVICE_COOKIE_POLICY[kind].cookie;
}

function presentedToken(c: Context<AppEnv>, kind: SessionKind): string | null {
  const token = getCookie(c, deviceCookieName(kind, isSecure(c)));
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * The hash of the request's device cookie when it is a live one bound to `subject` (an account of
 * `kind`), else null. The lookup runs whenever a cookie is sent, known account or not, so its cost
 * says nothing about whether the account exists.
 */
export async function trustedDeviceOf(c: Context<AppEnv>, kind: SessionKind, subject: string | null, now = Date.now()): Promise<string | null> {
  const token = presentedToken(c, kind);
  if (!token) return null;
  const hash = await hashToken(token);
  const row = await c.env.DB.prepare('SELECT kind, subject, expires_at FROM device_cookies WHERE token_hash = ?')
    .bind(hash)
    .first<{ kind: string; subject: string; expires_at: number }>();
  return row && subject !== null && row.kind === kind && row.subject === subject && row.expires_at > now ? hash : null;
}

function setDeviceCookie(c: Context<AppEnv>, kind: SessionKind, token: string) {
  const secure = isSecure(c);
  setCookie(c, deviceCookieName(kind, secure), token, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    maxAge: DEVICE_COOKIE_POLICY[kind].ttlSeconds,
  });
}

/**
 * After a successful sign-in (or password reset) of `subject`: a browser already trusted for it
 * (`trusted`, from trustedDeviceOf) keeps its token for another full lifetime; any other browser gets
 * a new token (replacing a cookie of another account). `forgetOthers` first forgets every other
 * device of the account (a password reset). Never call it for a failed check.
 */
export async function trustDevice(
  c: Context<AppEnv>,
  kind: SessionKind,
  subject: string,
  trusted: string | null,
  { forgetOthers = false, now = Date.now() } = {},
): Promise<void> {
  const db = c.env.DB;
  const expiresAt = now + DEVICE_COOKIE_POLICY[kind].ttlSeconds * 1000;
  const token = trusted && !forgetOthers ? presentedToken(c, kind) : null;
  if (trusted && token) {
    await db.prepare('UPDATE device_cookies SET expires_at = ? WHERE token_hash = ?').bind(expiresAt, trusted).run();
    setDeviceCookie(c, kind, token);
    return;
  }
  const fresh = await newOneTimeToken();
  await db.batch([
    forgetOthers
      ? db.prepare('DELETE FROM device_cookies WHERE kind = ?1 AND subject = ?2').bind(kind, subject)
      : // Expired rows and the oldest beyond the cap (one slot is kept for the new device).
        db
          .prepare(
            `DELETE FROM device_cookies WHERE kind = ?1 AND subject = ?2 AND (expires_at <= ?3 OR token_hash NOT IN (
               SELECT token_hash FROM device_cookies WHERE kind = ?1 AND subject = ?2 ORDER BY created_at DESC LIMIT ?4))`,
          )
          .bind(kind, subject, now, DEVICES_PER_ACCOUNT - 1),
    db
      .prepare('INSERT INTO device_cookies (token_hash, kind, subject, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(fresh.hash, kind, subject, now, expiresAt),
  ]);
  setDeviceCookie(c, kind, fresh.token);
}
