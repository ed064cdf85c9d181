// The admin's Unmatched payments list as SQL over indexes: one page newest first, a status filter and a
// sender or signature search (whole or first characters), so it stays fast however many payments arrive.
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { UnmatchedListQuery } from '@core/schemas/reconciliation';
import type { UnmatchedReason, UnmatchedStatus } from '@core/reconciliation';
import { moneyColumnsSql, type MoneyColumnsRow } from '../../db/money-columns';
import { unmatchedPayments } from '../../db/schema';
import { projectFundingLabelSql } from './project-funding';

/** A row of unmatched_payments as the list reads it. */
export interface UnmatchedListRow extends MoneyColumnsRow {
  id: string;
  signature: string;
  sender: string;
  lamports: number;
  block_time: number;
  reason: UnmatchedReason;
  detail: string;
  likely_intent_id: string | null;
  status: UnmatchedStatus;
  contribution_id: string | null;
  refund_signature: string | null;
  /** The declared project wallet's label when the payment is funding from it (project-funding.ts). */
  project_wallet: string | null;
}

const COLUMNS = `id, signature, sender, ${moneyColumnsSql()}, block_time, reason, detail, likely_intent_id, status, contribution_id, refund_signature,
  ${projectFundingLabelSql('unmatched_payments')} AS project_wallet`;

/**
 * The condition of a query. A search is two index ranges (the signature's unique index, the sender's
 * index): `q` is base58, whose characters all sort below '{', so [q, q + '{') holds exactly the values
 * starting with q. With a search the status is checked on the few rows found (`+status` keeps the planner
 * off the status index, which would walk every payment of that status instead).
 */
function condition(q: string, status: UnmatchedListQuery['status']): { sql: string; params: string[] } {
  const byStatus = status === 'all' ? null : status;
  if (!q) return byStatus ? { sql: 'status = ?', params: [byStatus] } : { sql: '1', params: [] };
  const end = `${q}{`;
  const search = '((signature >= ? AND signature < ?) OR (sender >= ? AND sender < ?))';
  return byStatus ? { sql: `${search} AND +status = ?`, params: [q, end, q, end, byStatus] } : { sql: search, params: [q, end, q, end] };
}

/** The page and count statements of a query (exported so a test can EXPLAIN them). */
export function unmatchedPageQueries(db: D1Database, query: UnmatchedListQuery) {
  const where = condition(query.q, query.status);
  const page = db
    .prepare(`SELECT ${COLUMNS} FROM unmatched_payments WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .bind(...where.params, query.pageSize, (query.page - 1) * query.pageSize);
  const count = db.prepare(`SELECT COUNT(*) AS total FROM unmatched_payments WHERE ${where.sql}`).bind(...where.params);
  return { page, count };
}

/** Whether a payment with this id was ever recorded (tells 404 from 409 when it cannot change). */
export async function unmatchedPaymentExists(db: D1Database, id: string): Promise<boolean> {
  return (await drizzle(db).select({ id: unmatchedPayments.id }).from(unmatchedPayments).where(eq(unmatchedPayments.id, id)).get()) !== undefined;
}

/** One page of unmatched payments and how many match, read in one batch (one consistent snapshot). */
export async function listUnmatchedPage(db: D1Database, query: UnmatchedListQuery): Promise<{ rows: UnmatchedListRow[]; total: number }> {
  const { page, count } = unmatchedPageQueries(db, query);
  const [rows, counted] = await db.batch<unknown>([page, count]);
  return { rows: rows!.results as UnmatchedListRow[], total: (counted!.results[0] as { total: number }).total };
}
