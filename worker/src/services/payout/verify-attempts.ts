// Verifies the live attempts of either payout engine (payout-tables.ts), for the cron (oldest first,
// within a subrequest budget) and on demand (one batch before it is signed again). For each live
// attempt it lists the transactions carrying the batch's reference from a node at least at the
// finalized tip, reads the finalized ones, and settles: paid (every row received exactly its amount),
// mismatch, failed (its transaction failed on chain: the batch may be signed again), or expired (the
// finalized block height passed its lastValidBlockHeight and no transaction carries the reference).
// Anything else stays sending. What a paid row means (a payout row, a refund line) is the caller's.
import type { VerifyReport } from '@core/api/distribution';
import { finalizedTip, finalizedTransactions, referenceSignatures, type ReferenceSignature } from '../distribution/chain-reads';
import type { SolanaRpc } from '../chain/solana-rpc';
import { payoutVerdict, type BatchToVerify, type PayoutVerdict } from './payout-verdict';
import { transactionView, type RawTransaction, type TransactionView } from '../chain/transaction-view';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';
import type { PayoutTables } from './payout-tables';

/**
 * What one pass reads: at most 75 live attempts and 75 transactions, so at most 1 + 3 + 3 HTTP requests
 * (the tip, the reference listings, the transactions, 25 calls each). Attempts whose transactions do not
 * fit are left for the next pass.
 */
export const VERIFY_BUDGET = { batchesPerRun: 75, transactionsPerRun: 75, transactionsPerReference: 25 } as const;

export interface LiveAttempt {
  attempt_id: string;
  batch_id: string;
  reference: string;
  signature: string | null;
  last_valid_block_height: number;
}

/** A landed transaction's verdict on a batch, for the caller to settle its rows. */
export interface LandedPayout {
  attempt: LiveAttempt;
  signature: string;
  paidAt: number;
  view: TransactionView;
  verdict: Extract<PayoutVerdict, { kind: 'paid' | 'mismatch' }>;
}

export interface VerifyOptions {
  actor: string;
  batchIds?: string[];
  now?: Date;
  limit?: number;
}

/** What an engine tells the verification: who alone can pay, what each batch pays, and what a paid row writes. */
export interface PayoutVerification {
  tables: PayoutTables;
  /** The one fee payer a payout can have: anyone may name a reference, nobody else can pay with it. */
  payer: string;
  /** Each batch's mint (null: SOL) and rows with their receiving account and amount, in one read. */
  batchesToVerify(batchIds: string[]): Promise<Map<string, Omit<BatchToVerify, 'reference'>>>;
  /** The statements that settle the rows a landed transaction paid (run before the batch's own). */
  settleRows(landed: LandedPayout, actor: string, at: number): D1PreparedStatement[] | Promise<D1PreparedStatement[]>;
}

export const emptyReport = (): VerifyReport => ({ checked: 0, paid: 0, failed: 0, expired: 0, mismatch: 0, sending: 0, rpcRequests: 0 });

/** One verification pass as `actor` ('watcher' for the cron), over `batchIds` or the oldest sending batches. */
export async function verifyAttempts(
  db: D1Database,
  rpc: SolanaRpc,
  engine: PayoutVerification,
  { actor, batchIds, now = new Date(), limit = VERIFY_BUDGET.batchesPerRun }: VerifyOptions,
): Promise<VerifyReport> {
  const report = emptyReport();
  const { tables } = engine;
  const requestsBefore = rpc.stats.requests;
  const { results: live } = await db
    .prepare(
      `SELECT a.id AS attempt_id, a.batch_id, b.reference, a.signature, a.last_valid_block_height
       FROM ${tables.attempts} a JOIN ${tables.batches} b ON b.id = a.batch_id
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
  const batches = await engine.batchesToVerify(live.map((attempt) => attempt.batch_id));

  const statements: D1PreparedStatement[] = [];
  const at = now.getTime();
  for (const attempt of live) {
    if (deferred.has(attempt.attempt_id)) {
      report.sending += 1;
      continue;
    }
    report.checked += 1;
    const entries = listed.get(attempt.reference) ?? [];
    const batch = batches.get(attempt.batch_id) ?? { mint: null, rows: [] };
    const verdicts = entries
      .filter((entry) => entry.finalized)
      .flatMap((entry) => {
        const raw = transactions.get(entry.signature);
        const parsed = raw ? readable(raw) : null;
        if (!parsed || parsed.feePayer !== engine.payer) return [];
        return [{ entry, view: parsed, verdict: payoutVerdict(parsed, { reference: attempt.reference, ...batch }) }];
      });
    const landed = verdicts.find((item) => item.verdict.kind === 'paid' || item.verdict.kind === 'mismatch');
    if (landed) {
      const verdict = landed.verdict as LandedPayout['verdict'];
      const payout: LandedPayout = { attempt, signature: landed.entry.signature, paidAt: landed.view.blockTime?.getTime() ?? at, view: landed.view, verdict };
      statements.push(...(await engine.settleRows(payout, actor, at)), ...settleBatch(db, tables, payout, actor, at));
      if (verdict.kind === 'paid') report.paid += 1;
      else report.mismatch += 1;
      continue;
    }
    const pending = entries.some((entry: ReferenceSignature) => !entry.finalized && entry.err === null);
    const ownFailure = verdicts.find((item) => item.verdict.kind === 'failed' && (attempt.signature === null || item.entry.signature === attempt.signature));
    if (!pending && ownFailure && ownFailure.verdict.kind === 'failed') {
      statements.push(...resolveAttempt(db, tables, attempt, 'failed', ownFailure.verdict.error, actor, at, ownFailure.entry.signature));
      report.failed += 1;
    } else if (!pending && !crowded.has(attempt.attempt_id) && tip.blockHeight > BigInt(attempt.last_valid_block_height)) {
      statements.push(...resolveAttempt(db, tables, attempt, 'expired', null, actor, at, null));
      report.expired += 1;
    } else {
      if (crowded.has(attempt.attempt_id)) {
        statements.push(db.prepare(`UPDATE ${tables.attempts} SET error = ? WHERE id = ? AND status IN ('started', 'submitted')`)
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

/** Ends a live attempt as failed or expired (guarded: only while it is live), then its audit row. */
function resolveAttempt(db: D1Database, tables: PayoutTables, attempt: LiveAttempt, status: 'failed' | 'expired', error: string | null, actor: string, at: number, signature: string | null) {
  return [
    db
      .prepare(`UPDATE ${tables.attempts} SET status = ?1, error = COALESCE(?2, error), resolved_at = ?3 WHERE id = ?4 AND status IN ('started', 'submitted')`)
      .bind(status, error, at, attempt.attempt_id),
    auditStatement(db, actor, status === 'failed' ? tables.audit.attemptFailed : tables.audit.attemptExpired, attempt.batch_id,
      { attempt: attempt.attempt_id, signature: signature ?? attempt.signature, lastValidBlockHeight: attempt.last_valid_block_height, error }, at, AFTER_ONE_CHANGE),
  ];
}

/** A transaction carrying the reference landed: the batch is paid or mismatched, its attempt landed. */
function settleBatch(db: D1Database, tables: PayoutTables, { attempt, signature, paidAt, verdict }: LandedPayout, actor: string, at: number) {
  const paidRows = verdict.kind === 'paid' ? verdict.rowIds : verdict.paidRowIds;
  const detail = verdict.kind === 'mismatch' ? verdict.detail : null;
  return [
    db
      .prepare(`UPDATE ${tables.batches} SET status = ?1, paid_signature = ?2, paid_at = ?3, detail = ?4 WHERE id = ?5 AND status = 'open'`)
      .bind(verdict.kind === 'paid' ? 'paid' : 'mismatch', signature, paidAt, detail, attempt.batch_id),
    auditStatement(db, actor, verdict.kind === 'paid' ? tables.audit.batchPaid : tables.audit.batchMismatch, attempt.batch_id, { signature, rows: paidRows.length, detail }, at, AFTER_ONE_CHANGE),
    db
      .prepare(`UPDATE ${tables.attempts} SET status = 'landed', resolved_at = ?1, error = ?2 WHERE id = ?3 AND status IN ('started', 'submitted')`)
      .bind(at, signature === attempt.signature ? detail : `Paid by ${signature}${detail ? `: ${detail}` : ''}`, attempt.attempt_id),
  ];
}

/** The row ids a landed verdict paid. */
export const paidRowIds = (verdict: LandedPayout['verdict']): number[] => (verdict.kind === 'paid' ? verdict.rowIds : verdict.paidRowIds);
