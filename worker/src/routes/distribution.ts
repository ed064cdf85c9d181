// GET /api/distribution/manifest: the public payout manifest of the approved distribution plan, for
// /ledger (docs/decisions.md, "Tokens out: pushed, with a manifest"): every payout with a shortened wallet, its
// amount, unlock date and status, the transaction that paid it and its batch's expired attempts. Paged,
// searchable by wallet, never an email; cached briefly like /api/ledger.
import { Hono } from 'hono';
import type { PayoutManifest } from '@core/api/distribution';
import { ManifestQuerySchema } from '@core/schemas/distribution';
import type { AppEnv } from '../app-env';
import { cacheKey, cachedJson } from '../lib/edge-cache';
import { validate } from '../lib/validate';
import { payoutManifest } from '../services/distribution/manifest';
import { LEDGER_TTL_SECONDS } from './ledger';

const app = new Hono<AppEnv>()
  /**
   * GET /api/distribution/manifest?q=&page=&pageSize=  (q: a wallet address or its first characters,
   * base58; page from 1; pageSize 1-100, default 25)
   * 200 {@link PayoutManifest}: `plan` (approval time, plan hash, mint, decimals, totals and each unlock's
   * paid progress; null until a plan is approved) and one page of payouts by unlock date then wallet.
   * Cached for LEDGER_TTL_SECONDS per query. Errors: 400 with the schema's message.
   */
  .get('/manifest', validate('query', ManifestQuerySchema), (c) => {
    const query = c.req.valid('query');
    const key = cacheKey(c, `/api/distribution/manifest?q=${query.q}&page=${query.page}&pageSize=${query.pageSize}`);
    return cachedJson(c, key, LEDGER_TTL_SECONDS, async () =>
      (await payoutManifest(c.env.DB, query, new Date(), { cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL })) satisfies PayoutManifest,
    );
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type DistributionApi = typeof app;

export default app;
