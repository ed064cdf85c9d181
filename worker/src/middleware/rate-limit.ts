// Rate limits. The high-frequency routes (RPC proxy, contribution intents, claims, status polling) use
// the Workers Rate Limiting bindings of wrangler.toml: counted at the location, no D1 write per call.
// D1 fixed windows (`rate_limits`) stay only where an exact count matters: password checks
// (services/accounts/login-throttle.ts).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { errorFields, log } from '../lib/log';

/** The `[[ratelimits]]` bindings of wrangler.toml; each route has its own, so routes never share a count. */
export type RateLimiterName =
  | 'RPC_RATE_LIMITER'
  | 'INTENTS_RATE_LIMITER'
  | 'CLAIMS_RATE_LIMITER'
  | 'STATUS_RATE_LIMITER'
  | 'SIWS_NONCE_RATE_LIMITER'
  | 'ADMIN_MAIL_RATE_LIMITER'
  | 'COMMENTS_POST_RATE_LIMITER'
  | 'COMMENTS_LIST_RATE_LIMITER'
  | 'CHAT_RATE_LIMITER'
  | 'WHITELIST_STATUS_RATE_LIMITER'
  | 'WHITELIST_REGISTER_RATE_LIMITER'
  | 'EMAIL_TOKEN_RATE_LIMITER'
  | 'NEWSLETTER_RATE_LIMITER'
  | 'REFERRAL_SHARE_RATE_LIMITER'
  | 'REFERRAL_READ_RATE_LIMITER'
  | 'REFERRAL_CREATE_RATE_LIMITER'
  | 'INVESTOR_PAYMENTS_RATE_LIMITER'
  | 'ACTIONS_RATE_LIMITER';

/** Every binding counts per minute (`period = 60`): a refused client may retry after that. */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/**
 * Middleware: 429 `{ error }` with Retry-After once the client (CF-Connecting-IP) is over the
 * binding's limit. A limiter that cannot answer lets the request through: it protects capacity,
 * and the route's own checks still guard the money.
 */
export function rateLimit(binding: RateLimiterName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await enforceRateLimit(c, binding);
    await next();
  });
}

/**
 * The check of `rateLimit` for one request, for a route that limits only its costly path (e.g. the
 * D1 read behind a shared cache: an answer served from the cache costs less than the count itself).
 */
export async function enforceRateLimit(c: Context<AppEnv>, binding: RateLimiterName): Promise<void> {
  let allowed = true;
  try {
    allowed = (await c.env[binding].limit({ key: c.get('clientKey') })).success;
  } catch (error) {
    log.warn('rate_limiter.unavailable', { binding, error: errorFields(error) });
  }
  if (!allowed) fail(429, TOO_MANY_REQUESTS, { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) });
}

const UPSERT_HIT = `
INSERT INTO rate_limits (key, window_started_at, hits) VALUES (?1, ?2, 1)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limits.window_started_at = excluded.window_started_at THEN rate_limits.hits + 1 ELSE 1 END,
  window_started_at = excluded.window_started_at
RETURNING hits`;

/** The start of the fixed window of `windowMs` that `now` falls in. */
export const windowStart = (now: number, windowMs: number) => now - (now % windowMs);

/** One exact D1 hit for `key` in the window starting at `windowStartedAt`; its row's `hits` is the count so far. */
export function hitStatement(db: D1Database, key: string, windowStartedAt: number): D1PreparedStatement {
  return db.prepare(UPSERT_HIT).bind(key, windowStartedAt);
}

/**
 * Counts one hit for `key` in the current D1 window and says whether it is still within the limit
 * and, if not, how many seconds until the window resets.
 */
export async function hitRateLimit(
  db: D1Database,
  key: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStartedAt = windowStart(now, windowMs);
  const row = await hitStatement(db, key, windowStartedAt).first<{ hits: number }>();
  const hits = row?.hits ?? 1;
  return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStartedAt + windowMs - now) / 1000)) };
}
