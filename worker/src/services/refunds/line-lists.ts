// The refund plan's lines as the console and the public manifest list them: paged and searched in
// SQL (by wallet prefix, asset, flag and shown status), each with its shown status derived from its
// row and its batch's attempts, never stored twice.
import type { RefundLineStatus, RefundLineView } from '@core/api/refunds';
import type { RefundLinesQuery } from '@core/schemas/refunds';
import { explorerTxUrl } from '@core/explorer';
import type { ExplorerContext } from '../payout/attempt-records';
import { refundAmount } from './amounts';
import { lineFlags, lineReasons, type RefundLineRecord } from './plan-store';

/** The shown status of line `l`: paid, held (or to be held, on a draft), sending (its batch has a live attempt), else owed. */
export const LINE_STATUS_SQL = `CASE
  WHEN l.status = 'paid' THEN 'paid'
  WHEN l.status = 'held' OR l.choice = 'hold' THEN 'held'
  WHEN l.batch_id IS NOT NULL AND EXISTS (SELECT 1 FROM refund_attempts a WHERE a.batch_id = l.batch_id AND a.status IN ('started', 'submitted')) THEN 'sending'
  ELSE 'owed' END`;

export type ShownLine = RefundLineRecord & { shown: RefundLineStatus };

/** A line as the console shows it. */
export function refundLineView(line: ShownLine, explorer: ExplorerContext): RefundLineView {
  const flags = lineFlags(line);
  return {
    id: line.id,
    wallet: line.wallet,
    asset: line.asset,
    amount: refundAmount(line.asset, line.amount_base_units, line.decimals),
    reasons: lineReasons(line),
    sources: line.sources,
    tokenAccount: line.token_account,
    accountState: line.account_state,
    offCurve: line.off_curve === 1,
    flags,
    needsChoice: flags.length > 0 && line.choice === null,
    choice: line.choice,
    choiceReason: line.choice_reason,
    choiceBy: line.choice_by,
    choiceAt: line.choice_at === null ? null : new Date(line.choice_at).toISOString(),
    status: line.shown,
    batchId: line.batch_id,
    paidBy: line.paid_by,
    signature: line.paid_signature,
    explorerUrl: line.paid_signature ? explorerTxUrl(line.paid_signature, explorer.cluster, explorer.rpcUrl) : null,
    paidAt: line.paid_at === null ? null : new Date(line.paid_at).toISOString(),
  };
}

/** The WHERE of a line search over plan ?1: wallet prefix ?2, asset ?3, flag filter ?4, shown status ?5, exact wallet ?6. */
const WHERE = `WHERE l.plan_id = ?1 AND (?2 = '' OR substr(l.wallet, 1, length(?2)) = ?2) AND (?3 IS NULL OR l.asset = ?3)
  AND (?4 = 'all' OR (?4 = 'flagged' AND l.flagged = 1) OR (?4 = 'undecided' AND l.flagged = 1 AND l.choice IS NULL))
  AND (?5 IS NULL OR ${LINE_STATUS_SQL} = ?5) AND (?6 IS NULL OR l.wallet = ?6)`;

export interface LineFilter {
  q: string;
  asset?: RefundLinesQuery['asset'];
  filter: RefundLinesQuery['filter'];
  status?: RefundLineStatus;
  wallet?: string;
}

/** A page of a plan's lines (SOL first, then by asset, then wallet) with the total matching. */
export async function linePage(db: D1Database, planId: string, filter: LineFilter, page: number, pageSize: number): Promise<{ lines: ShownLine[]; total: number }> {
  const params = [planId, filter.q, filter.asset ?? null, filter.filter, filter.status ?? null, filter.wallet ?? null];
  const [rows, count] = await db.batch([
    db.prepare(`SELECT l.*, ${LINE_STATUS_SQL} AS shown FROM refund_lines l ${WHERE} ORDER BY CASE l.asset WHEN 'SOL' THEN 0 ELSE 1 END, l.asset, l.wallet LIMIT ?7 OFFSET ?8`)
      .bind(...params, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS n FROM refund_lines l ${WHERE}`).bind(...params),
  ]);
  return { lines: rows!.results as unknown as ShownLine[], total: (count!.results[0] as { n: number }).n };
}

/** One line of a plan with its shown status, or null. */
export function loadLine(db: D1Database, planId: string, id: number): Promise<ShownLine | null> {
  return db.prepare(`SELECT l.*, ${LINE_STATUS_SQL} AS shown FROM refund_lines l WHERE l.plan_id = ? AND l.id = ?`).bind(planId, id).first<ShownLine>();
}
