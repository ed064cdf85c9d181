// The console's refund plan download (plan.csv): every line with its amount, reasons, flags, choice,
// status, batch and transaction. Streamed by keyset pages like the other exports.
import { unitsToDecimal } from '@core/format/numbers';
import { csvStream } from '../admin/csv-stream';
import { LINE_STATUS_SQL } from './line-lists';
import { lineFlags, lineReasons, type RefundLineRecord, type RefundPlanRecord } from './plan-store';

const PAGE = 500;
const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString());

export const REFUND_PLAN_CSV_HEADER = [
  'Wallet', 'Asset', 'Amount', 'Amount Base Units', 'Reasons', 'Sources', 'Token Account', 'Flags', 'Choice', 'Choice Reason',
  'Status', 'Paid By', 'Batch', 'Batch Reference', 'Signature', 'Paid At',
] as const;

/** Every line of `plan` in (asset, wallet) order. */
export function refundPlanCsv(db: D1Database, plan: RefundPlanRecord): ReadableStream<Uint8Array> {
  return csvStream<[string, string]>(REFUND_PLAN_CSV_HEADER, async (cursor) => {
    const { results } = await db
      .prepare(
        `SELECT l.*, ${LINE_STATUS_SQL} AS shown, b.reference FROM refund_lines l LEFT JOIN refund_batches b ON b.id = l.batch_id
         WHERE l.plan_id = ?1 AND (l.asset, l.wallet) > (?2, ?3) ORDER BY l.asset, l.wallet LIMIT ?4`,
      )
      .bind(plan.id, cursor?.[0] ?? '', cursor?.[1] ?? '', PAGE)
      .all<RefundLineRecord & { shown: string; reference: string | null }>();
    const last = results.at(-1);
    if (!last) return null;
    return {
      cursor: [last.asset, last.wallet],
      rows: results.map((line) => [
        line.wallet, line.asset, unitsToDecimal(BigInt(line.amount_base_units), line.asset === 'SOL' ? 9 : line.decimals), line.amount_base_units,
        lineReasons(line).join('; '), line.sources, line.token_account, lineFlags(line).join(' '), line.choice, line.choice_reason,
        line.shown, line.paid_by, line.batch_id, line.reference, line.paid_signature, iso(line.paid_at),
      ]),
    };
  });
}
