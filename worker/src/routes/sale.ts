// GET /api/sale: the phase table, the phase dates and the server clock, treasury and token facts
// the site needs to show the sale and build a payment, and the countries it refuses. Read on every page view, so answered from
// the edge cache (lib/edge-cache.ts) with only the server clock added per request.
import { Hono } from 'hono';
import { formatLamportsAsSol } from '@core/lamports';
import { PHASE_ORDER, TIMINGS, TOKEN } from '@core/sale-config';
import { phaseConfig } from '@core/sale-rules';
import { saleStageOf } from '@core/sale-stage';
import type { AppEnv } from '../app-env';
import { SALE_CACHE_PATH } from '../lib/cached-paths';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { loadSaleState } from '../services/sale/sale-state';
import { acceptedAssets } from '../services/sale/accepted-assets';
import { restrictedCountriesNotice } from '@core/restricted-countries';
import { restrictedCountryCodes } from '../middleware/restricted-countries';
import type { SaleInfo } from '@core/api/sale';

/** Seconds a sale answer is reused; admin changes purge it at once (middleware/purge-sale-caches.ts). */
export const SALE_TTL_SECONDS = TIMINGS.statsPollMs / 1000;

const app = new Hono<AppEnv>()
  .get('/', (c) =>
    cachedJson(c, cacheKey(c, SALE_CACHE_PATH), SALE_TTL_SECONDS, () => loadSale(c.env, new Date()), {
      // The clock is never cached: the site derives its countdowns' offset from it.
      perRequest: () => ({ serverTime: Date.now() }),
    }),
  );

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type SaleApi = typeof app;

/** Everything in the answer except the server clock. */
async function loadSale(env: Env, now: Date) {
  const [state, assets] = await Promise.all([loadSaleState(env.DB, now), acceptedAssets(env)]);
  const { settings, dates } = state;
  const restrictedCountries = restrictedCountryCodes(env);
  return {
    phase: state.phase,
    initialized: state.initialized,
    phases: PHASE_ORDER.map(phaseConfig),
    whitelistStartsAt: dates?.whitelistStartsAt.toISOString() ?? null,
    whitelistEndsAt: dates?.whitelistEndsAt.toISOString() ?? null,
    icoEndsAt: dates?.icoEndsAt.toISOString() ?? null,
    treasury: env.TREASURY_ADDRESS,
    token: { mint: env.TOKEN_MINT_ADDRESS, decimals: TOKEN.decimals, symbol: TOKEN.symbol, totalSupply: TOKEN.totalSupply },
    cluster: env.SOLANA_CLUSTER,
    demoMode: env.DEMO_MODE === 'true',
    acceptingContributions: state.accepting,
    stage: saleStageOf({
      initialized: state.initialized,
      phase: state.phase,
      accepting: state.accepting,
      whitelistStartsAt: dates?.whitelistStartsAt ?? null,
      now,
      raisedCents: state.totals.raisedCents,
      softCapCents: state.settings.softCapCents,
    }),
    whitelist: {
      maxParticipants: settings.whitelistMaxParticipants,
      maxSolPerPerson: Number(formatLamportsAsSol(settings.whitelistMaxLamports)),
      days: settings.whitelistDays,
    },
    assets,
    restrictedCountries,
    restrictedCountriesNotice: restrictedCountriesNotice(restrictedCountries),
  } satisfies Omit<SaleInfo, 'serverTime'>;
}

export default app;
