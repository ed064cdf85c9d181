// /api/ledger: the public ledger. GET / lists credited contributions, newest first, with shortened
// wallets and never an email (cursor-paginated); GET /treasury accounts for every lamport in and out of
// the treasury as the watcher recorded it; GET /refunds/:address tells one wallet what the treasury owes
// it back and what it paid it (a buyer without an account looks their wallet up). All are cached briefly
// like the stats.
import { Hono } from 'hono';
import { TIMINGS } from '@core/sale-config';
import { LedgerQuerySchema, encodeLedgerCursor } from '@core/schemas/ledger';
import type { LedgerPage, TreasuryAccounting } from '@core/api/ledger';
import type { WalletRefundsLookup } from '@core/api/refunds-wallet';
import { RefundWalletParamSchema } from '@core/schemas/refunds-wallet';
import type { AppEnv } from '../app-env';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { loadLedgerPage } from '../services/ledger/ledger-entries';
import { loadTreasuryAccounting } from '../services/ledger/treasury-accounting';
import { walletRefunds } from '../services/reconciliation/wallet-refunds';
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
  )

  /**
   * GET /refunds/:address (a base58 Solana address) — {@link WalletRefundsLookup}: `owed`, per asset with
   * the buyer's reasons (empty when nothing is owed), and `paid`, newest first, each with its transaction's
   * explorer link. Public as the chain is: a wallet, never an email. Cached for LEDGER_TTL_SECONDS per wallet.
   * Errors: 400 with the wallet schema's message; 429 with Retry-After past 30 lookups a minute from one
   * client (REFUND_LOOKUP_RATE_LIMITER, counted before the cache: a lookup form invites scripts).
   * Under the ledger's mount on purpose: a new mount would add its path to the clients every page loads.
   */
  .get('/refunds/:address', rateLimit('REFUND_LOOKUP_RATE_LIMITER'), validate('param', RefundWalletParamSchema), (c) => {
    const { address } = c.req.valid('param');
    return cachedJson(c, cacheKey(c, `/api/ledger/refunds/${address}`), LEDGER_TTL_SECONDS, async () => {
      const refunds = await walletRefunds(c.env.DB, [address], { explorer: { cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL } });
      return { wallet: address, ...refunds } satisfies WalletRefundsLookup;
    });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type LedgerApi = typeof app;

export default app;
