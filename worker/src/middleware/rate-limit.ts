// Rate limits. The high-frequency routes (RPC proxy, contribution intents, claims, status polling) use
// the Workers Rate Limiting bindings of wrangler.toml: counted at the location, no D1 write per call.
// D1 fixed windows (`rate_limits`, services/accounts/rate-limit-windows.ts) stay only where an exact
// count matters: password checks (services/accounts/login-throttle.ts) and referral visits.
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
  | 'ACTIONS_RATE_LIMITER'
  | 'REFUND_LOOKUP_RATE_LIMITER';

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
