// Verifies the batches that are sending, for the cron (oldest first, within a subrequest budget) and
// on demand (one batch before it is signed again). For each live attempt it lists the transactions
// carrying the batch's reference from a node at least at the finalized tip, reads the finalized ones,
// and settles: paid (every row received exactly its amount), mismatch, failed (its transaction failed
// on chain: the batch may be signed again), or expired (the finalized block height passed its
// lastValidBlockHeight and no transaction carries the reference). Anything else stays sending.
import type { VerifyReport } from '@core/api/distribution';
import { finalizedTip, finalizedTransactions, referenceSignatures, type ReferenceSignature } from './chain-reads';
import type { SolanaRpc } from '../chain/solana-rpc';
import { payoutVerdict, type PayoutVerdict } from './payout-verdict';
import { transactionView, type RawTransaction, type TransactionView } from '../chain/transaction-view';
import { loadPlan } from './plan-store';
import type { AuditAction } from '@core/audit-actions';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';

/**
 * What one pass reads: at most 75 live attempts and 75 transactions, so at most 1 + 3 + 3 HTTP requests
 * (the tip, the reference listings, the transactions, 25 calls each). Attempts whose transactions do not
 * fit are left for the next pass.
 */
export const VERIFY_BUDGET = { batchesPerRun: 75, transactionsPerRun: 75, transactionsPerReference: 25 } as const;

interface LiveAttempt {
  attempt_id: string;
  batch_id: string;
  reference: string;
  signature: string | null;
  last_valid_block_height: number;
}

const emptyReport = (): VerifyReport => ({ checked: 0, paid: 0, failed: 0, expired: 0, mismatch: 0, sending: 0, rpcRequests: 0 });

/** One verification pass as `actor` ('watcher' for the cron), over `batchIds` or the oldest sending batches. */
export async function verifyBatches(
  db: D1Database,
  rpc: SolanaRpc,
  { actor, batchIds, now = new Date(), limit = VERIFY_BUDGET.batchesPerRun }: { actor: string; batchIds?: string[]; now?: Date; limit?: number },
): Promise<VerifyReport> {
  const report = emptyReport();
  const plan = await loadPlan(db);
  if (!plan || plan.status !== 'approved') return report;
  const requestsBefore = rpc.stats.requests;
  const { results: live } = await db
    .prepare(
      `SELECT a.id AS attempt_id, a.batch_id, b.reference, a.signature, a.last_valid_block_height
       FROM distribution_attempts a JOIN distribution_batches b ON b.id = a.batch_id
       WHERE a.status IN ('started', 'submitted') AND b.status = 'open' AND (?1 IS NULL OR a.batch_id IN (SELECT value FROM json_each(?1)))
       ORDER BY a.started_at LIMIT ?2`,
    )
    .bind(batchIds ? JSON.stringify(batchIds) : null, limit)
    .all<LiveAttempt>();
  if (live.length === 0) return report;

  // The tip first, then listings from a node at least there: a block at or below the tip that holds
  // an attempt's transaction is then in the listing, so "none found past lastValidBlockHeight" is final.
  const tip = await finalizedTip(rpc);
  // One more than a reference may carry, to tell a crowded reference (anyone may name one) from a full one.
  const listed = await referenceSignatures(rpc, live.map((attempt) => attempt.reference), tip.slot, VERIFY_BUDGET.transactionsPerReference + 1);
  const wanted = new Set<string>();
  const crowded = new Set<string>();
  const deferred = new Set<string>();
  for (const attempt of live) {
    const allFinalized = (listed.get(attempt.reference) ?? []).filter((entry) => entry.finalized);
    if (allFinalized.length > VERIFY_BUDGET.transactionsPerReference) crowded.add(attempt.attempt_id);
    const finalized = allFinalized.slice(0, VERIFY_BUDGET.transactionsPerReference);
    if (wanted.size + finalized.length > VERIFY_BUDGET.transactionsPerRun) {
      deferred.add(attempt.attempt_id);
      continue;
    }
    for (const entry of finalized) wanted.add(entry.signature);
  }
  const transactions = await finalizedTransactions<RawTransaction>(rpc, [...wanted]);
  const rows = await rowsOfBatches(db, live.map((attempt) => attempt.batch_id));

  const statements: D1PreparedStatement[] = [];
  const at = now.getTime();
  for (const attempt of live) {
    if (deferred.has(attempt.attempt_id)) {
      report.sending += 1;
      continue;
    }
    report.checked += 1;
    const entries = listed.get(attempt.reference) ?? [];
    const verdicts = entries
      .filter((entry) => entry.finalized)
      .flatMap((entry) => {
        const view = transactions.get(entry.signature);
        const parsed = view ? readable(view) : null;
        // Only the distribution wallet can sign a payout: anyone may name a reference, nobody else can pay with it.
        if (!parsed || parsed.feePayer !== plan.distribution_wallet) return [];
        return [{ entry, view: parsed, verdict: payoutVerdict(parsed, { reference: attempt.reference, mint: plan.mint, rows: rows.get(attempt.batch_id) ?? [] }) }];
      });
    const landed = verdicts.find((item) => item.verdict.kind === 'paid' || item.verdict.kind === 'mismatch');
    if (landed) {
      statements.push(...settleLanded(db, attempt, landed.entry.signature, landed.view.blockTime?.getTime() ?? at, landed.verdict, actor, at));
      if (landed.verdict.kind === 'paid') report.paid += 1;
      else report.mismatch += 1;
      continue;
    }
    const pending = entries.some((entry: ReferenceSignature) => !entry.finalized && entry.err === null);
    const ownFailure = verdicts.find((item) => item.verdict.kind === 'failed' && (attempt.signature === null || item.entry.signature === attempt.signature));
    if (!pending && ownFailure && ownFailure.verdict.kind === 'failed') {
      statements.push(...resolveAttempt(db, attempt, 'failed', ownFailure.verdict.error, actor, at, ownFailure.entry.signature));
      report.failed += 1;
    } else if (!pending && !crowded.has(attempt.attempt_id) && tip.blockHeight > BigInt(attempt.last_valid_block_height)) {
      statements.push(...resolveAttempt(db, attempt, 'expired', null, actor, at, null));
      report.expired += 1;
    } else {
      if (crowded.has(attempt.attempt_id)) {
        statements.push(db.prepare("UPDATE distribution_attempts SET error = ? WHERE id = ? AND status IN ('started', 'submitted')")
          .bind(`More than ${VERIFY_BUDGET.transactionsPerReference} finalized transactions name this batch's reference: it is not signed again until the team reviews them`, attempt.attempt_id));
      }
      report.sending += 1;
    }
  }
  if (statements.length > 0) await db.batch(statements);
  report.rpcRequests = rpc.stats.requests - requestsBefore;
  return report;
}

/** The transaction view of `raw`, or null when it cannot be read safely (money is never guessed). */
function readable(raw: RawTransaction): TransactionView | null {
  try {
    return transactionView(raw);
  } catch {
    return null;
  }
}

/** Each batch's rows with its recipients' token accounts and amounts, in one read. */
async function rowsOfBatches(db: D1Database, batchIds: string[]) {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.batch_id, r.amount_base_units, p.token_account FROM distribution_rows r JOIN distribution_recipients p ON p.wallet = r.wallet
       WHERE r.batch_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(batchIds))
    .all<{ id: number; batch_id: string; amount_base_units: string; token_account: string }>();
  const byBatch = new Map<string, { id: number; tokenAccount: string; amount: bigint }[]>();
  for (const row of results) {
    const list = byBatch.get(row.batch_id) ?? [];
    list.push({ id: row.id, tokenAccount: row.token_account, amount: BigInt(row.amount_base_units) });
    byBatch.set(row.batch_id, list);
  }
  return byBatch;
}

/** The audit row of a settlement, written only if the statement before it changed its row (this pass won). */
const audit = (db: D1Database, actor: string, action: AuditAction, batchId: string, detail: object, at: number) =>
  auditStatement(db, actor, action, batchId, detail, at, AFTER_ONE_CHANGE);

/** Ends a live attempt as failed or expired (guarded: only while it is live), then its audit row. */
function resolveAttempt(db: D1Database, attempt: LiveAttempt, status: 'failed' | 'expired', error: string | null, actor: string, at: number, signature: string | null) {
  return [
    db
      .prepare("UPDATE distribution_attempts SET status = ?1, error = COALESCE(?2, error), resolved_at = ?3 WHERE id = ?4 AND status IN ('started', 'submitted')")
      .bind(status, error, at, attempt.attempt_id),
    audit(db, actor, `distribution.attempt_${status}`, attempt.batch_id, { attempt: attempt.attempt_id, signature: signature ?? attempt.signature, lastValidBlockHeight: attempt.last_valid_block_height, error }, at),
  ];
}

/** A transaction carrying the reference landed: its rows paid exactly are paid; the batch is paid or mismatched. */
function settleLanded(db: D1Database, attempt: LiveAttempt, signature: string, paidAt: number, verdict: PayoutVerdict, actor: string, at: number) {
  const paidRows = verdict.kind === 'paid' ? verdict.rowIds : verdict.kind === 'mismatch' ? verdict.paidRowIds : [];
  const detail = verdict.kind === 'mismatch' ? verdict.detail : null;
  return [
    db
      .prepare("UPDATE distribution_rows SET status = 'paid', paid_signature = ?1, paid_at = ?2 WHERE id IN (SELECT value FROM json_each(?3)) AND status <> 'paid'")
      .bind(signature, paidAt, JSON.stringify(paidRows)),
    db
      .prepare("UPDATE distribution_batches SET status = ?1, paid_signature = ?2, paid_at = ?3, detail = ?4 WHERE id = ?5 AND status = 'open'")
      .bind(verdict.kind === 'paid' ? 'paid' : 'mismatch', signature, paidAt, detail, attempt.batch_id),
    audit(db, actor, verdict.kind === 'paid' ? 'distribution.batch_paid' : 'distribution.batch_mismatch', attempt.batch_id, { signature, rows: paidRows.length, detail }, at),
    db
      .prepare("UPDATE distribution_attempts SET status = 'landed', resolved_at = ?1, error = ?2 WHERE id = ?3 AND status IN ('started', 'submitted')")
      .bind(at, signature === attempt.signature ? detail : `Paid by ${signature}${detail ? `: ${detail}` : ''}`, attempt.attempt_id),
  ];
}
