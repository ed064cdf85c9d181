// Exact counters in D1 fixed windows (the `rate_limits` table), for limits where a count must be
// exact: password checks (login-throttle.ts) and referral visits. Busy routes use the Workers Rate
// Limiting bindings instead (middleware/rate-limit.ts), which cost no D1 write.
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
