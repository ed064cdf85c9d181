// GET /api/fundraising-stats: raised total, caps, contributors and days left, polled by every
// visitor every 5 s, so answered from the location's cache for 5 s.
import { Hono } from 'hono';
import { centsToUsd } from '@core/lamports';
import { TIMINGS } from '@core/sale-config';
import { daysRemainingAt, formatTokenAmount, isSaleOpenAt } from '@core/sale-rules';
import type { AppEnv } from '../app-env';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { loadSaleState } from '../services/sale/sale-state';
import type { FundraisingStats } from '@core/api/responses';

/** Seconds a stats answer is reused: the site's polling interval. */
export const STATS_TTL_SECONDS = TIMINGS.statsPollMs / 1000;

/** The cache key path; the query string is ignored so it cannot be used to bypass the cache. */
export const STATS_CACHE_PATH = '/api/fundraising-stats';

export type { FundraisingStats };

/** Computes the stats from D1 without any cache (one round trip, O(1) in contributions). */
export async function loadFundraisingStats(db: D1Database, now: Date): Promise<FundraisingStats> {
  const { settings, dates, totals, initialized } = await loadSaleState(db, now);
  return {
    currentAmount: centsToUsd(totals.raisedCents),
    goal: centsToUsd(settings.goalCents),
    softCap: centsToUsd(settings.softCapCents),
    hardCap: centsToUsd(settings.hardCapCents),
    totalContributors: totals.contributors,
    daysRemaining: daysRemainingAt(now, dates, settings.whitelistDays),
    saleRunning: initialized && isSaleOpenAt(now, dates),
    tokensSold: formatTokenAmount(totals.baseTokenBaseUnits),
    bonusTokens: formatTokenAmount(totals.bonusTokenBaseUnits),
  };
}

const app = new Hono<AppEnv>()
  .get('/', (c) =>
    cachedJson(c, cacheKey(c, STATS_CACHE_PATH), STATS_TTL_SECONDS, () => loadFundraisingStats(c.env.DB, new Date())),
  );

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type FundraisingStatsApi = typeof app;

export default app;
