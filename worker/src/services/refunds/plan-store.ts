// Reads of the refund plan tables (refund_plans, refund_lines). The live plan is the one draft or
// approved plan (at most one: the partial unique index); once finished, the latest plan is shown until
// a new one is built.
import type { AssetSymbol } from '@core/payment-assets';
import type { RefundLineFlag } from '@core/api/refunds';

export interface RefundPlanRecord {
  id: string;
  status: 'draft' | 'approved' | 'finished';
  treasury: string;
  wallets: number;
  lines: number;
  sources: number;
  rent_per_account_lamports: number;
  dust_threshold_lamports: number;
  source_fingerprint: string;
  lines_hash: string;
  plan_hash: string | null;
  built_at: number;
  built_by: string;
  approved_at: number | null;
  approved_by: string | null;
  finished_at: number | null;
}

export interface RefundLineRecord {
  id: number;
  plan_id: string;
  wallet: string;
  asset: AssetSymbol;
  decimals: number;
  amount_base_units: string;
  reasons: string;
  sources: number;
  token_account: string | null;
  account_state: 'missing' | 'ready' | 'frozen' | null;
  off_curve: number;
  flags: string;
  flagged: number;
  choice: 'pay' | 'hold' | null;
  choice_reason: string | null;
  choice_by: string | null;
  choice_at: number | null;
  status: 'planned' | 'held' | 'batched' | 'paid';
  batch_id: string | null;
  create_account: number;
  paid_by: 'batch' | 'hand' | null;
  paid_signature: string | null;
  paid_at: number | null;
}

/** The live plan (draft or approved), else the latest finished one, else null. */
export function loadRefundPlan(db: D1Database): Promise<RefundPlanRecord | null> {
  return db
    .prepare("SELECT * FROM refund_plans ORDER BY CASE WHEN status IN ('draft', 'approved') THEN 0 ELSE 1 END, built_at DESC LIMIT 1")
    .first<RefundPlanRecord>();
}

/** The flags of a stored line. */
export const lineFlags = (line: Pick<RefundLineRecord, 'flags'>): RefundLineFlag[] => JSON.parse(line.flags) as RefundLineFlag[];

/** The reasons of a stored line. */
export const lineReasons = (line: Pick<RefundLineRecord, 'reasons'>): string[] => JSON.parse(line.reasons) as string[];

/** Every line of a plan, in canonical order (asset, wallet). */
export async function planLines(db: D1Database, planId: string): Promise<RefundLineRecord[]> {
  const { results } = await db.prepare('SELECT * FROM refund_lines WHERE plan_id = ? ORDER BY asset, wallet').bind(planId).all<RefundLineRecord>();
  return results;
}

/** Each line's sources as `payment:<id>` / `contribution:<id>`, by line id. */
export async function lineSourceKeys(db: D1Database, planId: string): Promise<Map<number, string[]>> {
  const { results } = await db.prepare('SELECT line_id, kind, source_id FROM refund_line_sources WHERE plan_id = ?').bind(planId).all<{ line_id: number; kind: string; source_id: string }>();
  const byLine = new Map<number, string[]>();
  for (const row of results) byLine.set(row.line_id, [...(byLine.get(row.line_id) ?? []), `${row.kind}:${row.source_id}`]);
  return byLine;
}
