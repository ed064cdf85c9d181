// Verifies the distribution batches that are sending (the cron, and one batch before it is signed
// again) with the payout engine's one verification pass (../payout/verify-attempts.ts): a payout row
// is paid only when its recipient's token account of the plan's mint rose by exactly its amount in a
// finalized transaction the distribution wallet paid, carrying the batch's reference.
import type { VerifyReport } from '@core/api/distribution';
import type { SolanaRpc } from '../chain/solana-rpc';
import { loadPlan } from './plan-store';
import { DISTRIBUTION_TABLES } from '../payout/payout-tables';
import { emptyReport, paidRowIds, verifyAttempts, type VerifyOptions } from '../payout/verify-attempts';

export { VERIFY_BUDGET } from '../payout/verify-attempts';

/** One verification pass as `actor` ('watcher' for the cron), over `batchIds` or the oldest sending batches. */
export async function verifyBatches(db: D1Database, rpc: SolanaRpc, options: VerifyOptions): Promise<VerifyReport> {
  const plan = await loadPlan(db);
  if (!plan || plan.status !== 'approved') return emptyReport();
  return verifyAttempts(db, rpc, {
    tables: DISTRIBUTION_TABLES,
    payer: plan.distribution_wallet,
    batchesToVerify: async (batchIds) => {
      const rows = await rowsOfBatches(db, batchIds);
      return new Map(batchIds.map((id) => [id, { mint: plan.mint, rows: rows.get(id) ?? [] }]));
    },
    settleRows: ({ signature, paidAt, verdict }) => [
      db
        .prepare("UPDATE distribution_rows SET status = 'paid', paid_signature = ?1, paid_at = ?2 WHERE id IN (SELECT value FROM json_each(?3)) AND status <> 'paid'")
        .bind(signature, paidAt, JSON.stringify(paidRowIds(verdict))),
    ],
  }, options);
}

/** Each batch's rows with its recipients' token accounts and amounts, in one read. */
async function rowsOfBatches(db: D1Database, batchIds: string[]) {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.batch_id, r.amount_base_units, p.token_account FROM distribution_rows r JOIN distribution_recipients p ON p.wallet = r.wallet
       WHERE r.batch_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify(batchIds))
    .all<{ id: number; batch_id: string; amount_base_units: string; token_account: string }>();
  const byBatch = new Map<string, { id: number; account: string; amount: bigint }[]>();
  for (const row of results) {
    const list = byBatch.get(row.batch_id) ?? [];
    list.push({ id: row.id, account: row.token_account, amount: BigInt(row.amount_base_units) });
    byBatch.set(row.batch_id, list);
  }
  return byBatch;
}
