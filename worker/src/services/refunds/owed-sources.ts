// What a refund plan is built from: every payment marked refund_due and, once the sale closed below
// its soft cap, every credited contribution not yet refunded (as refunds-owed.ts lists them), each
// source once, minus those already in a live line of a plan (refund_line_sources.live). The
// fingerprint of the whole owed set lets approval refuse a plan whose sources changed since its build.
import type { AssetSymbol } from '@core/payment-assets';
import { refundReasonText, SOFT_CAP_REFUND_REASON } from '@core/reconciliation';
import { sha256Hex } from '@core/distribution/plan-hash';
import { assetUnitsSql } from '../../db/money-columns';

export interface OwedSource {
  kind: 'payment' | 'contribution';
  id: string;
  wallet: string;
  asset: AssetSymbol;
  units: bigint;
  decimals: number;
  reason: string;
  at: number;
}

/** Not in a live line of another plan than ?2 (the draft being rebuilt, or the plan being approved). */
const NOT_IN_LIVE_LINE = (kind: string, id: string) =>
  `NOT EXISTS (SELECT 1 FROM refund_line_sources s WHERE s.kind = '${kind}' AND s.source_id = ${id} AND s.live = 1 AND s.plan_id <> ?2)`;

/**
 * Every source owed and in no live line of another plan than `ownPlan`, oldest first (the first `limit`
 * only, when given). `softCap`: contributions are owed too.
 */
export async function owedSources(db: D1Database, softCap: boolean, ownPlan: string | null, limit = -1): Promise<OwedSource[]> {
  const { results } = await db
    .prepare(
      `SELECT 'payment' AS kind, id, sender AS wallet, asset, CAST(${assetUnitsSql()} AS TEXT) AS units, COALESCE(token_decimals, 9) AS decimals, detail, refund_reason, created_at AS at
         FROM unmatched_payments WHERE status = 'refund_due' AND ${NOT_IN_LIVE_LINE('payment', 'unmatched_payments.id')}
       UNION ALL
       SELECT 'contribution', id, wallet_address, asset, CAST(${assetUnitsSql()} AS TEXT), COALESCE(token_decimals, 9), '${SOFT_CAP_REFUND_REASON}', NULL, credited_at
         FROM contributions WHERE ?1 = 1 AND refunded_at IS NULL AND ${NOT_IN_LIVE_LINE('contribution', 'contributions.id')}
       ORDER BY at, id LIMIT ?3`,
    )
    .bind(softCap ? 1 : 0, ownPlan ?? '', limit)
    .all<{ kind: OwedSource['kind']; id: string; wallet: string; asset: AssetSymbol; units: string; decimals: number; detail: string; refund_reason: string | null; at: number }>();
  return results.map((row) => ({
    kind: row.kind,
    id: row.id,
    wallet: row.wallet,
    asset: row.asset,
    units: BigInt(row.units),
    decimals: row.asset === 'SOL' ? 9 : row.decimals,
    reason: refundReasonText(row.detail, row.refund_reason),
    at: row.at,
  }));
}

/** SHA-256 of every owed source (kind, id, units), sorted: what approval compares with the build's. */
export function sourcesFingerprint(sources: readonly Pick<OwedSource, 'kind' | 'id' | 'units'>[]): Promise<string> {
  return sha256Hex([...sources].map((source) => `${source.kind}:${source.id} ${source.units}`).sort().join('\n'));
}

/** The lines sources add up to: one per wallet and asset, with the distinct reasons, oldest first. */
export function groupIntoLines(sources: readonly OwedSource[]) {
  const lines = new Map<string, { wallet: string; asset: AssetSymbol; decimals: number; amount: bigint; reasons: string[]; sources: OwedSource[] }>();
  for (const source of sources) {
    const key = `${source.asset} ${source.wallet}`;
    const line = lines.get(key) ?? { wallet: source.wallet, asset: source.asset, decimals: source.decimals, amount: 0n, reasons: [], sources: [] };
    line.amount += source.units;
    line.decimals = Math.max(line.decimals, source.decimals);
    if (!line.reasons.includes(source.reason)) line.reasons.push(source.reason);
    line.sources.push(source);
    lines.set(key, line);
  }
  return [...lines.values()];
}
