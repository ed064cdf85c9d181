// Throttling of password checks (logins, resets, password changes) per account and per client, in
// D1 fixed windows (middleware/rate-limit.ts), plus the dummy hash that keeps unknown accounts as
// slow as known ones.
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { hitRateLimit } from '../../middleware/rate-limit';
import { verifyPassword } from './passwords';

const WINDOW_MS = 15 * 60_000;

/** Attempts per 15 minutes: few per account (guessing one password), more per client (shared IPs). */
export const LOGIN_LIMITS = {
  perAccount: { limit: 5, windowMs: WINDOW_MS },
  perClient: { limit: 30, windowMs: WINDOW_MS },
} as const;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts one attempt of `scope` for the account (when there is one) and for the client. Answers a
 * 429 JSON response with Retry-After when either is over its limit, else null. Both counters always
 * advance, so an attacker cannot probe one limit without spending the other.
 */
export async function throttleAttempt(c: Context<AppEnv>, scope: string, account: string | null): Promise<Response | null> {
  const now = Date.now();
  const results = await Promise.all([
    hitRateLimit(c.env.DB, `${scope}:client:${c.get('clientKey')}`, LOGIN_LIMITS.perClient, now),
    ...(account === null ? [] : [hitRateLimit(c.env.DB, `${scope}:account:${account.toLowerCase()}`, LOGIN_LIMITS.perAccount, now)]),
  ]);
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length === 0) return null;
  const retryAfter = Math.max(...blocked.map((result) => result.retryAfterSeconds));
  return c.json({ error: TOO_MANY_ATTEMPTS }, 429, { 'Retry-After': String(retryAfter) });
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
