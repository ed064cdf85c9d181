// Verifies the refund batches that are sending (the cron, the admin's POST /verify, and one batch
// before it is signed again) with the payout engine's one verification pass
// (../payout/verify-attempts.ts): a line is paid only when a finalized, successful transaction paid by
// the treasury and carrying its batch's reference moved exactly its amount to its wallet (SOL) or its
// token account (stablecoin). Each paid line then becomes a `refunds` row and settles its sources as a
// hand refund does (reconciliation/refund-settlement.ts), so the treasury's outflow of that transaction
// is explained as refunds (settlement/outflows.ts, token-outflows.ts), and the buyer is mailed.
import type { VerifyReport } from '@core/api/distribution';
import { stablecoinMint, type AssetSymbol, type StablecoinSymbol } from '@core/payment-assets';
import type { SolanaRpc } from '../chain/solana-rpc';
import type { ExplorerContext } from '../payout/attempt-records';
import { refundPaidMailStatements } from '../mail/refund-mail';
import { REFUND_TABLES } from '../payout/payout-tables';
import { emptyReport, paidRowIds, verifyAttempts, type LandedPayout, type VerifyOptions } from '../payout/verify-attempts';
import { refundSettlementStatements } from '../reconciliation/refund-settlement';
import { finishIfDone } from './plan-approval';
import { loadRefundPlan } from './plan-store';

/** Where a paid refund's links point: the explorer of the cluster, and the site (the buyer's mail links both). */
export interface RefundLinks extends ExplorerContext {
  origin: string;
}

interface VerifiedLine {
  id: number;
  wallet: string;
  asset: AssetSymbol;
  decimals: number;
  amount: bigint;
  account: string;
  paymentIds: string[];
  contributionIds: string[];
}

/** Each batch's lines with their receiving account and sources, in one read. */
async function linesOfBatches(db: D1Database, batchIds: string[]): Promise<Map<string, VerifiedLine[]>> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.batch_id, l.wallet, l.asset, l.decimals, l.amount_base_units, l.token_account,
         (SELECT json_group_array(s.source_id) FROM refund_line_sources s WHERE s.line_id = l.id AND s.kind = 'payment') AS payments,
         (SELECT json_group_array(s.source_id) FROM refund_line_sources s WHERE s.line_id = l.id AND s.kind = 'contribution') AS contributions
       FROM refund_lines l WHERE l.batch_id IN (SELECT value FROM json_each(?)) AND l.status = 'batched'`,
    )
    .bind(JSON.stringify(batchIds))
    .all<{ id: number; batch_id: string; wallet: string; asset: AssetSymbol; decimals: number; amount_base_units: string; token_account: string | null; payments: string; contributions: string }>();
  const byBatch = new Map<string, VerifiedLine[]>();
  for (const row of results) {
    byBatch.set(row.batch_id, [...(byBatch.get(row.batch_id) ?? []), {
      id: row.id, wallet: row.wallet, asset: row.asset, decimals: row.decimals, amount: BigInt(row.amount_base_units),
      account: row.asset === 'SOL' ? row.wallet : (row.token_account ?? row.wallet),
      paymentIds: JSON.parse(row.payments) as string[], contributionIds: JSON.parse(row.contributions) as string[],
    }]);
  }
  return byBatch;
}

/** One verification pass over the refund batches as `actor` ('watcher' for the cron). */
export async function verifyRefunds(db: D1Database, rpc: SolanaRpc, env: RefundLinks, options: VerifyOptions): Promise<VerifyReport> {
  const plan = await loadRefundPlan(db);
  if (!plan || plan.status !== 'approved') return emptyReport();
  const lines = new Map<string, VerifiedLine[]>();
  const report = await verifyAttempts(db, rpc, {
    tables: REFUND_TABLES,
    payer: plan.treasury,
    batchesToVerify: async (batchIds) => {
      for (const [id, batchLines] of await linesOfBatches(db, batchIds)) lines.set(id, batchLines);
      return new Map(batchIds.map((id) => {
        const batchLines = lines.get(id) ?? [];
        const asset = batchLines[0]?.asset ?? 'SOL';
        const mint = asset === 'SOL' ? null : (stablecoinMint(env.cluster, asset as StablecoinSymbol)?.mint ?? null);
        return [id, { mint, rows: batchLines.map((line) => ({ id: line.id, account: line.account, amount: line.amount })) }];
      }));
    },
    settleRows: (landed, actor, at) => settleLines(db, landed, lines.get(landed.attempt.batch_id) ?? [], actor, at, env),
  }, options);
  if (report.paid + report.mismatch > 0) await finishIfDone(db, plan.id, options.actor, (options.now ?? new Date()).getTime());
  return report;
}

/**
 * The lines a landed transaction paid exactly: paid, each a refunds row settling its sources, the
 * buyer mailed (mail/refund-mail.ts, written only with its refunds row); only while the batch is open.
 */
async function settleLines(db: D1Database, { attempt, signature, paidAt, verdict }: LandedPayout, batchLines: readonly VerifiedLine[], actor: string, at: number, env: RefundLinks) {
  const paid = new Set(paidRowIds(verdict));
  const open = { sql: "EXISTS (SELECT 1 FROM refund_batches WHERE id = ? AND status = 'open')", params: [attempt.batch_id] };
  const links = { explorer: { cluster: env.cluster, rpcUrl: env.rpcUrl }, origin: env.origin };
  const statements: D1PreparedStatement[] = [];
  for (const line of batchLines.filter((candidate) => paid.has(candidate.id))) {
    const amount = { asset: line.asset, units: line.amount, decimals: line.asset === 'SOL' ? 9 : line.decimals };
    statements.push(
      db
        .prepare(`UPDATE refund_lines SET status = 'paid', paid_by = 'batch', paid_signature = ?1, paid_at = ?2 WHERE id = ?3 AND status = 'batched' AND ${open.sql.replace('?', '?4')}`)
        .bind(signature, paidAt, line.id, attempt.batch_id),
      ...refundSettlementStatements(db, { signature, wallet: line.wallet, paid: amount, actor, at, paymentIds: line.paymentIds, contributionIds: line.contributionIds, lineId: line.id }, open),
      ...(await refundPaidMailStatements(db, { wallet: line.wallet, amount, signature, at: new Date(at) }, links)),
    );
  }
  return statements;
}
