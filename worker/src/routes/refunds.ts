// GET /api/refunds/manifest: the public manifest of the approved refund plan (README, "Refunds"):
// every line with its wallet, asset, amount, reasons and status, the transaction that paid it and its
// batch's expired attempts, published before anything is paid. Paged, searchable by wallet, never an
// email; cached briefly like /api/distribution/manifest.
import { Hono } from 'hono';
import type { RefundManifest } from '@core/api/refunds';
import { RefundManifestQuerySchema } from '@core/schemas/refunds';
import type { AppEnv } from '../app-env';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { failWith } from '../lib/http-error';
import { isRefusal } from '../lib/refusal';
import { validate } from '../lib/validate';
import { refundManifest } from '../services/refunds/manifest';
import { LEDGER_TTL_SECONDS } from './ledger';

const app = new Hono<AppEnv>()
  /**
   * GET /api/refunds/manifest?plan=&wallet=&q=&page=&pageSize=  (plan: an approved plan's id, the newest
   * by default; wallet: one exact address; q: a wallet or its first characters; page from 1; pageSize
   * 1-100, default 25)
   * 200 {@link RefundManifest}: `plans` (every approved plan, newest first), `plan` (the one shown: approval
   * time, plan hash, treasury, status, per-asset totals with paid and held; null until a refund plan is
   * approved) and one page of its lines, SOL first, then by asset and wallet. Cached for
   * LEDGER_TTL_SECONDS per query. Errors: 400 with the schema's message; 404 for a plan id no approved
   * plan has.
   */
  .get('/manifest', validate('query', RefundManifestQuerySchema), (c) => {
    const query = c.req.valid('query');
    const key = cacheKey(c, `/api/refunds/manifest?plan=${query.plan ?? ''}&wallet=${query.wallet ?? ''}&q=${query.q}&page=${query.page}&pageSize=${query.pageSize}`);
    return cachedJson(c, key, LEDGER_TTL_SECONDS, async () => {
      const manifest = await refundManifest(c.env.DB, query, { cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL });
      // Thrown before anything is cached: an id no approved plan has is a 404 every time.
      if (isRefusal(manifest)) failWith(manifest);
      return manifest satisfies RefundManifest;
    });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client). */
export type RefundsApi = typeof app;

export default app;
