// /api/ledger: the public ledger. GET / lists credited contributions, newest first, with shortened
// wallets and never an email (cursor-paginated); GET /treasury accounts for every lamport in and out of
// the treasury as the watcher recorded it. Both are cached briefly like the stats.
import { Hono } from 'hono';
import { TIMINGS } from '@core/sale-config';
import { LedgerQuerySchema, encodeLedgerCursor } from '@core/schemas/ledger';
import type { LedgerPage, TreasuryAccounting } from '@core/api/ledger';
import type { AppEnv } from '../app-env';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { validate } from '../lib/validate';
import { loadLedgerPage } from '../services/ledger/ledger-entries';
import { loadTreasuryAccounting } from '../services/ledger/treasury-accounting';
import { treasuryAssetsOf } from '../services/settlement/treasury-assets';

export const LEDGER_TTL_SECONDS = TIMINGS.statsPollMs / 1000;

const app = new Hono<AppEnv>()
  /** GET /?limit=&before=&wallet= — `LedgerPage`. Errors: 400 bad limit, cursor or wallet. */
  .get('/', validate('query', LedgerQuerySchema), (c) => {
    const query = c.req.valid('query');
    const before = query.before ? `&before=${encodeLedgerCursor(query.before)}` : '';
    const wallet = query.wallet ? `&wallet=${query.wallet}` : '';
    return cachedJson(c, cacheKey(c, `/api/ledger?limit=${query.limit}${before}${wallet}`), LEDGER_TTL_SECONDS, async () =>
      (await loadLedgerPage(c.env.DB, query)) satisfies LedgerPage,
    );
  })

  /** GET /treasury — `TreasuryAccounting`: received (credited, unmatched), left (refunds, sweeps, fees, unexplained), opening and recorded balance. */
  .get('/treasury', (c) =>
    cachedJson(c, cacheKey(c, '/api/ledger/treasury'), LEDGER_TTL_SECONDS, async () =>
      (await loadTreasuryAccounting(c.env.DB, c.env.TREASURY_ADDRESS, await treasuryAssetsOf(c.env))) satisfies TreasuryAccounting,
    ),
  );

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type LedgerApi = typeof app;

export default app;
