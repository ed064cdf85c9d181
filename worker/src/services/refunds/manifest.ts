// GET /api/refunds/manifest: the public manifest of an approved refund plan, the latest by default,
// with every approved plan to choose from (README, "Refunds"): its hash and approval time, per-asset totals and progress, and one page of lines (wallet,
// asset, amount, reasons, status, the transaction that paid it, its batch's expired or failed
// attempts), published before anything is paid. Paged in SQL; no email.
import type { RefundManifest, RefundManifestEntry } from '@core/api/refunds';
import { REFUND_MESSAGES, type RefundManifestQuery } from '@core/schemas/refunds';
import { explorerTxUrl } from '@core/explorer';
import type { AssetSymbol } from '@core/payment-assets';
import { refusal, type Refusal } from '../../lib/refusal';
import type { ExplorerContext } from '../payout/attempt-records';
import { refundAmount } from './amounts';
import { linePage } from './line-lists';
import { lineReasons, type RefundPlanRecord } from './plan-store';

/** Every plan the admin approved (approved or finished), newest first: a sale has a few at most. */
async function publishedPlans(db: D1Database): Promise<RefundPlanRecord[]> {
  return (await db.prepare('SELECT * FROM refund_plans WHERE approved_at IS NOT NULL ORDER BY approved_at DESC').all<RefundPlanRecord>()).results;
}

/** The manifest of `query.plan` (the newest approved plan by default); not found for an id no approved plan has. */
export async function refundManifest(db: D1Database, query: RefundManifestQuery, explorer: ExplorerContext): Promise<RefundManifest | Refusal> {
  const published = await publishedPlans(db);
  const plans = published.map((row) => ({ id: row.id, approvedAt: new Date(row.approved_at!).toISOString(), status: row.status, lines: row.lines }));
  const plan = query.plan === undefined ? published[0] : published.find((row) => row.id === query.plan);
  if (query.plan !== undefined && !plan) return refusal('not found', REFUND_MESSAGES.planNotPublished);
  if (!plan) return { items: [], page: query.page, pageSize: query.pageSize, total: 0, plans, plan: null };
  const { lines, total } = await linePage(db, plan.id, { q: query.q, filter: 'all', wallet: query.wallet }, query.page, query.pageSize);
  const [totals, attempts] = await db.batch([
    db.prepare(
      `SELECT asset, MAX(decimals) AS decimals, COUNT(*) AS lines, CAST(SUM(CAST(amount_base_units AS INTEGER)) AS TEXT) AS units,
         SUM(status = 'paid') AS paid_lines, CAST(SUM(CASE WHEN status = 'paid' THEN CAST(amount_base_units AS INTEGER) ELSE 0 END) AS TEXT) AS paid_units,
         SUM(status = 'held') AS held_lines, CAST(SUM(CASE WHEN status = 'held' THEN CAST(amount_base_units AS INTEGER) ELSE 0 END) AS TEXT) AS held_units
       FROM refund_lines WHERE plan_id = ? GROUP BY asset ORDER BY CASE asset WHEN 'SOL' THEN 0 ELSE 1 END, asset`,
    ).bind(plan.id),
    db.prepare(
      `SELECT batch_id, signature, status FROM refund_attempts WHERE batch_id IN (SELECT value FROM json_each(?)) AND status IN ('expired', 'failed') AND signature IS NOT NULL ORDER BY number`,
    ).bind(JSON.stringify([...new Set(lines.flatMap((line) => (line.batch_id ? [line.batch_id] : [])))])),
  ]);
  const expired = new Map<string, RefundManifestEntry['expiredAttempts']>();
  for (const row of attempts!.results as { batch_id: string; signature: string; status: 'expired' | 'failed' }[]) {
    expired.set(row.batch_id, [...(expired.get(row.batch_id) ?? []), { signature: row.signature, status: row.status, explorerUrl: explorerTxUrl(row.signature, explorer.cluster, explorer.rpcUrl) }]);
  }
  const assetTotals = totals!.results as { asset: AssetSymbol; decimals: number; lines: number; units: string; paid_lines: number; paid_units: string; held_lines: number; held_units: string }[];
  return {
    items: lines.map((line) => ({
      wallet: line.wallet,
      asset: line.asset,
      amount: refundAmount(line.asset, line.amount_base_units, line.decimals),
      reasons: lineReasons(line),
      status: line.shown,
      signature: line.paid_signature,
      explorerUrl: line.paid_signature ? explorerTxUrl(line.paid_signature, explorer.cluster, explorer.rpcUrl) : null,
      paidAt: line.paid_at === null ? null : new Date(line.paid_at).toISOString(),
      expiredAttempts: line.batch_id ? (expired.get(line.batch_id) ?? []) : [],
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    plans,
    plan: {
      id: plan.id,
      approvedAt: new Date(plan.approved_at!).toISOString(),
      planHash: plan.plan_hash!,
      treasury: plan.treasury,
      status: plan.status,
      wallets: plan.wallets,
      lines: plan.lines,
      totals: assetTotals.map((row) => ({
        asset: row.asset,
        lines: row.lines,
        amount: refundAmount(row.asset, row.units, row.decimals),
        paidLines: row.paid_lines,
        paidAmount: refundAmount(row.asset, row.paid_units, row.decimals),
        heldLines: row.held_lines,
        heldAmount: refundAmount(row.asset, row.held_units, row.decimals),
      })),
    },
  };
}
