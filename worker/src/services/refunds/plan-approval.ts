// The admin's choices on a draft refund plan and its approval (docs/money-out.md, "Refunds"). A choice
// is made only for a flagged line (pay anyway, or hold with a reason), audited. Approval needs the hash
// the admin reviewed, every flagged line decided, the same sources owed as at the build and the stored
// lines matching the build's hash; it freezes the plan and forms its batches in the same D1 batch:
// per asset, the payable lines packed as full as one transaction allows (core/distribution/packing.ts),
// each batch with a fresh reference. Any change after approval is refused (409).
import { generateKeyPair, getAddressFromPublicKey } from '@solana/kit';
import { packTransfers } from '@core/distribution/packing';
import type { PayoutTransfer } from '@core/distribution/batch-transaction';
import { refundLinesHash, refundPlanHash } from '@core/refunds/plan-hash';
import { ASSET_SYMBOLS } from '@core/payment-assets';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';
import { accepted, refused, type Outcome } from '../distribution/outcome';
import { softCapRefundsDue } from '../reconciliation/refunds-owed';
import { owedSources, sourcesFingerprint } from './owed-sources';
import { refundBatchBase, refundPayoutAsset } from './payout-asset';
import { lineFlags, lineSourceKeys, loadRefundPlan, planLines, type RefundLineRecord, type RefundPlanRecord } from './plan-store';
import { REFUND_REFUSALS, undecidedLinesRefusal } from './refusals';

/** Records the admin's choice for flagged line `lineId` of the draft plan; audited. */
export async function chooseForLine(db: D1Database, actor: string, lineId: number, choice: 'pay' | 'hold', reason: string, now = Date.now()): Promise<Outcome<null>> {
  const plan = await loadRefundPlan(db);
  if (!plan) return refused('conflict', REFUND_REFUSALS.noPlan);
  if (plan.status !== 'draft') return refused('conflict', plan.status === 'approved' ? REFUND_REFUSALS.approved : REFUND_REFUSALS.finished);
  const line = await db.prepare('SELECT * FROM refund_lines WHERE id = ? AND plan_id = ?').bind(lineId, plan.id).first<RefundLineRecord>();
  if (!line) return refused('unknown', REFUND_REFUSALS.lineUnknown);
  if (line.flagged !== 1) return refused('conflict', REFUND_REFUSALS.lineNotFlagged);
  if (choice === 'hold' && reason.length < 3) return refused('invalid', REFUND_REFUSALS.holdNeedsReason);
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE refund_lines SET choice = ?1, choice_reason = ?2, choice_by = ?3, choice_at = ?4
         WHERE id = ?5 AND flagged = 1 AND EXISTS (SELECT 1 FROM refund_plans WHERE id = ?6 AND status = 'draft')`,
      )
      .bind(choice, reason || null, actor, now, lineId, plan.id),
    auditStatement(db, actor, 'refund_plan.line_choice', line.wallet, { line: lineId, asset: line.asset, choice, reason, previous: line.choice, flags: lineFlags(line) }, now, AFTER_ONE_CHANGE),
  ]);
  if (update?.meta.changes !== 1) return refused('conflict', REFUND_REFUSALS.approved);
  return accepted(null);
}

/** The held lines of a plan, as the plan hash takes them. */
const heldOf = (lines: readonly RefundLineRecord[]) => lines.filter((line) => line.choice === 'hold').map((line) => ({ asset: line.asset, wallet: line.wallet }));

/** The plan hash of `plan` with its stored lines' current choices. */
export async function currentPlanHash(db: D1Database, plan: RefundPlanRecord, lines?: readonly RefundLineRecord[]): Promise<string> {
  return refundPlanHash(plan.lines_hash, heldOf(lines ?? (await planLines(db, plan.id))));
}

/** A fresh reference: the public key of a new key pair whose private half is never kept. */
async function freshReference(): Promise<string> {
  return getAddressFromPublicKey((await generateKeyPair()).publicKey);
}

interface FormedBatch {
  id: string;
  asset: string;
  sequence: number;
  reference: string;
  creates: number;
  total: bigint;
  lines: (PayoutTransfer & { id: number })[];
}

/** Each asset's payable lines packed into batches: token accounts to create first, so those batches fill with fewer transfers. */
async function formBatches(plan: RefundPlanRecord, lines: readonly RefundLineRecord[], cluster: string): Promise<FormedBatch[]> {
  const batches: FormedBatch[] = [];
  for (const asset of ASSET_SYMBOLS) {
    const payable = lines.filter((line) => line.asset === asset && line.choice !== 'hold');
    if (payable.length === 0) continue;
    const decimals = Math.max(...payable.map((line) => line.decimals));
    const payout = await refundPayoutAsset(asset, cluster, plan.treasury, decimals);
    if (!payout) throw new Error(REFUND_REFUSALS.assetNotAccepted(asset));
    const transfers = payable.map((line) => ({
      id: line.id, owner: line.wallet, tokenAccount: line.token_account, amount: BigInt(line.amount_base_units), createAccount: asset !== 'SOL' && line.account_state === 'missing',
    }));
    const ordered = [...transfers.filter((transfer) => transfer.createAccount), ...transfers.filter((transfer) => !transfer.createAccount)];
    const groups = packTransfers(refundBatchBase(plan.treasury, payout, await freshReference()), ordered) as (PayoutTransfer & { id: number })[][];
    for (const [index, group] of groups.entries()) {
      batches.push({
        id: crypto.randomUUID(), asset, sequence: index + 1, reference: await freshReference(),
        creates: group.filter((transfer) => transfer.createAccount).length, total: group.reduce((sum, transfer) => sum + transfer.amount, 0n), lines: group,
      });
    }
  }
  return batches;
}

/** Approves the draft whose plan hash is `reviewedHash` as `actor`, forming its batches; audited. Returns the hash. */
export async function approveRefundPlan(db: D1Database, cluster: string, actor: string, reviewedHash: string, now = new Date()): Promise<Outcome<string>> {
  const plan = await loadRefundPlan(db);
  if (!plan) return refused('conflict', REFUND_REFUSALS.noPlan);
  if (plan.status !== 'draft') return refused('conflict', plan.status === 'approved' ? REFUND_REFUSALS.approved : REFUND_REFUSALS.finished);
  const lines = await planLines(db, plan.id);
  const sources = await owedSources(db, await softCapRefundsDue(db, now), plan.id);
  if ((await sourcesFingerprint(sources)) !== plan.source_fingerprint) return refused('conflict', REFUND_REFUSALS.sourcesChanged);
  const undecided = lines.filter((line) => line.flagged === 1 && line.choice === null).length;
  if (undecided > 0) return refused('conflict', undecidedLinesRefusal(undecided));
  const keys = await lineSourceKeys(db, plan.id);
  const stored = await refundLinesHash(plan.treasury, lines.map((line) => ({ asset: line.asset, wallet: line.wallet, amount: BigInt(line.amount_base_units), sources: keys.get(line.id) ?? [] })));
  if (stored !== plan.lines_hash) return refused('conflict', REFUND_REFUSALS.sourcesChanged);
  const hash = await currentPlanHash(db, plan, lines);
  if (hash !== reviewedHash) return refused('conflict', REFUND_REFUSALS.planChanged);

  const batches = await formBatches(plan, lines, cluster);
  const at = now.getTime();
  const held = heldOf(lines);
  // Every statement after the first runs only if this approval won (same plan, same held set).
  const won = "EXISTS (SELECT 1 FROM refund_plans WHERE id = ?1 AND status = 'approved' AND plan_hash = ?2 AND approved_at = ?3)";
  const batchRows = batches.map((batch) => [batch.id, batch.asset, batch.sequence, batch.reference, batch.lines.length, batch.creates, batch.total.toString()]);
  const assignments = batches.flatMap((batch) => batch.lines.map((line) => [line.id, batch.id, line.createAccount ? 1 : 0]));
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE refund_plans SET status = 'approved', plan_hash = ?2, approved_at = ?3, approved_by = ?4
         WHERE id = ?1 AND status = 'draft'
           AND ?5 = (SELECT COUNT(*) FROM refund_lines WHERE plan_id = ?1 AND choice = 'hold')
           AND NOT EXISTS (SELECT 1 FROM refund_lines WHERE plan_id = ?1 AND flagged = 1 AND choice IS NULL)`,
      )
      .bind(plan.id, hash, at, actor, held.length),
    db.prepare(`UPDATE refund_lines SET status = 'held' WHERE plan_id = ?1 AND choice = 'hold' AND ${won}`).bind(plan.id, hash, at),
    db
      .prepare(
        `INSERT INTO refund_batches (id, plan_id, asset, sequence, reference, status, transfers, accounts_to_create, total_base_units, created_at)
         SELECT json_extract(value, '$[0]'), ?1, json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'), 'open',
           json_extract(value, '$[4]'), json_extract(value, '$[5]'), json_extract(value, '$[6]'), ?4
         FROM json_each(?5) WHERE ${won}`,
      )
      .bind(plan.id, hash, at, at, JSON.stringify(batchRows)),
    db
      .prepare(
        `UPDATE refund_lines SET status = 'batched', batch_id = j.batch_id, create_account = j.create_account
         FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS batch_id, json_extract(value, '$[2]') AS create_account FROM json_each(?4)) AS j
         WHERE refund_lines.id = j.id AND refund_lines.plan_id = ?1 AND ${won}`,
      )
      .bind(plan.id, hash, at, JSON.stringify(assignments)),
    auditStatement(db, actor, 'refund_plan.approved', plan.id, { planHash: hash, linesHash: plan.lines_hash, held, lines: plan.lines, sources: plan.sources, batches: batches.length }, at,
      { sql: won, params: [plan.id, hash, at] }),
  ]);
  if (update?.meta.changes !== 1) return refused('conflict', REFUND_REFUSALS.planChanged);
  await finishIfDone(db, plan.id, actor, at);
  return accepted(hash);
}

/**
 * Marks an approved plan finished once every line is paid or held: its held lines then release their
 * sources (live = 0) to the next build. Idempotent; audited once.
 */
export async function finishIfDone(db: D1Database, planId: string, actor: string, at: number): Promise<void> {
  const done = `NOT EXISTS (SELECT 1 FROM refund_lines WHERE plan_id = ?1 AND status NOT IN ('paid', 'held'))`;
  await db.batch([
    db.prepare(`UPDATE refund_plans SET status = 'finished', finished_at = ?2 WHERE id = ?1 AND status = 'approved' AND ${done}`).bind(planId, at),
    auditStatement(db, actor, 'refund_plan.finished', planId, {}, at, AFTER_ONE_CHANGE),
    db
      .prepare(`UPDATE refund_line_sources SET live = 0 WHERE plan_id = ?1 AND live = 1 AND line_id IN (SELECT id FROM refund_lines WHERE plan_id = ?1 AND status = 'held')
        AND EXISTS (SELECT 1 FROM refund_plans WHERE id = ?1 AND status = 'finished')`)
      .bind(planId),
  ]);
}
