// The console's distribution downloads: every payout of the plan with its status and transaction
// (plan.csv), and every signing attempt with its blockhash, signature and outcome (attempts.csv).
// Streamed by keyset pages like the other exports.
import { unitsToDecimal } from '@core/format/numbers';
import { csvStream } from '../admin/csv-stream';
import { ROW_STATUS_SQL } from './plan-lists';
import type { PlanRecord } from './plan-store';

const PAGE = 500;
const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

export const PLAN_CSV_HEADER = [
  'Unlock Date', 'Unlock', 'Wallet', 'Token Account', 'Amount', 'Amount Base Units', 'Purchased Base Units', 'Referral Base Units',
  'Status', 'Batch', 'Batch Reference', 'Signature', 'Paid At',
] as const;

/** Every payout row in (unlock date, wallet) order. */
export function planCsv(db: D1Database, plan: PlanRecord, now: Date): ReadableStream<Uint8Array> {
  return csvStream<[number, string]>(PLAN_CSV_HEADER, async (cursor) => {
    const { results } = await db
      .prepare(
        `SELECT r.unlock_at, u.number, r.wallet, p.token_account, r.amount_base_units, r.purchased_base_units, r.referral_base_units,
           ${ROW_STATUS_SQL('?3')} AS shown, r.batch_id, b.reference, r.paid_signature, r.paid_at
         FROM distribution_rows r JOIN distribution_recipients p ON p.wallet = r.wallet JOIN distribution_unlocks u ON u.unlock_at = r.unlock_at
           LEFT JOIN distribution_batches b ON b.id = r.batch_id
         WHERE (r.unlock_at, r.wallet) > (?1, ?2) ORDER BY r.unlock_at, r.wallet LIMIT ?4`,
      )
      .bind(cursor?.[0] ?? -1, cursor?.[1] ?? '', now.getTime(), PAGE)
      .all<{ unlock_at: number; number: number; wallet: string; token_account: string; amount_base_units: string; purchased_base_units: string;
        referral_base_units: string; shown: string; batch_id: string | null; reference: string | null; paid_signature: string | null; paid_at: number | null }>();
    const last = results.at(-1);
    if (!last) return null;
    return {
      cursor: [last.unlock_at, last.wallet],
      rows: results.map((row) => [
        iso(row.unlock_at), row.number, row.wallet, row.token_account, unitsToDecimal(BigInt(row.amount_base_units), plan.decimals), row.amount_base_units,
        row.purchased_base_units, row.referral_base_units, row.shown, row.batch_id, row.reference, row.paid_signature, iso(row.paid_at),
      ]),
    };
  });
}

export const ATTEMPTS_CSV_HEADER = [
  'Unlock Date', 'Batch', 'Sequence', 'Reference', 'Attempt', 'Status', 'Blockhash', 'Last Valid Block Height', 'Priority Fee (micro-lamports/CU)',
  'Signature', 'Started At', 'Started By', 'Submitted At', 'Resolved At', 'Error',
] as const;

/** Every attempt in the order they were started. */
export function attemptsCsv(db: D1Database): ReadableStream<Uint8Array> {
  return csvStream<[number, string]>(ATTEMPTS_CSV_HEADER, async (cursor) => {
    const { results } = await db
      .prepare(
        `SELECT b.unlock_at, a.batch_id, b.sequence, b.reference, a.number, a.status, a.blockhash, a.last_valid_block_height, a.priority_fee_micro_lamports,
           a.signature, a.started_at, a.started_by, a.submitted_at, a.resolved_at, a.error, a.id
         FROM distribution_attempts a JOIN distribution_batches b ON b.id = a.batch_id
         WHERE (a.started_at, a.id) > (?1, ?2) ORDER BY a.started_at, a.id LIMIT ?3`,
      )
      .bind(cursor?.[0] ?? -1, cursor?.[1] ?? '', PAGE)
      .all<{ unlock_at: number; batch_id: string; sequence: number; reference: string; number: number; status: string; blockhash: string; last_valid_block_height: number;
        priority_fee_micro_lamports: number; signature: string | null; started_at: number; started_by: string; submitted_at: number | null; resolved_at: number | null; error: string | null; id: string }>();
    const last = results.at(-1);
    if (!last) return null;
    return {
      cursor: [last.started_at, last.id],
      rows: results.map((row) => [
        iso(row.unlock_at), row.batch_id, row.sequence, row.reference, row.number, row.status, row.blockhash, row.last_valid_block_height,
        row.priority_fee_micro_lamports, row.signature, iso(row.started_at), row.started_by, iso(row.submitted_at), iso(row.resolved_at), row.error,
      ]),
    };
  });
}
