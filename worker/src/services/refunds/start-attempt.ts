// Starts an attempt at paying a refund batch, with the rule of every payout (docs/money-out.md): a
// batch is signed again only once its previous attempt can no longer land. A live attempt is first
// verified on chain; while it may still land the start is refused. Lines refunded by hand since the
// approval leave the batch first (its totals follow). Then the chain is read in one request (recipients'
// token accounts, the treasury's token account and SOL, a blockhash) and the start is refused when the
// treasury cannot pay this batch on top of what is already sending, saying what is missing. One
// conditional D1 statement hands out the blockhash: of two admins or tabs, exactly one wins.
import type { AttemptStarted } from '@core/api/distribution';
import { batchSpecToJson } from '@core/distribution/batch-spec-json';
import { batchSpecOf } from '@core/distribution/batch-transaction';
import { batchFeeLamports } from '@core/distribution/costs';
import { formatAssetAmount, solAmount as solAsset } from '@core/asset-amount';
import type { AssetSymbol } from '@core/payment-assets';
import { auditStatement } from '../accounts/audit';
import type { SolanaRpc } from '../chain/solana-rpc';
import { solAmount } from '../distribution/amounts';
import { tokenAccountCalls, tokenAccountsFrom } from '../distribution/chain-reads';
import { accepted, refused, type Outcome } from '../distribution/outcome';
import { attemptsOf, attemptView, stillLanding } from '../payout/attempt-records';
import { REFUND_TABLES } from '../payout/payout-tables';
import { startStatements } from '../payout/start-attempt';
import { loadRefundBatch, type RefundBatchRecord } from './batch-queries';
import { refundBatchSpec } from './batch-spec';
import { loadRefundPlan, type RefundPlanRecord } from './plan-store';
import { REFUND_REFUSALS, treasuryShortRefusal } from './refusals';
import { verifyRefunds, type RefundLinks } from './verify-refunds';

/** What the other sending refund batches may still take from the treasury: units per asset, signatures, accounts to create. */
async function othersInFlight(db: D1Database, batchId: string) {
  const { results } = await db
    .prepare(
      `SELECT b.asset, CAST(COALESCE(SUM(CAST(b.total_base_units AS INTEGER)), 0) AS TEXT) AS units, COUNT(*) AS batches, COALESCE(SUM(a.accounts_to_create), 0) AS creates
       FROM refund_batches b JOIN refund_attempts a ON a.batch_id = b.id AND a.status IN ('started', 'submitted')
       WHERE b.status = 'open' AND b.id <> ? GROUP BY b.asset`,
    )
    .bind(batchId)
    .all<{ asset: AssetSymbol; units: string; batches: number; creates: number }>();
  const units = new Map(results.map((row) => [row.asset, BigInt(row.units)]));
  return { units, batches: results.reduce((sum, row) => sum + row.batches, 0), creates: results.reduce((sum, row) => sum + row.creates, 0) };
}

/**
 * Takes the lines refunded by hand since the approval out of an unsent batch (no live attempt), with
 * an audit row each, and sets its totals to what is left; a batch left empty is closed as paid (every
 * line of it was). Returns the batch as it is now.
 */
async function dropHandRefunded(db: D1Database, batch: RefundBatchRecord, actor: string, at: number): Promise<RefundBatchRecord> {
  const { results: dropped } = await db
    .prepare("SELECT id, wallet, paid_signature FROM refund_lines WHERE batch_id = ? AND status = 'paid' AND paid_by = 'hand'")
    .bind(batch.id)
    .all<{ id: number; wallet: string; paid_signature: string }>();
  if (dropped.length === 0) return batch;
  const unsent = `NOT EXISTS (SELECT 1 FROM refund_attempts WHERE batch_id = ?1 AND status IN ('started', 'submitted'))`;
  const left = `(SELECT COUNT(*) FROM refund_lines WHERE batch_id = ?1 AND status = 'batched')`;
  await db.batch([
    ...dropped.map((line) =>
      auditStatement(db, actor, 'refund_plan.line_dropped', line.wallet, { line: line.id, batch: batch.id, asset: batch.asset, handSignature: line.paid_signature }, at,
        { sql: `EXISTS (SELECT 1 FROM refund_lines WHERE id = ? AND batch_id = ?) AND ${unsent.replaceAll('?1', '?')}`, params: [line.id, batch.id, batch.id] }),
    ),
    db
      .prepare(`UPDATE refund_lines SET batch_id = NULL WHERE batch_id = ?1 AND status = 'paid' AND paid_by = 'hand' AND ${unsent}`)
      .bind(batch.id),
    db
      .prepare(
        `UPDATE refund_batches SET transfers = ${left},
           total_base_units = (SELECT CAST(COALESCE(SUM(CAST(amount_base_units AS INTEGER)), 0) AS TEXT) FROM refund_lines WHERE batch_id = ?1 AND status = 'batched'),
           accounts_to_create = (SELECT COUNT(*) FROM refund_lines WHERE batch_id = ?1 AND status = 'batched' AND create_account = 1),
           detail = ?2
         WHERE id = ?1 AND status = 'open' AND ${unsent}`,
      )
      .bind(batch.id, `${dropped.length} line${dropped.length === 1 ? ' was' : 's were'} refunded by hand and left this batch`),
    db.prepare(`UPDATE refund_batches SET status = 'paid', paid_at = ?2 WHERE id = ?1 AND status = 'open' AND transfers = 0 AND ${unsent}`).bind(batch.id, at),
  ]);
  return (await loadRefundBatch(db, batch.id))!;
}

/** The treasury's refusal when its SOL or tokens cannot pay this batch and the others sending. */
function shortfall(plan: RefundPlanRecord, batch: RefundBatchRecord, held: { lamports: bigint; tokens: bigint | null }, costs: { feeLamports: bigint; rentLamports: bigint }, others: Awaited<ReturnType<typeof othersInFlight>>) {
  const rent = BigInt(plan.rent_per_account_lamports);
  const scope = others.batches > 0 ? `this batch (with ${others.batches} other refund batch${others.batches === 1 ? '' : 'es'} sending)` : 'this batch';
  const othersSolCost = BigInt(others.batches) * 5000n + BigInt(others.creates) * rent + (others.units.get('SOL') ?? 0n);
  const total = BigInt(batch.total_base_units);
  if (batch.asset !== 'SOL') {
    const tokensNeeded = total + (others.units.get(batch.asset) ?? 0n);
    const tokens = held.tokens ?? 0n;
    const asTokens = (units: bigint) => formatAssetAmount({ asset: batch.asset, units, decimals: batch.decimals });
    if (tokens < tokensNeeded) return treasuryShortRefusal(asTokens(tokensNeeded), asTokens(tokens), scope, `${asTokens(tokensNeeded - tokens)} missing`);
  }
  const solNeeded = (batch.asset === 'SOL' ? total : 0n) + costs.feeLamports + costs.rentLamports + othersSolCost;
  if (held.lamports < solNeeded) {
    const asSol = (lamports: bigint) => formatAssetAmount(solAsset(lamports));
    return treasuryShortRefusal(asSol(solNeeded), asSol(held.lamports), scope, `transfers, fees and rent; ${asSol(solNeeded - held.lamports)} missing`);
  }
  return null;
}

/** Starts attempt N+1 of refund batch `batchId` as `actor`. */
export async function startRefundAttempt(
  db: D1Database,
  rpc: SolanaRpc,
  { batchId, actor, priorityFeeMicroLamports, explorer, now = new Date() }: { batchId: string; actor: string; priorityFeeMicroLamports: bigint; explorer: RefundLinks; now?: Date },
): Promise<Outcome<AttemptStarted>> {
  const plan = await loadRefundPlan(db);
  if (!plan || plan.status !== 'approved') return refused('conflict', REFUND_REFUSALS.notApproved);
  let batch = await loadRefundBatch(db, batchId);
  if (!batch || batch.plan_id !== plan.id) return refused('unknown', REFUND_REFUSALS.batchUnknown);
  if (batch.shown === 'sending') {
    await verifyRefunds(db, rpc, explorer, { actor, batchIds: [batchId], now });
    batch = (await loadRefundBatch(db, batchId))!;
  }
  if (batch.shown === 'paid') return refused('conflict', REFUND_REFUSALS.batchPaid);
  if (batch.shown === 'mismatch') return refused('conflict', REFUND_REFUSALS.batchMismatch);
  const attempts = await attemptsOf(db, REFUND_TABLES, [batchId]);
  const live = attempts.find((attempt) => attempt.status === 'started' || attempt.status === 'submitted');
  if (live) return refused('conflict', stillLanding(live.last_valid_block_height));
  const at = now.getTime();
  batch = await dropHandRefunded(db, batch, actor, at);
  if (batch.transfers === 0) return refused('conflict', REFUND_REFUSALS.batchEmpty);

  // One HTTP request: the recipients' token accounts and the treasury's, its SOL, a fresh blockhash.
  const { spec, lineIds } = await refundBatchSpec(db, explorer.cluster, plan, batch, priorityFeeMicroLamports);
  const source = spec.asset.kind === 'token' ? spec.asset.sourceTokenAccount : null;
  const accounts = source ? [source, ...spec.transfers.map((transfer) => transfer.tokenAccount!)] : [];
  const accountCalls = tokenAccountCalls(accounts);
  const answers = await rpc.callMany<unknown>([
    ...accountCalls,
    { method: 'getBalance', params: [plan.treasury, { commitment: 'confirmed' }] },
    { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
  ]);
  const states = tokenAccountsFrom(accounts, answers.slice(0, accountCalls.length));
  const lamports = BigInt((answers[accountCalls.length] as { value: number }).value);
  const { value: lifetime } = answers[accountCalls.length + 1] as { value: { blockhash: string; lastValidBlockHeight: number } };

  const frozen = spec.transfers.find((transfer) => transfer.tokenAccount && states.get(transfer.tokenAccount)?.state === 'frozen');
  if (frozen) return refused('conflict', `The token account ${frozen.tokenAccount} of ${frozen.owner} is frozen: it cannot receive until it is thawed`);
  // An account created or closed since the batch was formed: create exactly the missing ones.
  const transfers = spec.transfers.map((transfer) => ({ ...transfer, createAccount: transfer.tokenAccount !== null && (states.get(transfer.tokenAccount)?.state ?? 'missing') === 'missing' }));
  const finalSpec = batchSpecOf(spec, transfers);
  const creates = transfers.filter((transfer) => transfer.createAccount).length;
  const costs = { feeLamports: batchFeeLamports(finalSpec.computeUnitLimit, priorityFeeMicroLamports), rentLamports: BigInt(creates) * BigInt(plan.rent_per_account_lamports) };
  const short = shortfall(plan, batch, { lamports, tokens: source ? (states.get(source)?.amount ?? 0n) : null }, costs, await othersInFlight(db, batchId));
  if (short) return refused('conflict', short);

  const id = crypto.randomUUID();
  const number = (attempts.at(-1)?.number ?? 0) + 1;
  const [inserted] = await db.batch(startStatements(db, REFUND_TABLES, {
    id, batchId, number, blockhash: lifetime.blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight, priorityFeeMicroLamports, accountsToCreate: creates, at, actor,
    rowCreates: transfers.map((transfer, index) => [lineIds[index]!, transfer.createAccount] as const),
  }));
  if (inserted?.meta.changes !== 1) return refused('conflict', REFUND_REFUSALS.attemptRaced);
  const attempt = (await attemptsOf(db, REFUND_TABLES, [batchId])).find((candidate) => candidate.id === id)!;
  return accepted({
    attempt: attemptView(attempt, explorer),
    spec: batchSpecToJson(finalSpec),
    blockhash: lifetime.blockhash,
    lastValidBlockHeight: String(lifetime.lastValidBlockHeight),
    costs: { fee: solAmount(costs.feeLamports), rent: solAmount(costs.rentLamports) },
  });
}
