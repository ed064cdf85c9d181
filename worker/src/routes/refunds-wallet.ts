// GET /api/refunds/wallet/:address: the public refund lookup of /ledger. A buyer who paid from a wallet,
// with or without an account, sees what the treasury owes that wallet back (in the asset that came in,
// and why) and the refunds it already paid it, with their transactions. Public as the chain is: it names
// a wallet, never an email. Limited per client and cached briefly like the other public reads.
import { Hono } from 'hono';
import type { WalletRefundsLookup } from '@core/api/refunds-wallet';
import { RefundWalletParamSchema } from '@core/schemas/refunds-wallet';
import type { AppEnv } from '../app-env';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { validate } from '../lib/validate';
import { rateLimit } from '../middleware/rate-limit';
import { walletRefunds } from '../services/reconciliation/wallet-refunds';
import { LEDGER_TTL_SECONDS } from './ledger';

const app = new Hono<AppEnv>()
  /**
   * GET /:address (a base58 Solana address)
   * 200 {@link WalletRefundsLookup}: `owed` per asset with its reasons (empty when nothing is owed) and
   * `paid`, newest first, each with its transaction's explorer link. Cached for LEDGER_TTL_SECONDS per
   * wallet. Errors: 400 with the wallet schema's message; 429 with Retry-After past 30 lookups a minute
   * from one client (REFUND_LOOKUP_RATE_LIMITER, counted before the cache: a lookup form invites scripts).
   */
  .get('/:address', rateLimit('REFUND_LOOKUP_RATE_LIMITER'), validate('param', RefundWalletParamSchema), (c) => {
    const { address } = c.req.valid('param');
    return cachedJson(c, cacheKey(c, `/api/refunds/wallet/${address}`), LEDGER_TTL_SECONDS, async () => {
      const refunds = await walletRefunds(c.env.DB, [address], { explorer: { cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL } });
      return { wallet: address, ...refunds } satisfies WalletRefundsLookup;
    });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type RefundsWalletApi = typeof app;

export default app;
