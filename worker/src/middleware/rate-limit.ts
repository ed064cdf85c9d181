// Fixed-window throttling per client in D1 `rate_limits`: one UPSERT ... RETURNING per request.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

export interface RateLimitOptions {
  /** Names the bucket, so two routes with the same client never share a counter. */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Requests per minute per client for the contribution routes. */
export const CONTRIBUTION_LIMITS = {
  intents: { name: 'contribution-intents', limit: 20, windowMs: 60_000 },
  claims: { name: 'contribution-claims', limit: 60, windowMs: 60_000 },
  status: { name: 'contribution-status', limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitOptions>;

const UPSERT_HIT = `
INSERT INTO rate_limits (key, window_started_at, hits) VALUES (?1, ?2, 1)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limits.window_started_at = excluded.window_started_at THEN rate_limits.hits + 1 ELSE 1 END,
  window_started_at = excluded.window_started_at
RETURNING hits`;

/**
 * Counts one hit for `key` in the current window and says whether it is still within the limit and,
 * if not, how many seconds until the window resets.
 */
export async function hitRateLimit(
  db: D1Database,
  key: string,
  { limit, windowMs }: Pick<RateLimitOptions, 'limit' | 'windowMs'>,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStartedAt = now - (now % windowMs);
  const row = await db.prepare(UPSERT_HIT).bind(key, windowStartedAt).first<{ hits: number }>();
  const hits = row?.hits ?? 1;
  return { allowed: hits <= limit, retryAfterSeconds: Math.max(1, Math.ceil((windowStartedAt + windowMs - now) / 1000)) };
}

/** Middleware: 429 `{ error }` with Retry-After once the client exceeds the limit in this window. */
export function rateLimit(options: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = `${options.name}:${c.get('clientKey')}`;
    const { allowed, retryAfterSeconds } = await hitRateLimit(c.env.DB, key, options);
    if (!allowed) {
      return c.json({ error: 'Too many requests. Please wait a moment and try again.' }, 429, {
        'Retry-After': String(retryAfterSeconds),
      });
    }
    await next();
  });
}
