// GET /api/fundraising-stats: raised total, caps, contributors and days left, polled by every
// visitor every 5 s, so answered from the location's cache for 5 s.
import { Hono } from 'hono';
import { TIMINGS } from '@core/sale-config';
import type { AppEnv } from '../app-env';
import { STATS_CACHE_PATH } from '../lib/cached-paths';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { loadFundraisingStats } from '../services/sale/fundraising-stats';
import type { FundraisingStats } from '@core/api/responses';

/** Seconds a stats answer is reused: the site's polling interval. */
export const STATS_TTL_SECONDS = TIMINGS.statsPollMs / 1000;

export type { FundraisingStats };

const app = new Hono<AppEnv>()
  .get('/', (c) =>
    cachedJson(c, cacheKey(c, STATS_CACHE_PATH), STATS_TTL_SECONDS, () => loadFundraisingStats(c.env.DB, new Date())),
  );

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type FundraisingStatsApi = typeof app;

export default app;
