// /api/admin/distribution (admin only, mounted in the protected app): the token distribution plan,
// its unlocks, batches and signing attempts (docs/money-out.md). The server never holds the
// distribution key: it forms the batches, hands out a blockhash per attempt, checks and records the
// signed transaction, broadcasts it, and verifies the payouts on chain. Shapes: core/api/distribution.ts;
// bodies and queries: core/schemas/distribution.ts. Every write is audited.
import { Hono, type Context } from 'hono';
import type { AttemptStarted, AttemptSubmitted, BatchDetail, BatchList, DistributionPlanAnswer, PlanRecipientList, PlanRowList, UnlockOpened, VerifyReport } from '@core/api/distribution';
import { batchSpecToJson } from '@core/distribution/batch-spec-json';
import {
  ApprovePlanSchema,
  BatchListQuerySchema,
  BatchParamSchema,
  BuildPlanSchema,
  OpenUnlockSchema,
  PlanRecipientsQuerySchema,
  PlanRowsQuerySchema,
  RecipientChoiceSchema,
  RecipientParamSchema,
  StartAttemptSchema,
  SubmitAttemptSchema,
  VerifyNowSchema,
} from '@core/schemas/distribution';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { csvResponse } from '../../services/admin/csv-stream';
import { attemptsOf, batchPage, batchView, loadBatch } from '../../services/distribution/batch-queries';
import { batchSpec } from '../../services/distribution/batch-spec';
import { buildPlan, buildRefusal } from '../../services/distribution/build-plan';
import { createRpc, RpcError } from '../../services/chain/solana-rpc';
import { attemptsCsv, planCsv } from '../../services/distribution/distribution-csv';
import { openUnlock } from '../../services/distribution/open-unlock';
import { approvePlan, chooseForRecipient } from '../../services/distribution/plan-approval';
import { recipientPage, rowPage } from '../../services/distribution/plan-lists';
import { loadPlan, type PlanRecord } from '../../services/distribution/plan-store';
import { planView, walletBalances } from '../../services/distribution/plan-view';
import type { Outcome } from '../../services/distribution/outcome';
import { CHAIN_UNREADABLE, DISTRIBUTION_REFUSALS } from '../../services/distribution/refusals';
import { startAttempt } from '../../services/distribution/start-attempt';
import { submitAttempt } from '../../services/distribution/submit-attempt';
import { verifyBatches } from '../../services/distribution/verify-batches';

const actor = (c: Context<AppEnv>) => adminActor(c.get('admin').username);

/** The HTTP status of each kind of refusal the distribution services answer. */
const REFUSAL_STATUS = { unknown: 404, conflict: 409, invalid: 400 } as const;

/** The value of a service's outcome; a refusal becomes its 4xx `{ error }`. */
function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) fail(REFUSAL_STATUS[outcome.kind], outcome.reason);
  return outcome.value;
}
const explorer = (c: Context<AppEnv>) => ({ cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL });

async function requirePlan(db: D1Database): Promise<PlanRecord> {
  const plan = await loadPlan(db);
  if (!plan) fail(404, DISTRIBUTION_REFUSALS.noPlan);
  return plan;
}

async function planAnswer(c: Context<AppEnv>): Promise<DistributionPlanAnswer> {
  const now = new Date();
  const plan = await loadPlan(c.env.DB);
  const reason = await buildRefusal(c.env, now);
  return {
    plan: plan && (await planView(c.env.DB, plan, now, await walletBalances(createRpc(c.env), plan))),
    canBuild: reason === null,
    reason,
  };
}

const app = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    await next();
    // A chain read that failed changed nothing (every write follows the reads): say so, as a 502.
    if (c.error instanceof RpcError) c.res = c.json({ error: `${CHAIN_UNREADABLE} (${c.error.message})` }, 502);
    c.header('Cache-Control', 'no-store');
  })

  /**
   * GET /api/admin/distribution/plan
   * 200 {@link DistributionPlanAnswer}: the plan (null before the first build) with totals, flags, every
   * unlock's progress and costs (transactions, fees, rent of the token accounts to create), the
   * distribution wallet's balances read from the chain (null if unreadable), `planHash` (what POST
   * /plan/approve needs) and warnings; `canBuild`/`reason` say whether POST /plan/build would be accepted.
   * Errors: 401 without an admin session.
   */
  .get('/plan', async (c) => c.json((await planAnswer(c)) satisfies DistributionPlanAnswer))

  /**
   * POST /api/admin/distribution/plan/build  { confirm: true }
   * Builds the plan (or rebuilds the draft; choices made for flagged wallets that are flagged again are
   * kept): one row per wallet and unlock date from the credited, unrefunded contributions (base + bonus,
   * vested by the phase's schedule) and the earned referral rewards (paid whole with the first unlock, to
   * the referrer's first credited wallet), in the mint's base units (decimals and program read from the
   * mint on chain); flags recipients whose owner is off the ed25519 curve or whose token account is frozen.
   * Audited `distribution.plan_built`. 200 {@link DistributionPlanAnswer}.
   * Errors: 400 'Confirm building the plan with { "confirm": true }'; 409 when the sale is not over, closed
   * below its soft cap, intents are still pending, the plan is approved, the mint is missing or cannot be
   * paid exactly (transfer fee, hook, frozen default state…), nothing is owed, or the distribution wallet
   * would be a recipient; 502 when the chain cannot be read; 401.
   */
  .post('/plan/build', validate('json', BuildPlanSchema), async (c) => {
    valueOf(await buildPlan(c.env, createRpc(c.env), actor(c)));
    return c.json((await planAnswer(c)) satisfies DistributionPlanAnswer);
  })

  /**
   * GET /api/admin/distribution/plan/recipients?q=&filter=all|flagged|undecided&page=&pageSize=
   * 200 {@link PlanRecipientList}: recipients in wallet order (q: a wallet or its first characters), each
   * with its token account, flags, choice and total. Errors: 400 bad query; 404 before the first build; 401.
   */
  .get('/plan/recipients', validate('query', PlanRecipientsQuerySchema), async (c) => {
    const plan = await requirePlan(c.env.DB);
    return c.json((await recipientPage(c.env.DB, plan.decimals, c.req.valid('query'))) satisfies PlanRecipientList);
  })

  /**
   * POST /api/admin/distribution/plan/recipients/:wallet/choice  { choice: 'pay' | 'hold', reason }
   * The admin's explicit choice for a flagged recipient (off-curve owner: nobody may hold its key; frozen
   * account: the transfer would fail until thawed). Held recipients' payouts are never batched. Audited
   * `distribution.recipient_choice`. 200 {@link DistributionPlanAnswer} (its planHash changes with a hold).
   * Errors: 400 bad wallet, choice or reason (3-500 characters); 404 unknown recipient; 409 not flagged, no
   * plan, or the plan is approved; 401.
   */
  .post('/plan/recipients/:wallet/choice', validate('param', RecipientParamSchema), validate('json', RecipientChoiceSchema), async (c) => {
    const { choice, reason } = c.req.valid('json');
    valueOf(await chooseForRecipient(c.env.DB, actor(c), c.req.valid('param').wallet, choice, reason));
    return c.json((await planAnswer(c)) satisfies DistributionPlanAnswer);
  })

  /**
   * GET /api/admin/distribution/plan/rows?q=&unlockAt=&status=&page=&pageSize=
   * 200 {@link PlanRowList}: payouts by unlock date then wallet, each with its shown status (scheduled,
   * due, sending, paid, held), batch and paying transaction. Errors: 400; 404 before the first build; 401.
   */
  .get('/plan/rows', validate('query', PlanRowsQuerySchema), async (c) => {
    const plan = await requirePlan(c.env.DB);
    return c.json((await rowPage(c.env.DB, plan.decimals, c.req.valid('query'), new Date(), explorer(c))) satisfies PlanRowList);
  })

  /**
   * POST /api/admin/distribution/plan/approve  { planHash }
   * Approves the draft whose hash (GET /plan's planHash) the admin reviewed. Refused while a flagged
   * recipient has no choice, while unmatched payments are open, when the contributions or referrals
   * changed since the build, or when the stored rows no longer match the build's rows hash. From then on
   * the plan is immutable (every change answers 409) and published by GET /api/distribution/manifest.
   * Audited `distribution.plan_approved`. 200 {@link DistributionPlanAnswer}.
   * Errors: 400 malformed hash; 409 with the reason; 401.
   */
  .post('/plan/approve', validate('json', ApprovePlanSchema), async (c) => {
    valueOf(await approvePlan(c.env.DB, actor(c), c.req.valid('json').planHash));
    return c.json((await planAnswer(c)) satisfies DistributionPlanAnswer);
  })

  /**
   * GET /api/admin/distribution/plan.csv: every payout (unlock, wallet, token account, amount, status, batch,
   * reference, signature, paid at). Audited `export.distribution_plan`. Errors: 404 before the first build; 401.
   * GET /api/admin/distribution/attempts.csv: every signing attempt (blockhash, last valid height, signature,
   * outcome, error). Audited `export.distribution_attempts`. Errors: 401.
   */
  .get('/plan.csv', async (c) => {
    const plan = await requirePlan(c.env.DB);
    const now = new Date();
    await auditStatement(c.env.DB, actor(c), 'export.distribution_plan', null, { planHash: plan.plan_hash }, now.getTime()).run();
    return csvResponse(planCsv(c.env.DB, plan, now), 'mrdx-distribution-plan', now);
  })

  .get('/attempts.csv', async (c) => {
    const now = new Date();
    await auditStatement(c.env.DB, actor(c), 'export.distribution_attempts', null, {}, now.getTime()).run();
    return csvResponse(attemptsCsv(c.env.DB), 'mrdx-distribution-attempts', now);
  })

  /**
   * POST /api/admin/distribution/unlocks/open  { unlockAt }  (an unlock's `unlockAt` from GET /plan)
   * Opens a due unlock for paying: re-reads the recipients' token accounts, refuses when the distribution
   * wallet lacks the tokens or SOL (fees + rent) for it and the unpaid batches already open, and forms its
   * batches (each as full as one transaction holds, a frozen account alone in its own, each with a fresh
   * reference key). Exactly one of two concurrent openings wins. Audited `distribution.unlock_opened`.
   * 200 {@link UnlockOpened}. Errors: 400 bad date; 404 no such unlock; 409 plan not approved, not due,
   * already open, nothing payable, insufficient balance; 502 chain unreadable; 401.
   */
  .post('/unlocks/open', validate('json', OpenUnlockSchema), async (c) => {
    const { unlockAt } = c.req.valid('json');
    valueOf(await openUnlock(c.env.DB, createRpc(c.env), actor(c), unlockAt));
    const answer = await planAnswer(c);
    const unlock = answer.plan!.unlocks.find((candidate) => candidate.unlockAt === unlockAt.toISOString())!;
    return c.json({ unlock } satisfies UnlockOpened);
  })

  /**
   * GET /api/admin/distribution/batches?unlockAt=&status=ready|sending|failed|paid|mismatch&page=&pageSize=
   * 200 {@link BatchList}: batches by unlock then sequence, each with its status, amounts, fee and rent,
   * paying signature, last error and every attempt. Errors: 400; 404 before the first build; 401.
   */
  .get('/batches', validate('query', BatchListQuerySchema), async (c) => {
    const plan = await requirePlan(c.env.DB);
    const { unlockAt, status, page, pageSize } = c.req.valid('query');
    const { batches, total } = await batchPage(c.env.DB, { unlockAt: unlockAt?.getTime(), status }, page, pageSize);
    const attempts = await attemptsOf(c.env.DB, batches.map((batch) => batch.id));
    const context = { decimals: plan.decimals, rentPerAccount: BigInt(plan.rent_per_account_lamports) };
    const items = batches.map((batch) => batchView(batch, attempts.filter((attempt) => attempt.batch_id === batch.id), context, explorer(c)));
    return c.json({ items, page, pageSize, total } satisfies BatchList);
  })

  /**
   * GET /api/admin/distribution/batches/:id
   * 200 {@link BatchDetail}: the batch, its attempts, and `spec`: what its transaction is built from
   * (payer, asset, recipients, token accounts, amounts, accounts to create, reference, compute-unit limit,
   * and the live attempt's priority fee). Errors: 400/404 unknown batch; 401.
   */
  .get('/batches/:id', validate('param', BatchParamSchema), async (c) => {
    const plan = await requirePlan(c.env.DB);
    const batch = await loadBatch(c.env.DB, c.req.valid('param').id);
    if (!batch) fail(404, DISTRIBUTION_REFUSALS.batchUnknown);
    const attempts = await attemptsOf(c.env.DB, [batch.id]);
    const view = batchView(batch, attempts, { decimals: plan.decimals, rentPerAccount: BigInt(plan.rent_per_account_lamports) }, explorer(c));
    // A live attempt's spec carries its own priority fee: a signer resuming it rebuilds exactly what was started.
    const live = attempts.findLast((attempt) => attempt.status === 'started' || attempt.status === 'submitted');
    const { spec } = await batchSpec(c.env.DB, plan, batch, BigInt(live?.priority_fee_micro_lamports ?? 0));
    return c.json({ ...view, spec: batchSpecToJson(spec) } satisfies BatchDetail);
  })

  /**
   * POST /api/admin/distribution/batches/:id/attempts/start  { priorityFeeMicroLamports? }
   * Hands out the blockhash and lastValidBlockHeight to sign the batch with, and the spec to build it from
   * (core/distribution/batch-transaction.ts). A batch is signed again only once its previous attempt can
   * no longer land: a live attempt is verified first; while it may still land this answers 409 with the
   * height it waits for. Refused with 409 when the distribution wallet lacks the tokens or SOL (fee + rent
   * of the accounts it creates) for this batch and the others sending, or a recipient's account is frozen.
   * One conditional statement: of two admins or tabs starting at once, exactly one wins (the other 409).
   * Audited `distribution.attempt_started`. 200 {@link AttemptStarted}.
   * Errors: 400 bad id or fee; 404 unknown batch; 409 as above, paid or mismatched batch; 502 chain unreadable; 401.
   */
  .post('/batches/:id/attempts/start', validate('param', BatchParamSchema), validate('json', StartAttemptSchema), async (c) => {
    const started = valueOf(await startAttempt(c.env.DB, createRpc(c.env), {
      batchId: c.req.valid('param').id,
      actor: actor(c),
      priorityFeeMicroLamports: c.req.valid('json').priorityFeeMicroLamports,
      explorer: explorer(c),
    }));
    return c.json(started satisfies AttemptStarted);
  })

  /**
   * POST /api/admin/distribution/batches/:id/attempts  { attemptId, transaction }  (base64 wire bytes)
   * Accepts only exactly the batch's transaction with the attempt's blockhash, signed by the distribution
   * wallet; records its signature, then broadcasts it. The same signed transaction again re-broadcasts it
   * (idempotent). Audited `distribution.attempt_submitted`. 200 {@link AttemptSubmitted} (`broadcast`:
   * sent, refused by the node's preflight with its message, or uncertain). The payout counts only once
   * verified on chain (cron every minute, or POST /verify).
   * Errors: 400 not the batch's transaction (says where it differs) or a bad signature; 404 unknown batch
   * or attempt; 409 the attempt is over or holds another transaction; 401.
   */
  .post('/batches/:id/attempts', validate('param', BatchParamSchema), validate('json', SubmitAttemptSchema), async (c) => {
    const { attemptId, transaction } = c.req.valid('json');
    const submitted = valueOf(await submitAttempt(c.env.DB, createRpc(c.env), {
      batchId: c.req.valid('param').id,
      attemptId,
      transactionBase64: transaction,
      actor: actor(c),
      explorer: explorer(c),
    }));
    return c.json(submitted satisfies AttemptSubmitted);
  })

  /**
   * POST /api/admin/distribution/verify  {}
   * Runs one verification pass now (what the cron does each minute): each sending batch is paid,
   * mismatched, failed or expired from the chain, or stays sending. 200 {@link VerifyReport}.
   * Errors: 400 a non-empty body; 502 chain unreadable; 401.
   */
  .post('/verify', validate('json', VerifyNowSchema), async (c) => {
    const report = await verifyBatches(c.env.DB, createRpc(c.env), { actor: actor(c) });
    return c.json(report satisfies VerifyReport);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminDistributionApi = typeof app;

export default app;
