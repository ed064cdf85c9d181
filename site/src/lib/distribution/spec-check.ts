// What the console checks in a batch's spec before the admin's wallet signs it: it pays from the
// connected distribution wallet, in the approved plan's mint, program and decimals, and its transfers
// add up to the batch the server lists. A signer never signs what the server says it should not pay.
import type { BatchSpecJson, BatchView, DistributionPlanView } from '@core/api/distribution';

/** Why `spec` must not be signed by `signer` for `batch` of `plan`, or null when it may. */
export function specRefusal(
  spec: BatchSpecJson,
  plan: Pick<DistributionPlanView, 'mint' | 'tokenProgram' | 'decimals' | 'distributionWallet'>,
  batch: Pick<BatchView, 'sequence' | 'transfers' | 'amount'>,
  signer: string,
): string | null {
  if (spec.distributionWallet !== signer || spec.distributionWallet !== plan.distributionWallet) {
    return `Batch ${batch.sequence} pays from ${spec.distributionWallet}, not the connected distribution wallet ${signer}`;
  }
  if (spec.mint !== plan.mint || spec.tokenProgram !== plan.tokenProgram || spec.decimals !== plan.decimals) {
    return `Batch ${batch.sequence} is not in the approved plan's mint, token program and decimals`;
  }
  const total = spec.transfers.reduce((sum, transfer) => sum + BigInt(transfer.amount), 0n);
  if (spec.transfers.length !== batch.transfers || total.toString() !== batch.amount.baseUnits) {
    return `Batch ${batch.sequence}'s transfers do not add up to the batch the server lists`;
  }
  return null;
}
