// /api/admin/reconciliation: the admin's side of every inbound transfer that credited no intent
// (docs/money-in.md, "5. Unmatched payments"): list unmatched payments, credit one to an intent or mark it for refund, list the
// refunds owed, and record a refund only against a verified on-chain transfer from the treasury.
import { PAYMENT_MESSAGES } from '@core/schemas/payment';
import { Hono } from 'hono';
import type { UnmatchedPaymentList, UnmatchedPaymentView } from '@core/api/admin';
import { centsToUsd, formatLamportsAsSol } from '@core/lamports';
import type { RefundsOwedPage } from '@core/api/reconciliation';
import { unmatchedPaymentMessage } from '@core/reconciliation';
import {
  CreditUnmatchedSchema,
  MarkRefundSchema,
  RecordRefundSchema,
  RefundsListQuerySchema,
  UnmatchedListQuerySchema,
  UnmatchedPaymentParamSchema,
} from '@core/schemas/reconciliation';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { log } from '../../lib/log';
import { validate } from '../../lib/validate';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { createRpc } from '../../services/chain/solana-rpc';
import { creditedUsdCentsOf } from '../../services/contributions/contribution-queries';
import { creditUnmatchedPayment, RECONCILE_MESSAGES } from '../../services/reconciliation/credit-unmatched';
import { csvResponse } from '../../services/admin/csv-stream';
import { recordRefund } from '../../services/reconciliation/refunds';
import { treasuryAssetsOf } from '../../services/settlement/treasury-assets';
import { assetDecimal, toAssetDecimal } from '@core/asset-amount';
import { ownUsdCents } from '@core/stablecoin-amount';
import { amountOfColumns } from '../../db/money-columns';
import { refundsCsv, refundsOwedPage, softCapRefundsDue } from '../../services/reconciliation/refunds-owed';
import { listUnmatchedPage, unmatchedPaymentExists, type UnmatchedListRow } from '../../services/reconciliation/unmatched-list';
import { markForRefund } from '../../services/reconciliation/unmatched-payments';
import { loadSaleState, saleCaps } from '../../services/sale/sale-state';

function paymentView(row: UnmatchedListRow): UnmatchedPaymentView {
  const amount = amountOfColumns(row);
  const usdCents = ownUsdCents(amount);
  return {
    id: row.id,
    signature: row.signature,
    sender: row.sender,
    lamports: String(row.lamports),
    sol: formatLamportsAsSol(BigInt(row.lamports)),
    ...toAssetDecimal(amount),
    usd: usdCents === null ? null : centsToUsd(usdCents),
    time: new Date(row.block_time).toISOString(),
    reason: row.reason,
    detail: row.detail,
    senderMessage: unmatchedPaymentMessage(row.reason, row.detail),
    likelyIntentId: row.likely_intent_id,
    status: row.status,
    contributionId: row.contribution_id,
    refundSignature: row.refund_signature,
    projectWallet: row.project_wallet,
  };
}

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/reconciliation/unmatched?q=&status=&page=&pageSize= — newest recorded first.
   * q: a sender wallet or transaction signature, whole or its first characters (base58); status: open |
   * refund_due | credited | refunded | all (default all); pageSize 1-100 (default 25).
   * Response 200 `UnmatchedPaymentList` (`Page<UnmatchedPaymentView>`, total over every page).
   * Errors: 400 bad search, status or paging; 401 'Admin sign-in required'.
   */
  .get('/unmatched', validate('query', UnmatchedListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    const { rows, total } = await listUnmatchedPage(c.env.DB, query);
    return c.json({ items: rows.map(paymentView), page: query.page, pageSize: query.pageSize, total } satisfies UnmatchedPaymentList);
  })

  .post('/unmatched/:paymentId/credit', validate('param', UnmatchedPaymentParamSchema), validate('json', CreditUnmatchedSchema), async (c) => {
    const { paymentId } = c.req.valid('param');
    const { intentId, reason } = c.req.valid('json');
    const { settings } = await loadSaleState(c.env.DB, new Date());
    const result = await creditUnmatchedPayment({
      db: c.env.DB,
      paymentId,
      intentId,
      reason,
      actor: `admin:${c.get('admin').username}`,
      caps: saleCaps(settings),
      origin: c.env.PUBLIC_ORIGIN,
    });
    if (!result.ok) fail(result.status, result.error);
    const usdCents = await creditedUsdCentsOf(c.env.DB, result.contributionId);
    return c.json({ contributionId: result.contributionId, usd: centsToUsd(usdCents ?? 0) });
  })

  .post('/unmatched/:paymentId/refund', validate('param', UnmatchedPaymentParamSchema), validate('json', MarkRefundSchema), async (c) => {
    const { paymentId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const db = c.env.DB;
    if (!(await markForRefund(db, paymentId, reason, adminActor(c.get('admin').username)))) {
      const exists = await unmatchedPaymentExists(db, paymentId);
      fail(exists ? 409 : 404, exists ? RECONCILE_MESSAGES.settled : RECONCILE_MESSAGES.paymentNotFound);
    }
    return c.json({ ok: true });
  })

  /**
   * GET /refunds?q=&page=&pageSize= — what the treasury owes, one row per wallet and asset (a refund goes
   * back in the asset that came), SOL first, most owed first within an asset: {@link RefundsOwedPage}
   * (`reasons` per line: the rule, or "marked by the admin: <reason>"; `total` counts lines, `totals` per
   * asset and `totalLamports`/`totalSol` (SOL only) cover the whole search). `q` is part of a wallet address.
   * Errors: 400 with the schema's message (page, pageSize, q); 401 without an admin session.
   */
  .get('/refunds', validate('query', RefundsListQuerySchema), async (c) => {
    return c.json((await refundsOwedPage(c.env.DB, c.req.valid('query'))) satisfies RefundsOwedPage);
  })

  /**
   * GET /refunds.csv — every wallet and asset owed, for the team's payout tool: Wallet, Asset, Amount (in
   * that asset), Lamports, SOL (0 on a stablecoin line), Payments, Reasons ("; "-joined), RFC 4180,
   * formula-looking cells neutralised. Audited as `export.refunds`.
   * Errors: 401 without an admin session.
   */
  .get('/refunds.csv', async (c) => {
    const now = new Date();
    await auditStatement(c.env.DB, adminActor(c.get('admin').username), 'export.refunds', null, {}, now.getTime()).run();
    return csvResponse(refundsCsv(c.env.DB), 'mrdx-refunds', now);
  })

  /**
   * POST /refunds {wallet, signature} — "Record refund": the refund transaction the treasury sent to
   * `wallet`. Verified on chain (finalized, signed by the treasury, to that wallet, at least what it is
   * owed: its payments marked for refund and, after a sale closed below the soft cap, its contributions),
   * then recorded once, in the asset that left the treasury (a stablecoin refund settles what is owed in
   * that stablecoin). 200 {ok, lamports, sol, asset, amount, settled}. Errors: 400 schema messages; 422 the verdict
   * (REFUND_REASONS: nothing owed, not finalized, failed, not from the treasury, wrong recipient, too
   * small, already recorded); 503 when the chain cannot be reached; 401 without an admin session.
   */
  .post('/refunds', validate('json', RecordRefundSchema), async (c) => {
    const { wallet, signature } = c.req.valid('json');
    const softCap = await softCapRefundsDue(c.env.DB);
    let verdict;
    try {
      verdict = await recordRefund({
        db: c.env.DB,
        rpc: createRpc(c.env),
        treasury: c.env.TREASURY_ADDRESS,
        assets: await treasuryAssetsOf(c.env),
        wallet,
        signature,
        actor: adminActor(c.get('admin').username),
        softCap,
        links: { explorer: { cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL }, origin: c.env.PUBLIC_ORIGIN },
      });
    } catch (error) {
      log.error('refund.chain_unreachable', error, { wallet, signature });
      fail(503, PAYMENT_MESSAGES.networkUnavailable);
    }
    if (!verdict.ok) fail(422, verdict.reason);
    return c.json({
      ok: true, lamports: String(verdict.lamports), sol: formatLamportsAsSol(verdict.lamports),
      asset: verdict.paid.asset, amount: assetDecimal(verdict.paid), settled: verdict.settled ?? 0,
    });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminReconciliationApi = typeof app;

export default app;
