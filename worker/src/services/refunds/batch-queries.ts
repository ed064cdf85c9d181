// Reads of refund batches and their lines, and their views for the console; attempts and the derived
// batch status are the payout engine's (../payout/attempt-records.ts).
import type { RefundBatchView } from '@core/api/refunds';
import type { BatchStatus } from '@core/api/distribution';
import type { AssetSymbol } from '@core/payment-assets';
import { explorerTxUrl } from '@core/explorer';
import { LAMPORTS_PER_SIGNATURE } from '@core/distribution/programs';
import { solAmount } from '../distribution/amounts';
import { attemptView, batchError, batchStatusSql, type AttemptRecord, type ExplorerContext } from '../payout/attempt-records';
import { REFUND_TABLES } from '../payout/payout-tables';
import { refundAmount } from './amounts';

/** The shown status of refund batch `b` as an SQL expression. */
export const REFUND_BATCH_STATUS_SQL = batchStatusSql(REFUND_TABLES);

export interface RefundBatchRecord {
  id: string;
  plan_id: string;
  asset: AssetSymbol;
  sequence: number;
  reference: string;
  status: 'open' | 'paid' | 'mismatch';
  shown: BatchStatus;
  transfers: number;
  accounts_to_create: number;
  total_base_units: string;
  /** The decimals of its asset (its lines'). */
  decimals: number;
  created_at: number;
  paid_signature: string | null;
  paid_at: number | null;
  detail: string | null;
}

const COLUMNS = `b.id, b.plan_id, b.asset, b.sequence, b.reference, b.status, ${REFUND_BATCH_STATUS_SQL} AS shown, b.transfers, b.accounts_to_create,
  b.total_base_units, COALESCE((SELECT MAX(l.decimals) FROM refund_lines l WHERE l.plan_id = b.plan_id AND l.asset = b.asset), 9) AS decimals,
  b.created_at, b.paid_signature, b.paid_at, b.detail`;

/** One batch, or null. */
export function loadRefundBatch(db: D1Database, id: string): Promise<RefundBatchRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM refund_batches b WHERE b.id = ?`).bind(id).first<RefundBatchRecord>();
}

/** A page of a plan's batches (asset, then sequence), optionally of one asset and shown status, with the total. */
export async function refundBatchPage(db: D1Database, planId: string, filter: { asset?: AssetSymbol; status?: BatchStatus }, page: number, pageSize: number) {
  const where = `WHERE b.plan_id = ?1 AND (?2 IS NULL OR b.asset = ?2) AND (?3 IS NULL OR ${REFUND_BATCH_STATUS_SQL} = ?3)`;
  const [rows, count] = await db.batch([
    db.prepare(`SELECT ${COLUMNS} FROM refund_batches b ${where} ORDER BY CASE b.asset WHEN 'SOL' THEN 0 ELSE 1 END, b.asset, b.sequence LIMIT ?4 OFFSET ?5`)
      .bind(planId, filter.asset ?? null, filter.status ?? null, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM refund_batches b ${where}`).bind(planId, filter.asset ?? null, filter.status ?? null),
  ]);
  return { batches: rows!.results as unknown as RefundBatchRecord[], total: (count!.results[0] as { n: number }).n };
}

/** A batch with its attempts, as the console lists it. */
export function refundBatchView(batch: RefundBatchRecord, attempts: AttemptRecord[], rentPerAccount: bigint, explorer: ExplorerContext): RefundBatchView {
  return {
    id: batch.id,
    asset: batch.asset,
    sequence: batch.sequence,
    reference: batch.reference,
    status: batch.shown,
    transfers: batch.transfers,
    accountsToCreate: batch.accounts_to_create,
    amount: refundAmount(batch.asset, batch.total_base_units, batch.decimals),
    fee: solAmount(LAMPORTS_PER_SIGNATURE),
    rent: solAmount(BigInt(batch.accounts_to_create) * rentPerAccount),
    paidSignature: batch.paid_signature,
    explorerUrl: batch.paid_signature ? explorerTxUrl(batch.paid_signature, explorer.cluster, explorer.rpcUrl) : null,
    paidAt: batch.paid_at === null ? null : new Date(batch.paid_at).toISOString(),
    error: batchError(batch.detail, attempts),
    attempts: attempts.map((attempt) => attemptView(attempt, explorer)),
  };
}

/** The lines of a batch still to pay by it, in the order its transaction pays them (line id). */
export async function batchLines(db: D1Database, batchId: string) {
  const { results } = await db
    .prepare("SELECT id, wallet, amount_base_units, token_account, account_state, create_account FROM refund_lines WHERE batch_id = ? AND status = 'batched' ORDER BY id")
    .bind(batchId)
    .all<{ id: number; wallet: string; amount_base_units: string; token_account: string | null; account_state: string | null; create_account: number }>();
  return results;
}
