// Throttling of password checks (logins, resets, password changes) by counting FAILURES in D1 fixed
// windows (exact counts matter here), so strangers cannot lock anyone out: a client that keeps failing
// on an account is refused, a correct password from a client without recent failures still signs in.
// Also the dummy hash that keeps unknown accounts as slow as known ones.
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { hitStatement, windowStart } from '../../middleware/rate-limit';
import { verifyPassword } from './passwords';

const WINDOW_MS = 15 * 60_000;

/** Failures per 15 minutes before the client is refused (429 with Retry-After). */
export const LOGIN_LIMITS = {
  /** One client guessing one account's password. */
  perAccountClient: 5,
  /**
   * A distributed attack on one account: past this many failures from all clients, every client
   * that has failed on the account is refused; a client with no failure on it still gets its try.
   */
  perAccount: 20,
  /** One client spraying many accounts (shared addresses still leave room for their users). */
  perClient: 30,
  windowMs: WINDOW_MS,
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** A password check that passed the throttle; its failure is already counted, a success must say so. */
export interface PasswordAttempt {
  /** verifyOrDummy, and on success `succeeded()`. */
  verify(password: string, storedHash: string | null | undefined): Promise<boolean>;
  /** Takes back this attempt's count and clears this client's failures on the account. */
  succeeded(): Promise<void>;
}

/**
 * Counts this attempt as a failure up front (one atomic D1 UPSERT per counter, so parallel guesses
 * cannot slip past the limit) and refuses with 429 and Retry-After, thrown with fail(), when this
 * client has failed too often on `account` (or, without one, on `scope`). A success takes it back.
 */
export async function throttleAttempt(c: Context<AppEnv>, scope: string, account: string | null): Promise<PasswordAttempt> {
  const now = Date.now();
  const windowStartedAt = windowStart(now, WINDOW_MS);
  const client = c.get('clientKey');
  const target = account === null ? '*' : account.toLowerCase();
  const pairKey = `${scope}:account:${target}:client:${client}`;
  const otherKeys = [`${scope}:account:${target}`, `${scope}:client:${client}`];
  const db = c.env.DB;
  const counts = await db.batch<{ hits: number }>([pairKey, ...otherKeys].map((key) => hitStatement(db, key, windowStartedAt)));
  const [pair = 1, accountWide = 1, byClient = 1] = counts.map((result) => result.results[0]?.hits);
  // `pair` includes this attempt: above 1 means this client already failed (or is guessing in parallel).
  const blocked =
    pair > LOGIN_LIMITS.perAccountClient || byClient > LOGIN_LIMITS.perClient || (pair > 1 && accountWide > LOGIN_LIMITS.perAccount);
  if (blocked) {
    fail(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(Math.max(1, Math.ceil((windowStartedAt + WINDOW_MS - now) / 1000))) });
  }

  const succeeded = async () => {
    await db.batch([
      db.prepare('DELETE FROM rate_limits WHERE key = ?1').bind(pairKey),
      ...otherKeys.map((key) =>
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
  return Boolean(storedHash) && matches;
}
