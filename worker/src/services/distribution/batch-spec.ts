// The specification of a batch's transaction from D1: the plan's token facts, the batch's reference and
// its rows (recipient, token account, amount, whether the account is created) in the order it pays them.
import type { BatchSpec } from '@core/distribution/batch-transaction';
import { batchRows } from './batch-queries';
import type { PlanRecord } from './plan-store';

/**
 * The spec every signer builds the batch's transaction from (`priorityFeeMicroLamports` per attempt),
 * and the row id of each transfer.
 */
export async function batchSpec(
  db: D1Database,
  plan: PlanRecord,
  batch: { id: string; reference: string },
  priorityFeeMicroLamports = 0n,
): Promise<{ spec: BatchSpec; rowIds: number[] }> {
  const rows = await batchRows(db, batch.id);
  const spec: BatchSpec = {
    distributionWallet: plan.distribution_wallet,
    sourceTokenAccount: plan.source_token_account,
    mint: plan.mint,
    tokenProgram: plan.token_program,
    decimals: plan.decimals,
    reference: batch.reference,
    transfers: rows.map((row) => ({ owner: row.wallet, tokenAccount: row.token_account, amount: BigInt(row.amount_base_units), createAccount: row.create_account === 1 })),
    priorityFeeMicroLamports,
  };
  return { spec, rowIds: rows.map((row) => row.id) };
}
