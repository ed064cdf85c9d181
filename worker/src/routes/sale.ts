// GET /api/sale: the phase table, the phase dates and the server clock, treasury and token facts
// the site needs to show the sale and build a payment.
import { Hono } from 'hono';
import { drizzle } from 'drizzle-orm/d1';
import { formatLamportsAsSol } from '@core/lamports';
import { PHASE_ORDER, TOKEN } from '@core/sale-config';
import { phaseConfig } from '@core/sale-rules';
import type { AppEnv } from '../app-env';
import { loadSaleState } from '../services/sale/sale-state';
import type { SaleInfo } from '@core/api/sale';

const app = new Hono<AppEnv>();

app.get('/', async (c) => {
  const now = new Date();
  const state = await loadSaleState(drizzle(c.env.DB), now);
  const { settings, dates } = state;
  c.header('Cache-Control', 'no-store');
  return c.json({
    phase: state.phase,
    initialized: state.initialized,
    phases: PHASE_ORDER.map(phaseConfig),
    whitelistStartsAt: dates?.whitelistStartsAt.toISOString() ?? null,
    whitelistEndsAt: dates?.whitelistEndsAt.toISOString() ?? null,
    icoEndsAt: dates?.icoEndsAt.toISOString() ?? null,
    serverTime: now.getTime(),
    treasury: c.env.TREASURY_ADDRESS,
    token: { mint: c.env.TOKEN_MINT_ADDRESS, decimals: TOKEN.decimals, symbol: TOKEN.symbol, totalSupply: TOKEN.totalSupply },
    cluster: c.env.SOLANA_CLUSTER,
    demoMode: c.env.DEMO_MODE === 'true',
    acceptingContributions: state.accepting,
    whitelist: {
      maxParticipants: settings.whitelistMaxParticipants,
      maxSolPerPerson: Number(formatLamportsAsSol(settings.whitelistMaxLamports)),
      days: settings.whitelistDays,
    },
  } satisfies SaleInfo);
});

export default app;
