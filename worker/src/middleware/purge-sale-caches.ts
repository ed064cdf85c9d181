// After an admin changes the sale (timers, whitelist settings), the cached public answers that show
// it are purged, so the admin and the site see the change at once instead of after the TTL.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { cacheKey, purgeCachedJson } from '../lib/edge-cache';
import { RATES_CACHE_PATH } from '../routes/crypto-rates';
import { STATS_CACHE_PATH } from '../routes/fundraising-stats';
import { SALE_CACHE_PATH } from '../routes/sale';

/** The cached routes whose answer depends on the sale settings. */
export const SALE_CACHE_PATHS = [SALE_CACHE_PATH, STATS_CACHE_PATH, RATES_CACHE_PATH] as const;

/** Middleware: once a write succeeded, forgets the cached sale answers (this isolate and location). */
export const purgeSaleCachesAfterWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.res.status >= 400) return;
  await Promise.all(SALE_CACHE_PATHS.map((path) => purgeCachedJson(cacheKey(c, path))));
});
