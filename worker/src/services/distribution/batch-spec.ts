// The specification of a batch's transaction from D1: the plan's token facts (what is paid, by whom),
// the batch's reference and its rows (recipient, token account, amount, whether the account is created)
// in the order it pays them, with the compute-unit limit they need and the attempt's priority fee.
import { batchSpecOf, type BatchBase, type BatchSpec, type PayoutTransfer, type TokenAsset } from '@core/distribution/batch-transaction';
import { batchRows } from './batch-queries';
import type { PlanRecord } from './plan-store';

/** The token the plan pays: its mint, program and decimals, from the distribution wallet's associated account. */
export function planAsset(plan: PlanRecord): TokenAsset {
  return { kind: 'token', mint: plan.mint, tokenProgram: plan.token_program, decimals: plan.decimals, sourceTokenAccount: plan.source_token_account };
}

/** The batch fields every transaction of this plan shares, with `reference`. */
export function planBatchBase(plan: PlanRecord, reference: string, priorityFeeMicroLamports = 0n): BatchBase {
  return { payer: plan.distribution_wallet, asset: planAsset(plan), reference, priorityFeeMicroLamports };
}

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
  const transfers = rows.map((row) => ({ owner: row.wallet, tokenAccount: row.token_account, amount: BigInt(row.amount_base_units), createAccount: row.create_account === 1 }));
  return { spec: batchSpecOf(planBatchBase(plan, batch.reference, priorityFeeMicroLamports), transfers), rowIds: rows.map((row) => row.id) };
}

/** The token account a transfer of the plan pays into (every transfer of a token batch names one). */
export function tokenAccountOf(transfer: PayoutTransfer): string {
  if (!transfer.tokenAccount) throw new TypeError(`The transfer to ${transfer.owner} names no token account`);
  return transfer.tokenAccount;
}
