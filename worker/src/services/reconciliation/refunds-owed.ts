// What the treasury owes back, per wallet and why (DESIGN.md 4): the payments marked refund_due,
// grouped by sender, searched by part of the wallet and read one page at a time for the admin's
// Refunds list, or streamed in full for the payout CSV.
import { formatLamportsAsSol } from '@core/lamports';
import type { RefundOwedRow, RefundsOwedPage } from '@core/api/reconciliation';
import { refundReasonText } from '@core/reconciliation';
import { csvStream } from '../admin/csv-stream';

// `?1` is the search ('' = every wallet); instr keeps base58's case, as addresses need.
const OWED = "status = 'refund_due' AND (?1 = '' OR instr(sender, ?1) > 0)";

interface WalletSums {
  wallet: string;
  lamports: number;
  payments: number;
}

/** A page of wallets, most owed first (address as tie-break, so pages never overlap), with their reasons. */
async function owedWallets(db: D1Database, q: string, limit: number, offset: number): Promise<RefundOwedRow[]> {
  const { results } = await db
    .prepare(
      `SELECT sender AS wallet, SUM(lamports) AS lamports, COUNT(*) AS payments FROM unmatched_payments
       WHERE ${OWED} GROUP BY sender ORDER BY SUM(lamports) DESC, sender ASC LIMIT ?2 OFFSET ?3`,
    )
    .bind(q, limit, offset)
    .all<WalletSums>();
  if (results.length === 0) return [];
  const reasons = await db
    .prepare(
      `SELECT DISTINCT sender, detail, refund_reason FROM unmatched_payments
       WHERE status = 'refund_due' AND sender IN (SELECT value FROM json_each(?1)) ORDER BY created_at ASC`,
    )
    .bind(JSON.stringify(results.map((row) => row.wallet)))
    .all<{ sender: string; detail: string; refund_reason: string | null }>();
  const byWallet = new Map<string, Set<string>>();
  for (const row of reasons.results) {
    const set = byWallet.get(row.sender) ?? new Set<string>();
    set.add(refundReasonText(row.detail, row.refund_reason));
    byWallet.set(row.sender, set);
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
export async function refundsOwedPage(db: D1Database, query: { q: string; page: number; pageSize: number }): Promise<RefundsOwedPage> {
  const totals = await db
    .prepare(`SELECT COUNT(DISTINCT sender) AS wallets, COALESCE(SUM(lamports), 0) AS lamports FROM unmatched_payments WHERE ${OWED}`)
    .bind(query.q)
    .first<{ wallets: number; lamports: number }>();
  const total = BigInt(totals?.lamports ?? 0);
  return {
    items: await owedWallets(db, query.q, query.pageSize, (query.page - 1) * query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: totals?.wallets ?? 0,
    totalLamports: total.toString(),
    totalSol: formatLamportsAsSol(total),
  };
}

export const REFUNDS_CSV_HEADER = ['Wallet', 'Lamports', 'SOL', 'Payments', 'Reasons'] as const;

/** Every wallet owed, 500 at a time, as the payout CSV's rows (reasons joined with "; "). */
export function refundsCsv(db: D1Database): ReadableStream<Uint8Array> {
  const pageSize = 500;
  return csvStream<number>([...REFUNDS_CSV_HEADER], async (offset) => {
    const rows = await owedWallets(db, '', pageSize, offset ?? 0);
    if (rows.length === 0) return null;
    return {
      rows: rows.map((row) => [row.wallet, row.lamports, row.sol, row.payments, row.reasons.join('; ')]),
      cursor: (offset ?? 0) + rows.length,
    };
  });
}
