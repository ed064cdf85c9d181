// Throttling of password checks (sign-ins, resets, password changes) by counting FAILURES in D1 fixed
// windows (exact counts matter here). Per client (IPv4 whole, IPv6 by /64: middleware/client-key.ts)
// and per account; sign-ins add OWASP's device cookies: past a budget of failures from browsers the
// account has never signed in from, every such browser is refused for a window, while the owner's
// own browser (device-cookies.ts) still signs in. Also the dummy hash that keeps unknown accounts slow.
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { refusal, type Refusal } from '../../lib/refusal';
import { hitStatement, windowStart } from './rate-limit-windows';
import { auditStatement } from './audit';
import { trustedDeviceOf } from './device-cookies';
import { isSlowHash, verifyPassword } from './passwords';
import type { SessionKind } from './sessions';

const WINDOW_MS = 15 * 60_000;

/** Failures per 15 minutes before the client is refused (a 'too many' refusal with Retry-After). */
export const LOGIN_LIMITS = {
  /** One client guessing one account's password. */
  perAccountClient: 5,
  /**
   * A distributed attack on one account. Sign-ins: past this many failures from untrusted browsers
   * (no device cookie of the account), every untrusted browser is refused for a whole window. Other
   * checks: past it, every client that has already failed on the account is refused.
   */
  perAccount: 20,
  /** A browser holding the account's device cookie (its failures count only against itself). */
  perDevice: 5,
  /** One client spraying many accounts (shared addresses still leave room for their users). */
  perClient: 30,
  windowMs: WINDOW_MS,
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** The audit action recorded once per lockout of an account's untrusted browsers. */
export const UNTRUSTED_LOCKOUT_ACTION = 'login.untrusted_locked';
export const THROTTLE_ACTOR = 'system:login-throttle';

/** A password check that passed the throttle; its failure is already counted, a success must say so. */
export interface PasswordAttempt {
  /** verifyOrDummy, and on success `succeeded()`. */
  verify(password: string, storedHash: string | null | undefined): Promise<boolean>;
  /** Takes back this attempt's count and clears this client's failures on the account. */
  succeeded(): Promise<void>;
}

/** A sign-in attempt: also says whether it came from a browser trusted for the account. */
export interface SignInAttempt extends PasswordAttempt {
  /** The hash of the request's device cookie when it is the account's (for trustDevice), else null. */
  trustedDevice: string | null;
}

/** The refusal of an attempt that may come back at `retryAt` (whole seconds, at least one). */
function refuse(retryAt: number, now: number): Refusal {
  return refusal('too many', TOO_MANY_ATTEMPTS, Math.max(1, Math.ceil((retryAt - now) / 1000)));
}

/** One atomic D1 UPSERT per counter (parallel guesses cannot slip past a limit); each count includes this attempt. */
async function hit(db: D1Database, keys: string[], windowStartedAt: number, extra: D1PreparedStatement[] = []) {
  const results = await db.batch<Record<string, number>>([...keys.map((key) => hitStatement(db, key, windowStartedAt)), ...extra]);
  return { counts: keys.map((_, i) => results[i]?.results[0]?.hits ?? 1), extra: results.slice(keys.length) };
}

/** The attempt object: success deletes `clearKey` and takes this attempt back from `shared`. */
function attempt(db: D1Database, clearKey: string, shared: string[], windowStartedAt: number): PasswordAttempt {
  const succeeded = async () => {
    await db.batch([
      db.prepare('DELETE FROM rate_limits WHERE key = ?1').bind(clearKey),
      ...shared.map((key) =>
        db.prepare('UPDATE rate_limits SET hits = MAX(hits - 1, 0) WHERE key = ?1 AND window_started_at = ?2').bind(key, windowStartedAt),
      ),
    ]);
  };
  return {
    async verify(password, storedHash) {
      const ok = await verifyOrDummy(password, storedHash);
      if (ok) await succeeded();
      return ok;
    },
    succeeded,
  };
}

/**
 * Counts this attempt as a failure up front and returns a 'too many' refusal with Retry-After seconds
 * (the route answers it, usually 429 through failWith) when this client has failed too often on `account` (or, without one, on `scope`), or past the
 * account-wide limit when it has failed on it before. A success takes the count back. For checks
 * that are no sign-in (resets, password changes, tokens); sign-ins use throttleSignIn.
 */
export async function throttleAttempt(c: Context<AppEnv>, scope: string, account: string | null): Promise<PasswordAttempt | Refusal> {
  const now = Date.now();
  const windowStartedAt = windowStart(now, WINDOW_MS);
  const client = c.get('clientKey');
  const target = account === null ? '*' : account.toLowerCase();
  const pairKey = `${scope}:account:${target}:client:${client}`;
  const shared = [`${scope}:account:${target}`, `${scope}:client:${client}`];
  const { counts } = await hit(c.env.DB, [pairKey, ...shared], windowStartedAt);
  const [pair = 1, accountWide = 1, byClient = 1] = counts;
  // `pair` includes this attempt: above 1 means this client already failed (or is guessing in parallel).
  const blocked =
    pair > LOGIN_LIMITS.perAccountClient || byClient > LOGIN_LIMITS.perClient || (pair > 1 && accountWide > LOGIN_LIMITS.perAccount);
  if (blocked) return refuse(windowStartedAt + WINDOW_MS, now);
  return attempt(c.env.DB, pairKey, shared, windowStartedAt);
}

/**
 * The throttle of a sign-in to an account of `kind` named `login`, whose id is `subject` (null for
 * no such account: it is throttled alike, by the login as typed). From a browser holding the
 * account's device cookie only that device's own failures count. From any other browser the
 * attempt counts per client, per client across accounts, and into the account's untrusted budget;
 * once that is spent, every untrusted browser is refused until a whole window has passed (recorded
 * once in audit_log). Call trustDevice (device-cookies.ts) after the sign-in succeeded.
 */
export async function throttleSignIn(
  c: Context<AppEnv>,
  kind: SessionKind,
  login: string,
  subject: string | null,
): Promise<SignInAttempt | Refusal> {
  const now = Date.now();
  const windowStartedAt = windowStart(now, WINDOW_MS);
  const db = c.env.DB;
  const scope = `${kind}-login`;
  const account = `${scope}:account:${subject === null ? `login:${login.trim().toLowerCase()}` : `id:${subject}`}`;

  const trustedDevice = await trustedDeviceOf(c, kind, subject, now);
  if (trustedDevice) {
    const deviceKey = `${account}:device:${trustedDevice}`;
    const { counts } = await hit(db, [deviceKey], windowStartedAt);
    if (counts[0]! > LOGIN_LIMITS.perDevice) return refuse(windowStartedAt + WINDOW_MS, now);
    return { ...attempt(db, deviceKey, [], windowStartedAt), trustedDevice };
  }

  const client = c.get('clientKey');
  const pairKey = `${account}:client:${client}`;
  const clientWide = `${scope}:client:${client}`;
  const untrustedKey = `${account}:untrusted`;
  const lockKey = `${account}:locked`;
  const readLock = db.prepare('SELECT window_started_at AS lockedAt FROM rate_limits WHERE key = ?1').bind(lockKey);
  const { counts, extra } = await hit(db, [pairKey, clientWide], windowStartedAt, [readLock]);
  const [pair = 1, byClient = 1] = counts;
  const lockedUntil = (extra[0]?.results[0]?.lockedAt ?? -Infinity) + WINDOW_MS;
  const overClient = pair > LOGIN_LIMITS.perAccountClient || byClient > LOGIN_LIMITS.perClient;
  if (overClient || lockedUntil > now) return refuse(Math.max(overClient ? windowStartedAt + WINDOW_MS : 0, lockedUntil), now);
  // Only attempts that reach a password check spend the account's budget: a single client refused
  // above cannot lock the owner's other browsers out by itself.
  const { counts: [untrusted = 1] } = await hit(db, [untrustedKey], windowStartedAt);
  if (untrusted > LOGIN_LIMITS.perAccount) return refuse(await lockUntrusted(db, lockKey, kind, subject, now), now);
  return { ...attempt(db, pairKey, [untrustedKey, clientWide], windowStartedAt), trustedDevice: null };
}

/**
 * Locks the account's untrusted browsers out for a window from now, unless a lock is already live
 * (a parallel attempt set it); the one attempt that sets it records it in audit_log (known
 * accounts only: a lockout of a login that names no account is nobody's event). Returns its end.
 */
async function lockUntrusted(db: D1Database, lockKey: string, kind: SessionKind, subject: string | null, now: number): Promise<number> {
  const locked = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_started_at, hits) VALUES (?1, ?2, 1)
       ON CONFLICT (key) DO UPDATE SET window_started_at = excluded.window_started_at, hits = 1 WHERE rate_limits.window_started_at <= ?3
       RETURNING window_started_at`,
    )
    .bind(lockKey, now, now - WINDOW_MS)
    .first();
  const until = now + WINDOW_MS;
  if (locked && subject !== null) {
    const detail = { kind, untrustedFailures: LOGIN_LIMITS.perAccount, until: new Date(until).toISOString() };
    await auditStatement(db, THROTTLE_ACTOR, UNTRUSTED_LOCKOUT_ACTION, subject, detail, now).run();
  }
  return until;
}

/**
 * A hash (same scrypt parameters as hashPassword) of a random password that was thrown away: no
 * input matches it, and checking against it costs what a real check costs.
 */
const DUMMY_HASH =
  'scrypt$16384$8$1$HyNExSp1ok4OZpWBrwdLJA==$+G4DOm+v24Dat07+/VrcvHUQCyoVEgFlUzGjUhAIqWdFOHdocLZCdAKcdwR9RWWSe0VwD9byUp5oEln3KDpyFg==';

/**
 * Verifies `password` against `storedHash`, or against the dummy hash when there is no account (or
 * no password yet), so that the answer takes the same time whether the account exists or not.
 */
export async function verifyOrDummy(password: string, storedHash: string | null | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, storedHash || DUMMY_HASH);
  // A temporary password's hash is quick to check: spend a scrypt anyway, so the time taken never
  // tells an account that still has its mailed password from one that does not.
  if (storedHash && !isSlowHash(storedHash)) await verifyPassword(password, DUMMY_HASH);
  return Boolean(storedHash) && matches;
}
