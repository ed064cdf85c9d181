// What the treasury owes back, per wallet and why (docs/money-in.md): the payments marked refund_due and,
// once the sale closed below its soft cap, every credited contribution not yet refunded; grouped by
// wallet, searched by part of it and read one page at a time for the admin's Refunds list, or
// streamed in full for the payout CSV.
import { formatLamportsAsSol } from '@core/lamports';
import type { RefundOwedRow, RefundsOwedPage } from '@core/api/reconciliation';
import { closedBelowSoftCap, refundReasonText, SOFT_CAP_REFUND_REASON } from '@core/reconciliation';
import { csvStream } from '../admin/csv-stream';
import { loadSaleState } from '../sale/sale-state';

/**
 * Every amount owed as (wallet, lamports, detail, refund_reason, at): `?1` is the search ('' = every
 * wallet; instr keeps base58's case, as addresses need), `?2` is 1 when the sale closed below its
 * soft cap (contributions are owed too).
 */
const OWED = `WITH owed AS (
  SELECT sender AS wallet, lamports, detail, refund_reason, created_at AS at FROM unmatched_payments
   WHERE status = 'refund_due' AND (?1 = '' OR instr(sender, ?1) > 0)
  UNION ALL
  SELECT wallet_address, lamports, '${SOFT_CAP_REFUND_REASON}', NULL, credited_at FROM contributions
   WHERE ?2 = 1 AND refunded_at IS NULL AND (?1 = '' OR instr(wallet_address, ?1) > 0))`;

/** Whether the sale closed below its soft cap at `now` (contributions are then owed back too). */
export async function softCapRefundsDue(db: D1Database, now = new Date()): Promise<boolean> {
  const state = await loadSaleState(db, now);
  return closedBelowSoftCap({ icoEndsAt: state.dates?.icoEndsAt ?? null, raisedCents: state.totals.raisedCents, softCapCents: state.settings.softCapCents, now });
}

interface WalletSums {
  wallet: string;
  lamports: number;
  payments: number;
}

/** A page of wallets, most owed first (address as tie-break, so pages never overlap), with their reasons. */
async function owedWallets(db: D1Database, q: string, softCap: boolean, limit: number, offset: number): Promise<RefundOwedRow[]> {
  const flag = softCap ? 1 : 0;
  const { results } = await db
    .prepare(`${OWED} SELECT wallet, SUM(lamports) AS lamports, COUNT(*) AS payments FROM owed GROUP BY wallet ORDER BY SUM(lamports) DESC, wallet ASC LIMIT ?3 OFFSET ?4`)
    .bind(q, flag, limit, offset)
    .all<WalletSums>();
  if (results.length === 0) return [];
  const reasons = await db
    .prepare(`${OWED} SELECT DISTINCT wallet, detail, refund_reason FROM owed WHERE wallet IN (SELECT value FROM json_each(?3)) ORDER BY at ASC`)
    .bind(q, flag, JSON.stringify(results.map((row) => row.wallet)))
    .all<{ wallet: string; detail: string; refund_reason: string | null }>();
  const byWallet = new Map<string, Set<string>>();
  for (const row of reasons.results) {
    const set = byWallet.get(row.wallet) ?? new Set<string>();
    set.add(refundReasonText(row.detail, row.refund_reason));
    byWallet.set(row.wallet, set);
  }
  return results.map((row) => ({
    wallet: row.wallet,
    lamports: String(row.lamports),
    sol: formatLamportsAsSol(BigInt(row.lamports)),
    payments: row.payments,
    reasons: [...(byWallet.get(row.wallet) ?? [])],
  }));
}

/** One page of the refunds owed, with the number of wallets and the total owed over the whole search. */
export async function refundsOwedPage(db: D1Database, query: { q: string; page: number; pageSize: number }, now = new Date()): Promise<RefundsOwedPage> {
  const softCap = await softCapRefundsDue(db, now);
  const totals = await db
    .prepare(`${OWED} SELECT COUNT(DISTINCT wallet) AS wallets, COALESCE(SUM(lamports), 0) AS lamports FROM owed`)
    .bind(query.q, softCap ? 1 : 0)
    .first<{ wallets: number; lamports: number }>();
  const total = BigInt(totals?.lamports ?? 0);
  return {
    items: await owedWallets(db, query.q, softCap, query.pageSize, (query.page - 1) * query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.wallets ?? 0,
    totalLamports: total.toString(),
    totalSol: formatLamportsAsSol(total),
  };
}

export const REFUNDS_CSV_HEADER = ['Wallet', 'Lamports', 'SOL', 'Payments', 'Reasons'] as const;

/** Every wallet owed, 500 at a time, as the payout CSV's rows (reasons joined with "; "). */
export function refundsCsv(db: D1Database, now = new Date()): ReadableStream<Uint8Array> {
  const pageSize = 500;
  let softCap: Promise<boolean> | null = null;
  return csvStream<number>([...REFUNDS_CSV_HEADER], async (offset) => {
    softCap ??= softCapRefundsDue(db, now);
    const rows = await owedWallets(db, '', await softCap, pageSize, offset ?? 0);
    if (rows.length === 0) return null;
    return {
      rows: rows.map((row) => [row.wallet, row.lamports, row.sol, row.payments, row.reasons.join('; ')]),
      cursor: (offset ?? 0) + rows.length,
    };
  });
}
