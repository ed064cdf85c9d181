// What the treasury owes back, per wallet and asset and why (docs/money-in.md): the payments marked
// refund_due and, once the sale closed below its soft cap, every credited contribution not yet refunded;
// grouped by wallet and asset (a refund goes back in the asset that came: refunds.ts), searched by part
// of the wallet and read one page at a time for the admin's Refunds list, or streamed in full for the
// payout CSV.
import { toAssetDecimal, type AssetAmount } from '@core/asset-amount';
import { centsToUsd, formatLamportsAsSol } from '@core/lamports';
import { ownUsdCents } from '@core/stablecoin-amount';
import type { RefundOwedRow, RefundsOwedPage } from '@core/api/reconciliation';
import { closedBelowSoftCap, refundReasonText, SOFT_CAP_REFUND_REASON } from '@core/reconciliation';
import { amountOfSum, assetOrderSql, assetUnitsSql, type AssetSumRow } from '../../db/money-columns';
import { csvStream } from '../admin/csv-stream';
import { loadSaleState } from '../sale/sale-state';

/**
 * Every amount owed as (wallet, asset, units, decimals, detail, refund_reason, at): `?1` is the search
 * ('' = every wallet; instr keeps base58's case, as addresses need), `?2` is 1 when the sale closed below
 * its soft cap (contributions are owed too).
 */
const OWED = `WITH owed AS (
  SELECT sender AS wallet, asset, ${assetUnitsSql()} AS units, token_decimals AS decimals, detail, refund_reason, created_at AS at FROM unmatched_payments
   WHERE status = 'refund_due' AND (?1 = '' OR instr(sender, ?1) > 0)
  UNION ALL
  SELECT wallet_address, asset, ${assetUnitsSql()}, token_decimals, '${SOFT_CAP_REFUND_REASON}', NULL, credited_at FROM contributions
   WHERE ?2 = 1 AND refunded_at IS NULL AND (?1 = '' OR instr(wallet_address, ?1) > 0))`;

/** Whether the sale closed below its soft cap at `now` (contributions are then owed back too). */
export async function softCapRefundsDue(db: D1Database, now = new Date()): Promise<boolean> {
  const state = await loadSaleState(db, now);
  return closedBelowSoftCap({ icoEndsAt: state.dates?.icoEndsAt ?? null, raisedCents: state.totals.raisedCents, softCapCents: state.settings.softCapCents, now });
}

interface LineSums extends AssetSumRow {
  wallet: string;
  payments: number;
}

const lineKey = (wallet: string, asset: string) => `${wallet} ${asset}`;

/** The row of one line owed: the amount in its asset, its USD value when known by itself, and the SOL columns. */
function owedRow(wallet: string, amount: AssetAmount, payments: number, reasons: string[]): RefundOwedRow {
  const usdCents = ownUsdCents(amount);
  const lamports = amount.asset === 'SOL' ? amount.units : 0n;
  return {
    wallet,
    ...toAssetDecimal(amount),
    usd: usdCents === null ? null : centsToUsd(usdCents),
    lamports: lamports.toString(),
    sol: formatLamportsAsSol(lamports),
    payments,
    reasons,
  };
}

/**
 * A page of lines (wallet and asset) with their reasons: SOL first, then each stablecoin, as the console
 * pays them from one asset at a time; most owed first within an asset (wallet as tie-break, so pages
 * never overlap).
 */
async function owedLines(db: D1Database, q: string, softCap: boolean, limit: number, offset: number): Promise<RefundOwedRow[]> {
  const flag = softCap ? 1 : 0;
  const { results } = await db
    .prepare(
      `${OWED} SELECT wallet, asset, CAST(SUM(units) AS TEXT) AS units, MAX(decimals) AS decimals, COUNT(*) AS payments FROM owed
       GROUP BY wallet, asset ORDER BY ${assetOrderSql()}, SUM(units) DESC, wallet ASC LIMIT ?3 OFFSET ?4`,
    )
    .bind(q, flag, limit, offset)
    .all<LineSums>();
  if (results.length === 0) return [];
  const reasons = await db
    .prepare(`${OWED} SELECT DISTINCT wallet, asset, detail, refund_reason FROM owed WHERE wallet IN (SELECT value FROM json_each(?3)) ORDER BY at ASC`)
    .bind(q, flag, JSON.stringify([...new Set(results.map((row) => row.wallet))]))
    .all<{ wallet: string; asset: string; detail: string; refund_reason: string | null }>();
  const byLine = new Map<string, Set<string>>();
  for (const row of reasons.results) {
    const key = lineKey(row.wallet, row.asset);
    const set = byLine.get(key) ?? new Set<string>();
    set.add(refundReasonText(row.detail, row.refund_reason));
    byLine.set(key, set);
  }
  return results.map((row) => owedRow(row.wallet, amountOfSum(row), row.payments, [...(byLine.get(lineKey(row.wallet, row.asset)) ?? [])]));
}

/** One page of the refunds owed, with the number of lines and the total owed in each asset over the whole search. */
export async function refundsOwedPage(db: D1Database, query: { q: string; page: number; pageSize: number }, now = new Date()): Promise<RefundsOwedPage> {
  const softCap = await softCapRefundsDue(db, now);
  const flag = softCap ? 1 : 0;
  const [lines, sums] = await db.batch<unknown>([
    db.prepare(`${OWED} SELECT COUNT(*) AS lines FROM (SELECT 1 FROM owed GROUP BY wallet, asset)`).bind(query.q, flag),
    db.prepare(`${OWED} SELECT asset, CAST(SUM(units) AS TEXT) AS units, MAX(decimals) AS decimals FROM owed GROUP BY asset ORDER BY ${assetOrderSql()}`).bind(query.q, flag),
  ]);
  const totals = (sums!.results as AssetSumRow[]).map(amountOfSum);
  const sol = totals.find((total) => total.asset === 'SOL')?.units ?? 0n;
  return {
    items: await owedLines(db, query.q, softCap, query.pageSize, (query.page - 1) * query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: (lines!.results[0] as { lines: number } | undefined)?.lines ?? 0,
    totals: totals.map(toAssetDecimal),
    totalLamports: sol.toString(),
    totalSol: formatLamportsAsSol(sol),
  };
}

/** The payout CSV's columns: one row per wallet and asset, the amount in that asset beside the SOL columns (0 on a stablecoin line). */
export const REFUNDS_CSV_HEADER = ['Wallet', 'Asset', 'Amount', 'Lamports', 'SOL', 'Payments', 'Reasons'] as const;

/** Every line owed, 500 at a time, as the payout CSV's rows (reasons joined with "; "). */
export function refundsCsv(db: D1Database, now = new Date()): ReadableStream<Uint8Array> {
  const pageSize = 500;
  let softCap: Promise<boolean> | null = null;
  return csvStream<number>([...REFUNDS_CSV_HEADER], async (offset) => {
    softCap ??= softCapRefundsDue(db, now);
    const rows = await owedLines(db, '', await softCap, pageSize, offset ?? 0);
    if (rows.length === 0) return null;
    return {
      rows: rows.map((row) => [row.wallet, row.asset, row.amount, row.lamports, row.sol, row.payments, row.reasons.join('; ')]),
      cursor: (offset ?? 0) + rows.length,
    };
  });
}
