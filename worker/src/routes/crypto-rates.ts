// GET /api/crypto-rates: USD rates for the wizard and the ticker, plus the current phase's token
// price; answered from the location's cache for a few seconds.
import { Hono } from 'hono';
import { TIMINGS } from '@core/sale-config';
import { phaseConfig } from '@core/sale-rules';
import type { AppEnv } from '../app-env';
import { RATES_CACHE_PATH } from '../lib/cached-paths';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { getRates } from '../services/sale/prices';
import { loadSaleState } from '../services/sale/sale-state';
import type { CryptoRates } from '@core/api/sale';

/** Same cadence as the stats: a phase change or a refreshed rate shows within one poll. */
export const RATES_ROUTE_TTL_SECONDS = TIMINGS.statsPollMs / 1000;

const app = new Hono<AppEnv>()
  .get('/', (c) =>
    cachedJson(c, cacheKey(c, RATES_CACHE_PATH), RATES_ROUTE_TTL_SECONDS, async () => {
      const [rates, state] = await Promise.all([getRates(c.env, c.executionCtx), loadSaleState(c.env.DB, new Date())]);
      if (isRefusal(rates)) failWith(rates);
      return { ...rates, tokenPrice: phaseConfig(state.phase).tokenPrice } satisfies CryptoRates;
    }),
  );

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type CryptoRatesApi = typeof app;

export default app;
