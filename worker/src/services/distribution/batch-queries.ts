// Reads of distribution batches and their attempts, and their views for the console; the attempt
// reads and the derived batch status are the payout engine's (../payout/attempt-records.ts).
import type { BatchStatus, BatchView } from '@core/api/distribution';
import { explorerTxUrl } from '@core/explorer';
import { LAMPORTS_PER_SIGNATURE } from '@core/distribution/programs';
import { solAmount, tokenAmount } from './amounts';
import { attemptsOf as attemptsOfTables, attemptView, batchError, batchStatusSql, type AttemptRecord, type ExplorerContext } from '../payout/attempt-records';
import { DISTRIBUTION_TABLES } from '../payout/payout-tables';

export { LIVE_ATTEMPT_SQL, type ExplorerContext } from '../payout/attempt-records';

/** The shown status of batch `b` (an alias of distribution_batches) as an SQL expression. */
export const BATCH_STATUS_SQL = batchStatusSql(DISTRIBUTION_TABLES);

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

/** Every attempt of the given distribution batches, oldest first. */
export const attemptsOf = (db: D1Database, batchIds: readonly string[]) => attemptsOfTables(db, DISTRIBUTION_TABLES, batchIds);

/** A batch with its attempts, as the console lists it. */
export function batchView(batch: BatchRecord, attempts: AttemptRecord[], plan: { decimals: number; rentPerAccount: bigint }, explorer: ExplorerContext): BatchView {
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
    error: batchError(batch.detail, attempts),
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
