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
 * Which wallets a read of what is owed covers: those whose address contains the admin's search ('' =
 * every wallet), or exactly the given wallets (a buyer's lookup, an investor's wallets).
 */
export type OwedWallets = { search: string } | { wallets: readonly string[] };

/**
 * Every amount owed as (wallet, asset, units, decimals, detail, refund_reason, at) for the wallets of
 * `filter`, bound as `?1` (the search: instr keeps base58's case, as addresses need; or the wallets as a
 * JSON array); `?2` is 1 when the sale closed below its soft cap (contributions are owed too).
 */
function owedSql(filter: OwedWallets): string {
  const covers = (column: string) => ('search' in filter ? `(?1 = '' OR instr(${column}, ?1) > 0)` : `${column} IN (SELECT value FROM json_each(?1))`);
  return `WITH owed AS (
  SELECT sender AS wallet, asset, ${assetUnitsSql()} AS units, token_decimals AS decimals, detail, refund_reason, created_at AS at FROM unmatched_payments
   WHERE status = 'refund_due' AND ${covers('sender')}
  UNION ALL
  SELECT wallet_address, asset, ${assetUnitsSql()}, token_decimals, '${SOFT_CAP_REFUND_REASON}', NULL, credited_at FROM contributions
   WHERE ?2 = 1 AND refunded_at IS NULL AND ${covers('wallet_address')})`;
}

/** The value bound as `?1` of owedSql(filter). */
const owedParam = (filter: OwedWallets) => ('search' in filter ? filter.search : JSON.stringify(filter.wallets));

/** Whether the sale closed below its soft cap at `now` (contributions are then owed back too). */
export async function softCapRefundsDue(db: D1Database, now = new Date()): Promise<boolean> {
  const state = await loadSaleState(db, now);
  return closedBelowSoftCap({ icoEndsAt: state.dates?.icoEndsAt ?? null, raisedCents: state.totals.raisedCents, softCapCents: state.settings.softCapCents, now });
}

interface LineSums extends AssetSumRow {
  wallet: string;
  payments: number;
}

/** One wallet's amount owed in one asset, how many payments and contributions add up to it, and why. */
export interface OwedLine {
  wallet: string;
  amount: AssetAmount;
  payments: number;
  reasons: string[];
}

/** Words for why a payment is owed back, from its detail and the admin's own reason (null when none). */
export type OwedReasonText = (detail: string, adminReason: string | null) => string;

const lineKey = (wallet: string, asset: string) => `${wallet} ${asset}`;

/** The admin's row of one line owed: the amount in its asset, its USD value when known by itself, and the SOL columns. */
function owedRow(line: OwedLine): RefundOwedRow {
  const usdCents = ownUsdCents(line.amount);
  const lamports = line.amount.asset === 'SOL' ? line.amount.units : 0n;
  return {
    wallet: line.wallet,
    ...toAssetDecimal(line.amount),
    usd: usdCents === null ? null : centsToUsd(usdCents),
    lamports: lamports.toString(),
    sol: formatLamportsAsSol(lamports),
    payments: line.payments,
    reasons: line.reasons,
  };
}

/**
 * A page of lines (wallet and asset) of the wallets of `filter` with their reasons: SOL first, then each
 * stablecoin, as the console pays them from one asset at a time; most owed first within an asset (wallet
 * as tie-break, so pages never overlap).
 */
export async function owedLines(
  db: D1Database,
  filter: OwedWallets,
  options: { softCap: boolean; limit: number; offset: number; reasonText: OwedReasonText },
): Promise<OwedLine[]> {
  const sql = owedSql(filter);
  const param = owedParam(filter);
  const flag = options.softCap ? 1 : 0;
  const { results } = await db
    .prepare(
      `${sql} SELECT wallet, asset, CAST(SUM(units) AS TEXT) AS units, MAX(decimals) AS decimals, COUNT(*) AS payments FROM owed
       GROUP BY wallet, asset ORDER BY ${assetOrderSql()}, SUM(units) DESC, wallet ASC LIMIT ?3 OFFSET ?4`,
    )
    .bind(param, flag, options.limit, options.offset)
    .all<LineSums>();
  if (results.length === 0) return [];
  const reasons = await db
    .prepare(`${sql} SELECT DISTINCT wallet, asset, detail, refund_reason FROM owed WHERE wallet IN (SELECT value FROM json_each(?3)) ORDER BY at ASC`)
    .bind(param, flag, JSON.stringify([...new Set(results.map((row) => row.wallet))]))
    .all<{ wallet: string; asset: string; detail: string; refund_reason: string | null }>();
  const byLine = new Map<string, Set<string>>();
  for (const row of reasons.results) {
    const key = lineKey(row.wallet, row.asset);
    const set = byLine.get(key) ?? new Set<string>();
    set.add(options.reasonText(row.detail, row.refund_reason));
    byLine.set(key, set);
  }
  return results.map((row) => ({
    wallet: row.wallet,
    amount: amountOfSum(row),
    payments: row.payments,
    reasons: [...(byLine.get(lineKey(row.wallet, row.asset)) ?? [])],
  }));
}

/** The admin's lines: every reason as the Refunds list says it, the admin's own reason included. */
const adminOwedLines = (db: D1Database, search: string, softCap: boolean, limit: number, offset: number) =>
  owedLines(db, { search }, { softCap, limit, offset, reasonText: refundReasonText }).then((lines) => lines.map(owedRow));

/** One page of the refunds owed, with the number of lines and the total owed in each asset over the whole search. */
export async function refundsOwedPage(db: D1Database, query: { q: string; page: number; pageSize: number }, now = new Date()): Promise<RefundsOwedPage> {
  const softCap = await softCapRefundsDue(db, now);
  const flag = softCap ? 1 : 0;
  const sql = owedSql({ search: query.q });
  const [lines, sums] = await db.batch<unknown>([
    db.prepare(`${sql} SELECT COUNT(*) AS lines FROM (SELECT 1 FROM owed GROUP BY wallet, asset)`).bind(query.q, flag),
    db.prepare(`${sql} SELECT asset, CAST(SUM(units) AS TEXT) AS units, MAX(decimals) AS decimals FROM owed GROUP BY asset ORDER BY ${assetOrderSql()}`).bind(query.q, flag),
  ]);
  const totals = (sums!.results as AssetSumRow[]).map(amountOfSum);
  const sol = totals.find((total) => total.asset === 'SOL')?.units ?? 0n;
  return {
    items: await adminOwedLines(db, query.q, softCap, query.pageSize, (query.page - 1) * query.pageSize),
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
    const rows = await adminOwedLines(db, '', await softCap, pageSize, offset ?? 0);
    if (rows.length === 0) return null;
    return {
      rows: rows.map((row) => [row.wallet, row.asset, row.amount, row.lamports, row.sol, row.payments, row.reasons.join('; ')]),
      cursor: (offset ?? 0) + rows.length,
    };
  });
}
