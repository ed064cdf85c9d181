// Reads of batches and attempts, and their views for the console. A batch's shown status is derived,
// never stored twice: paid and mismatch are stored; an open batch is sending while it has a live
// attempt (started or submitted), failed when its last attempt failed on chain, otherwise ready.
import type { AttemptView, BatchStatus, BatchView } from '@core/api/distribution';
import { explorerTxUrl } from '@core/explorer';
import { LAMPORTS_PER_SIGNATURE } from '@core/distribution/programs';
import { solAmount, tokenAmount } from './amounts';

/** Attempt statuses under which the attempt's transaction may still land. */
export const LIVE_ATTEMPT_SQL = "('started', 'submitted')";

/** The shown status of batch `b` (an alias of distribution_batches) as an SQL expression. */
export const BATCH_STATUS_SQL = `CASE
  WHEN b.status <> 'open' THEN b.status
  WHEN EXISTS (SELECT 1 FROM distribution_attempts a WHERE a.batch_id = b.id AND a.status IN ${LIVE_ATTEMPT_SQL}) THEN 'sending'
  WHEN (SELECT a.status FROM distribution_attempts a WHERE a.batch_id = b.id ORDER BY a.number DESC LIMIT 1) = 'failed' THEN 'failed'
  ELSE 'ready' END`;

export interface BatchRecord {
  id: string;
  unlock_at: number;
  sequence: number;
  reference: string;
  status: 'open' | 'paid' | 'mismatch';
  shown: BatchStatus;
  transfers: number;
  accounts_to_create: number;
  total_base_units: string;
  created_at: number;
  paid_signature: string | null;
  paid_at: number | null;
  detail: string | null;
}

export interface AttemptRecord {
  id: string;
  batch_id: string;
  number: number;
  status: AttemptView['status'];
  blockhash: string;
  last_valid_block_height: number;
  priority_fee_micro_lamports: number;
  accounts_to_create: number;
  signature: string | null;
  started_at: number;
  started_by: string;
  submitted_at: number | null;
  resolved_at: number | null;
  error: string | null;
}

const BATCH_COLUMNS = `b.id, b.unlock_at, b.sequence, b.reference, b.status, ${BATCH_STATUS_SQL} AS shown, b.transfers, b.accounts_to_create,
  b.total_base_units, b.created_at, b.paid_signature, b.paid_at, b.detail`;

/** One batch, or null. */
export function loadBatch(db: D1Database, id: string): Promise<BatchRecord | null> {
  return db.prepare(`SELECT ${BATCH_COLUMNS} FROM distribution_batches b WHERE b.id = ?`).bind(id).first<BatchRecord>();
}

/** A page of batches (unlock, then sequence), optionally of one unlock and shown status, with the total. */
export async function batchPage(db: D1Database, filter: { unlockAt?: number; status?: BatchStatus }, page: number, pageSize: number) {
  const where = `WHERE (?1 IS NULL OR b.unlock_at = ?1) AND (?2 IS NULL OR ${BATCH_STATUS_SQL} = ?2)`;
  const [rows, count] = await db.batch([
    db.prepare(`SELECT ${BATCH_COLUMNS} FROM distribution_batches b ${where} ORDER BY b.unlock_at, b.sequence LIMIT ?3 OFFSET ?4`)
      .bind(filter.unlockAt ?? null, filter.status ?? null, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM distribution_batches b ${where}`).bind(filter.unlockAt ?? null, filter.status ?? null),
  ]);
  return { batches: rows!.results as unknown as BatchRecord[], total: (count!.results[0] as { n: number }).n };
}

/** Every attempt of the given batches, oldest first. */
export async function attemptsOf(db: D1Database, batchIds: readonly string[]): Promise<AttemptRecord[]> {
  if (batchIds.length === 0) return [];
  const { results } = await db
    .prepare('SELECT * FROM distribution_attempts WHERE batch_id IN (SELECT value FROM json_each(?)) ORDER BY batch_id, number')
    .bind(JSON.stringify(batchIds))
    .all<AttemptRecord>();
  return results;
}

/** Where links point: the cluster and (for a local chain) its RPC URL. */
export interface ExplorerContext {
  cluster: string;
  rpcUrl: string;
}

export function attemptView(attempt: AttemptRecord, explorer: ExplorerContext): AttemptView {
  return {
    id: attempt.id,
    number: attempt.number,
    status: attempt.status,
    blockhash: attempt.blockhash,
    lastValidBlockHeight: String(attempt.last_valid_block_height),
    priorityFeeMicroLamports: String(attempt.priority_fee_micro_lamports),
    signature: attempt.signature,
    explorerUrl: attempt.signature ? explorerTxUrl(attempt.signature, explorer.cluster, explorer.rpcUrl) : null,
    startedAt: new Date(attempt.started_at).toISOString(),
    startedBy: attempt.started_by,
    submittedAt: attempt.submitted_at === null ? null : new Date(attempt.submitted_at).toISOString(),
    resolvedAt: attempt.resolved_at === null ? null : new Date(attempt.resolved_at).toISOString(),
    error: attempt.error,
  };
}

/** A batch with its attempts, as the console lists it. */
export function batchView(batch: BatchRecord, attempts: AttemptRecord[], plan: { decimals: number; rentPerAccount: bigint }, explorer: ExplorerContext): BatchView {
  const last = attempts.at(-1);
  return {
    id: batch.id,
    unlockAt: new Date(batch.unlock_at).toISOString(),
    sequence: batch.sequence,
    reference: batch.reference,
    status: batch.shown,
    transfers: batch.transfers,
    accountsToCreate: batch.accounts_to_create,
    amount: tokenAmount(batch.total_base_units, plan.decimals),
    fee: solAmount(LAMPORTS_PER_SIGNATURE),
    rent: solAmount(BigInt(batch.accounts_to_create) * plan.rentPerAccount),
    paidSignature: batch.paid_signature,
    explorerUrl: batch.paid_signature ? explorerTxUrl(batch.paid_signature, explorer.cluster, explorer.rpcUrl) : null,
    paidAt: batch.paid_at === null ? null : new Date(batch.paid_at).toISOString(),
    error: batch.detail ?? (last && (last.status === 'failed' || last.status === 'submitted') ? last.error : null),
    attempts: attempts.map((attempt) => attemptView(attempt, explorer)),
  };
}

/** The recipients and amounts of a batch's rows, in the order its transaction pays them (row id). */
export async function batchRows(db: D1Database, batchId: string) {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.wallet, r.amount_base_units, r.create_account, r.status, p.token_account
       FROM distribution_rows r JOIN distribution_recipients p ON p.wallet = r.wallet WHERE r.batch_id = ? ORDER BY r.id`,
    )
    .bind(batchId)
    .all<{ id: number; wallet: string; amount_base_units: string; create_account: number; status: string; token_account: string }>();
  return results;
}
