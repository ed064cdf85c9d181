// The specification of a refund batch's transaction from D1: the treasury pays, in the batch's asset
// (payout-asset.ts), each line still batched in line order, with the compute-unit limit they need and
// the attempt's priority fee.
import { batchSpecOf, type BatchSpec } from '@core/distribution/batch-transaction';
import { batchLines, type RefundBatchRecord } from './batch-queries';
import { refundBatchBase, refundPayoutAsset } from './payout-asset';
import type { RefundPlanRecord } from './plan-store';

/** The spec every signer builds the batch's transaction from, and the line id of each transfer. */
export async function refundBatchSpec(
  db: D1Database,
  cluster: string,
  plan: Pick<RefundPlanRecord, 'treasury'>,
  batch: Pick<RefundBatchRecord, 'id' | 'asset' | 'reference' | 'decimals'>,
  priorityFeeMicroLamports = 0n,
): Promise<{ spec: BatchSpec; lineIds: number[] }> {
  const payout = await refundPayoutAsset(batch.asset, cluster, plan.treasury, batch.decimals);
  if (!payout) throw new Error(`This cluster does not take ${batch.asset}`);
  const lines = await batchLines(db, batch.id);
  const transfers = lines.map((line) => ({
    owner: line.wallet, tokenAccount: payout.kind === 'sol' ? null : line.token_account, amount: BigInt(line.amount_base_units), createAccount: payout.kind === 'token' && line.create_account === 1,
  }));
  return { spec: batchSpecOf(refundBatchBase(plan.treasury, payout, batch.reference, priorityFeeMicroLamports), transfers), lineIds: lines.map((line) => line.id) };
}
