// After an admin changes the sale (timers, whitelist settings), the cached public answers that show
// it are purged, so the admin and the site see the change at once instead of after the TTL.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { SALE_CACHE_PATHS } from '../lib/cached-paths';
import { cacheKey, purgeCachedJson } from '../lib/edge-cache';

/** Middleware: once a write succeeded, forgets the cached sale answers (this isolate and location). */
export const purgeSaleCachesAfterWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.res.status >= 400) return;
  await Promise.all(SALE_CACHE_PATHS.map((path) => purgeCachedJson(cacheKey(c, path))));
});
