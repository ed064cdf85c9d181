// /api/admin/exports (admin only): the Contributions tab's CSV downloads, streamed from D1.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { csvResponse } from '../../services/admin/csv-stream';
import { contributionsCsv, distributionCsv } from '../../services/admin/exports';
import { loadSaleState } from '../../services/sale/sale-state';

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/exports/contributions.csv  ("Export CSV")
   * Response 200 text/csv attachment (RFC 4180, CRLF, formula-looking cells prefixed with '): one row per
   * credited contribution in credit order with Credited At, Email, Wallet Address, Phase, Asset, Amount (in
   * that asset), SOL, Lamports (0 for a stablecoin), USD, MRDX, MRDX Base Units, Bonus MRDX, Bonus MRDX Base
   * Units, Signature, Intent ID, Slot, Block Time, Terms Version and Terms Accepted At (what the buyer accepted
   * on opening the intent; empty for intents older than the record). Audited as `export.contributions`.
   * Errors: 401 without an admin session.
   */
  .get('/contributions.csv', async (c) => {
    const now = new Date();
    await auditStatement(c.env.DB, adminActor(c.get('admin').username), 'export.contributions', null, {}, now.getTime()).run();
    return csvResponse(contributionsCsv(c.env.DB), 'mrdx-contributions', now);
  })

  /**
   * GET /api/admin/exports/distribution.csv  ("Generate Distribution Report")
   * Response 200 text/csv attachment: one row per wallet (address order) with its emails, USD, MRDX owed
   * in display and base units, per phase, then each vesting unlock (header carries its date and percent)
   * in MRDX; a final TOTAL row whose MRDX Base Units equal the Overview's tokensSoldBaseUnits and whose USD
   * equals its raised.contributedUsd. Referral rewards are not included: no referral program exists yet.
   * Audited as `export.distribution`.
   * Errors: 409 'Initialize the timers first: vesting dates count from the ICO end'; 401.
   */
  .get('/distribution.csv', async (c) => {
    const now = new Date();
    const state = await loadSaleState(c.env.DB, now);
    if (!state.dates) fail(409, 'Initialize the timers first: vesting dates count from the ICO end');
    await auditStatement(c.env.DB, adminActor(c.get('admin').username), 'export.distribution', null, { icoEndsAt: state.dates.icoEndsAt.toISOString() }, now.getTime()).run();
    return csvResponse(distributionCsv(c.env.DB, state.dates.icoEndsAt), 'mrdx-distribution', now);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminExportsApi = typeof app;

export default app;
