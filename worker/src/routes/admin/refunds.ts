// /api/admin/refunds (admin only, mounted in the protected app): the refund plan, its lines, batches
// and signing attempts (docs/money-out.md, "Refunds"). Refunds are payouts: the server never holds the
// treasury key; it builds the plan from what is owed, forms the batches at approval, hands out a
// blockhash per attempt, checks and records the treasury-signed transaction, broadcasts it, and verifies
// each line on chain. Shapes: core/api/refunds.ts; bodies and queries: core/schemas/refunds.ts. Every
// write is audited.
import { Hono, type Context } from 'hono';
import type { AttemptStarted, AttemptSubmitted, RefundBatchDetail, RefundBatchList, RefundLineChosen, RefundLineList, RefundPlanAnswer, VerifyReport } from '@core/api/refunds';
import { batchSpecToJson } from '@core/distribution/batch-spec-json';
import {
  ApproveRefundPlanSchema,
  BuildRefundPlanSchema,
  RefundBatchListQuerySchema,
  RefundBatchParamSchema,
  RefundLineChoiceSchema,
  RefundLineParamSchema,
  REFUND_MESSAGES,
  RefundLinesQuerySchema,
  StartRefundAttemptSchema,
  SubmitRefundAttemptSchema,
  VerifyRefundsSchema,
} from '@core/schemas/refunds';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { csvResponse } from '../../services/admin/csv-stream';
import { createRpc, RpcError } from '../../services/chain/solana-rpc';
import type { Outcome } from '../../services/distribution/outcome';
import { CHAIN_UNREADABLE } from '../../services/distribution/refusals';
import { attemptsOf } from '../../services/payout/attempt-records';
import { REFUND_TABLES } from '../../services/payout/payout-tables';
import { loadRefundBatch, refundBatchPage, refundBatchView } from '../../services/refunds/batch-queries';
import { refundBatchSpec } from '../../services/refunds/batch-spec';
import { buildRefundPlan, refundBuildRefusal } from '../../services/refunds/build-plan';
import { linePage, loadLine, refundLineView } from '../../services/refunds/line-lists';
import { approveRefundPlan, chooseForLine, currentPlanHash } from '../../services/refunds/plan-approval';
import { refundPlanCsv } from '../../services/refunds/plan-csv';
import { loadRefundPlan, type RefundPlanRecord } from '../../services/refunds/plan-store';
import { refundPlanView } from '../../services/refunds/plan-view';
import { REFUND_REFUSALS } from '../../services/refunds/refusals';
import { startRefundAttempt } from '../../services/refunds/start-attempt';
import { submitRefundAttempt } from '../../services/refunds/submit-attempt';
import { verifyRefunds } from '../../services/refunds/verify-refunds';

const actor = (c: Context<AppEnv>) => adminActor(c.get('admin').username);

/** The HTTP status of each kind of refusal the refund services answer. */
const REFUSAL_STATUS = { unknown: 404, conflict: 409, invalid: 400 } as const;

function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) fail(REFUSAL_STATUS[outcome.kind], outcome.reason);
  return outcome.value;
}
/** The explorer of the sale's cluster and the site's origin: a paid refund's links (verify-refunds.ts). */
const explorer = (c: Context<AppEnv>) => ({ cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL, origin: c.env.PUBLIC_ORIGIN });

async function requirePlan(db: D1Database): Promise<RefundPlanRecord> {
  const plan = await loadRefundPlan(db);
  if (!plan) fail(404, REFUND_REFUSALS.noPlan);
  return plan;
}

async function planAnswer(c: Context<AppEnv>): Promise<RefundPlanAnswer> {
  const plan = await loadRefundPlan(c.env.DB);
  const reason = await refundBuildRefusal(c.env);
  return { plan: plan && (await refundPlanView(c.env.DB, createRpc(c.env), plan, c.env.SOLANA_CLUSTER)), canBuild: reason === null, reason };
}

const app = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    // A chain read that failed changed nothing (every write follows the reads): say so, as a 502.
    if (c.error instanceof RpcError) c.res = c.json({ error: `${CHAIN_UNREADABLE} (${c.error.message})` }, 502);
    c.header('Cache-Control', 'no-store');
  })

  /**
   * GET /api/admin/refunds/plan
   * 200 {@link RefundPlanAnswer}: the live plan (draft or approved), else the latest finished one, else
   * null; with totals, flags, each asset's progress and costs, the treasury's balances (null if the chain
   * cannot be read), `planHash` (what POST /plan/approve needs) and warnings; `canBuild`/`reason`.
   * Errors: 401.
   */
  .get('/plan', async (c) => c.json((await planAnswer(c)) satisfies RefundPlanAnswer))

  /**
   * POST /api/admin/refunds/plan/build  { confirm: true }
   * Builds the refund plan from what is owed and in no live plan line (payments marked refund_due; every
   * credited, unrefunded contribution once the sale closed below its soft cap): one line per wallet and
   * asset in that asset's base units with its reasons; flags a stablecoin line whose owner is off the
   * curve or whose token account is frozen, a SOL line below rent exemption to a wallet that does not
   * exist, and dust (REFUND_DUST_LAMPORTS). Rebuilding a draft replaces it (choices on lines flagged again
   * are kept); after a finished plan, a new plan covers what is owed since. Audited `refund_plan.built`.
   * 200 {@link RefundPlanAnswer}. Errors: 400 without confirm; 409 approved plan, nothing owed, the
   * treasury would be paid, an asset this cluster does not take, or another build won; 502; 401.
   */
  .post('/plan/build', validate('json', BuildRefundPlanSchema), async (c) => {
    if (!c.req.valid('json').confirm) fail(400, REFUND_MESSAGES.confirmBuild);
    valueOf(await buildRefundPlan(c.env, createRpc(c.env), actor(c)));
    return c.json((await planAnswer(c)) satisfies RefundPlanAnswer);
  })

  /**
   * GET /api/admin/refunds/plan/lines?q=&asset=&filter=all|flagged|undecided&status=owed|sending|paid|held&page=&pageSize=
   * 200 {@link RefundLineList}: lines SOL first, then by asset and wallet (q: a wallet or its first
   * characters), each with its flags, choice, status, batch and paying transaction.
   * Errors: 400 bad query; 404 before the first build; 401.
   */
  .get('/plan/lines', validate('query', RefundLinesQuerySchema), async (c) => {
    const plan = await requirePlan(c.env.DB);
    const query = c.req.valid('query');
    const { lines, total } = await linePage(c.env.DB, plan.id, query, query.page, query.pageSize);
    return c.json({ items: lines.map((line) => refundLineView(line, explorer(c))), page: query.page, pageSize: query.pageSize, total } satisfies RefundLineList);
  })

  /**
   * POST /api/admin/refunds/plan/lines/:id/choice  { choice: 'pay' | 'hold', reason }
   * The admin's choice for a flagged line of the draft: pay anyway, or hold (a reason is required; held
   * lines are never batched and their sources return to the next plan once this one is finished).
   * Audited `refund_plan.line_choice`. 200 {@link RefundLineChosen} (the plan hash changes with a hold).
   * Errors: 400 bad id, choice or reason; 404 unknown line; 409 not flagged, or the plan is not a draft; 401.
   */
  .post('/plan/lines/:id/choice', validate('param', RefundLineParamSchema), validate('json', RefundLineChoiceSchema), async (c) => {
    const { choice, reason } = c.req.valid('json');
    const id = c.req.valid('param').id;
    valueOf(await chooseForLine(c.env.DB, actor(c), id, choice, reason));
    const plan = await requirePlan(c.env.DB);
    const line = (await loadLine(c.env.DB, plan.id, id))!;
    return c.json({ line: refundLineView(line, explorer(c)), planHash: await currentPlanHash(c.env.DB, plan) } satisfies RefundLineChosen);
  })

  /**
   * POST /api/admin/refunds/plan/approve  { planHash }
   * Approves the draft whose hash (GET /plan's planHash) the admin reviewed and forms its batches: per
   * asset, the payable lines packed as full as one transaction holds, each batch with a fresh reference.
   * Refused while a flagged line has no choice, when what is owed changed since the build, or when the
   * stored lines no longer match the build's hash. From then on the plan never changes (409) and GET
   * /api/refunds/manifest publishes it. Audited `refund_plan.approved`. 200 {@link RefundPlanAnswer}.
   * Errors: 400 malformed hash; 409 with the reason; 401.
   */
  .post('/plan/approve', validate('json', ApproveRefundPlanSchema), async (c) => {
    valueOf(await approveRefundPlan(c.env.DB, c.env.SOLANA_CLUSTER, actor(c), c.req.valid('json').planHash));
    return c.json((await planAnswer(c)) satisfies RefundPlanAnswer);
  })

  /**
   * GET /api/admin/refunds/plan.csv: every line (wallet, asset, amount, reasons, flags, choice, status,
   * batch, reference, signature, paid at). Audited `export.refund_plan`. Errors: 404 before the first build; 401.
   */
  .get('/plan.csv', async (c) => {
    const plan = await requirePlan(c.env.DB);
    const now = new Date();
    await auditStatement(c.env.DB, actor(c), 'export.refund_plan', plan.id, { planHash: plan.plan_hash }, now.getTime()).run();
    return csvResponse(refundPlanCsv(c.env.DB, plan), 'mrdx-refund-plan', now);
  })

  /**
   * GET /api/admin/refunds/batches?asset=&status=ready|sending|failed|paid|mismatch&page=&pageSize=
   * 200 {@link RefundBatchList}: the plan's batches SOL first, then by asset and sequence, each with its
   * status, amount, fee and rent, paying signature, last error and every attempt.
   * Errors: 400; 404 before the first build; 401.
   */
  .get('/batches', validate('query', RefundBatchListQuerySchema), async (c) => {
    const plan = await requirePlan(c.env.DB);
    const { asset, status, page, pageSize } = c.req.valid('query');
    const { batches, total } = await refundBatchPage(c.env.DB, plan.id, { asset, status }, page, pageSize);
    const attempts = await attemptsOf(c.env.DB, REFUND_TABLES, batches.map((batch) => batch.id));
    const rent = BigInt(plan.rent_per_account_lamports);
    const items = batches.map((batch) => refundBatchView(batch, attempts.filter((attempt) => attempt.batch_id === batch.id), rent, explorer(c)));
    return c.json({ items, page, pageSize, total } satisfies RefundBatchList);
  })

  /**
   * GET /api/admin/refunds/batches/:id
   * 200 {@link RefundBatchDetail}: the batch, its attempts, and `spec`: what its transaction is built from
   * (payer = the treasury, asset, recipients, token accounts, amounts, accounts to create, reference,
   * compute-unit limit, the live attempt's priority fee). Errors: 400/404 unknown batch; 401.
   */
  .get('/batches/:id', validate('param', RefundBatchParamSchema), async (c) => {
    const plan = await requirePlan(c.env.DB);
    const batch = await loadRefundBatch(c.env.DB, c.req.valid('param').id);
    if (!batch || batch.plan_id !== plan.id) fail(404, REFUND_REFUSALS.batchUnknown);
    const attempts = await attemptsOf(c.env.DB, REFUND_TABLES, [batch.id]);
    const view = refundBatchView(batch, attempts, BigInt(plan.rent_per_account_lamports), explorer(c));
    // A live attempt's spec carries its own priority fee: a signer resuming it rebuilds exactly what was started.
    const live = attempts.findLast((attempt) => attempt.status === 'started' || attempt.status === 'submitted');
    const { spec } = await refundBatchSpec(c.env.DB, c.env.SOLANA_CLUSTER, plan, batch, BigInt(live?.priority_fee_micro_lamports ?? 0));
    return c.json({ ...view, spec: batchSpecToJson(spec) } satisfies RefundBatchDetail);
  })

  /**
   * POST /api/admin/refunds/batches/:id/attempts/start  { priorityFeeMicroLamports? }
   * Hands out the blockhash to sign the batch with and the spec to build it from. A batch is signed again
   * only once its previous attempt can no longer land (a live attempt is verified first; while it may
   * still land: 409 with the height it waits for). Lines refunded by hand since the approval leave the
   * batch first. Refused with 409 when the treasury lacks the SOL (transfers, fees, rent) or tokens for
   * this batch and the others sending, saying what is missing, or a recipient's account is frozen. Of two
   * admins starting at once exactly one wins. Audited `refund.attempt_started`. 200 {@link AttemptStarted}.
   * Errors: 400 bad id or fee; 404 unknown batch; 409 as above, paid or mismatched batch; 502; 401.
   */
  .post('/batches/:id/attempts/start', validate('param', RefundBatchParamSchema), validate('json', StartRefundAttemptSchema), async (c) => {
    const started = valueOf(await startRefundAttempt(c.env.DB, createRpc(c.env), {
      batchId: c.req.valid('param').id,
      actor: actor(c),
      priorityFeeMicroLamports: c.req.valid('json').priorityFeeMicroLamports,
      explorer: explorer(c),
    }));
    return c.json(started satisfies AttemptStarted);
  })

  /**
   * POST /api/admin/refunds/batches/:id/attempts  { attemptId, transaction }  (base64 wire bytes)
   * Accepts only exactly the batch's transaction with the attempt's blockhash, signed by the treasury;
   * records its signature, then broadcasts it (the same transaction again re-broadcasts it). Audited
   * `refund.attempt_submitted`. 200 {@link AttemptSubmitted}. A line counts as paid only once verified.
   * Errors: 400 not the batch's transaction; 404 unknown batch or attempt; 409 the attempt is over or holds
   * another transaction; 401.
   */
  .post('/batches/:id/attempts', validate('param', RefundBatchParamSchema), validate('json', SubmitRefundAttemptSchema), async (c) => {
    const { attemptId, transaction } = c.req.valid('json');
    const submitted = valueOf(await submitRefundAttempt(c.env.DB, createRpc(c.env), {
      batchId: c.req.valid('param').id,
      attemptId,
      transactionBase64: transaction,
      actor: actor(c),
      explorer: explorer(c),
    }));
    return c.json(submitted satisfies AttemptSubmitted);
  })

  /**
   * POST /api/admin/refunds/verify  {}
   * One verification pass now (what the cron does each minute): each sending batch is paid (each line a
   * refund row settling what it owed, the buyer mailed), mismatched, failed or expired, or stays sending.
   * 200 {@link VerifyReport}. Errors: 400 a non-empty body; 502; 401.
   */
  .post('/verify', validate('json', VerifyRefundsSchema), async (c) => {
    const report = await verifyRefunds(c.env.DB, createRpc(c.env), explorer(c), { actor: actor(c) });
    return c.json(report satisfies VerifyReport);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client). */
export type AdminRefundsApi = typeof app;

export default app;
