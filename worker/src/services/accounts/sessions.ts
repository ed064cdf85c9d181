// Login sessions in KV (binding SESSIONS): random ids with a TTL, carried in an HttpOnly cookie that
// is `__Host-` prefixed and Secure on https, rotated at login and deleted at logout (docs/decisions.md, "Sessions").
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { encodeBase64Url } from 'hono/utils/encode';
import type { AppEnv } from '../../app-env';

export type SessionKind = 'investor' | 'admin';

/** What a session id maps to in KV. */
export interface Session {
  kind: SessionKind;
  /** The investor's or admin's id. */
  subject: string;
  /** ms epoch; admin sessions older than the credentials' last change are refused. */
  createdAt: number;
}

/** Lifetime and cookie of each kind of session. */
export const SESSION_POLICY = {
  investor: { cookie: 'mrdx_session', ttlSeconds: 7 * 24 * 3600, sameSite: 'Lax' },
  admin: { cookie: 'mrdx_admin', ttlSeconds: 8 * 3600, sameSite: 'Strict' },
} as const satisfies Record<SessionKind, { cookie: string; ttlSeconds: number; sameSite: 'Lax' | 'Strict' }>;

/** 32 random bytes: 256 bits, far above the 128 the design asks for. */
const ID_BYTES = 32;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh session id, base64url without padding. */
export function newSessionId(): string {
  // Hono's encoder keeps the `=` padding; cookie values and ID_PATTERN do without it.
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(ID_BYTES)).buffer).replace(/=+$/, '');
}

/** Secure cookies and the `__Host-` prefix on https; plain names on http://127.0.0.1 local dev. */
function isSecureRequest(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:';
}

/** The cookie name of a kind of session for this request's scheme. */
export function sessionCookieName(kind: SessionKind, secure: boolean): string {
  return secure ? `__Host-${SESSION_POLICY[kind].cookie}` : SESSION_POLICY[kind].cookie;
}

const kvKey = (id: string) => `session:${id}`;
const revokedKey = (kind: SessionKind, subject: string) => `sessions-revoked:${kind}:${subject}`;

function currentId(c: Context<AppEnv>, kind: SessionKind): string | null {
  const id = getCookie(c, sessionCookieName(kind, isSecureRequest(c)));
  return id && ID_PATTERN.test(id) ? id : null;
}

/** The session of this kind the request carries, or null when absent, expired or of another kind. */
export async function readSession(c: Context<AppEnv>, kind: SessionKind): Promise<Session | null> {
  const id = currentId(c, kind);
  if (!id) return null;
  const session = await c.env.SESSIONS.get<Session>(kvKey(id), 'json');
  if (!session || session.kind !== kind || typeof session.subject !== 'string') return null;
  const revokedBefore = Number(await c.env.SESSIONS.get(revokedKey(kind, session.subject)));
  return session.createdAt >= revokedBefore ? session : null;
}

/**
 * Ends every session of `subject` started before `at` (e.g. on a password change), without listing
 * KV: the marker outlives the longest session and readSession refuses anything older.
 */
export async function revokeSessionsBefore(c: Context<AppEnv>, kind: SessionKind, subject: string, at: number): Promise<void> {
  await c.env.SESSIONS.put(revokedKey(kind, subject), String(at), { expirationTtl: SESSION_POLICY[kind].ttlSeconds });
}

/** Starts a session for `subject`: any session the request carried is deleted first (rotation). */
export async function startSession(c: Context<AppEnv>, kind: SessionKind, subject: string): Promise<Session> {
  const previous = currentId(c, kind);
  if (previous) await c.env.SESSIONS.delete(kvKey(previous));
  const policy = SESSION_POLICY[kind];
  const id = newSessionId();
  const session: Session = { kind, subject, createdAt: Date.now() };
  await c.env.SESSIONS.put(kvKey(id), JSON.stringify(session), { expirationTtl: policy.ttlSeconds });
  const secure = isSecureRequest(c);
  setCookie(c, sessionCookieName(kind, secure), id, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: policy.sameSite,
    maxAge: policy.ttlSeconds,
  });
  return session;
}

/** Deletes the request's session of this kind from KV and clears its cookie. */
export async function endSession(c: Context<AppEnv>, kind: SessionKind): Promise<void> {
  const id = currentId(c, kind);
  if (id) await c.env.SESSIONS.delete(kvKey(id));
  const secure = isSecureRequest(c);
  deleteCookie(c, sessionCookieName(kind, secure), { path: '/', httpOnly: true, secure, sameSite: SESSION_POLICY[kind].sameSite });
}
