// The one check a signer makes before signing a batch the server handed out: it pays from the signer's
// wallet, in the asset the signer agreed to (the approved plan's mint, program and decimals, or SOL), to
// each owner's own associated token account, with the transfers, total, priority fee and compute-unit
// limit the listing and the request say. A signer never signs what the server says it should not pay.
import { address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import { batchComputeUnitLimit, type BatchSpec, type PayoutAsset } from '@core/distribution/batch-transaction';
import type { PayoutBatch, PayoutExpectation } from '@core/payout/payout-port';

function sameAsset(a: PayoutAsset, b: PayoutAsset): boolean {
  if (a.kind === 'sol' || b.kind === 'sol') return a.kind === b.kind;
  return a.mint === b.mint && a.tokenProgram === b.tokenProgram && a.decimals === b.decimals && a.sourceTokenAccount === b.sourceTokenAccount;
}

/** Why a transfer is not paid to its owner's own account, or null. */
async function misdirected(spec: BatchSpec): Promise<string | null> {
  const asset = spec.asset;
  for (const transfer of spec.transfers) {
    if (asset.kind === 'sol') {
      if (transfer.tokenAccount !== null || transfer.createAccount) return `pays SOL but names a token account for ${transfer.owner}`;
      continue;
    }
    const [own] = await findAssociatedTokenPda({ owner: address(transfer.owner), mint: address(asset.mint), tokenProgram: address(asset.tokenProgram) });
    if (transfer.tokenAccount !== own) return `pays ${transfer.owner} into ${transfer.tokenAccount}, which is not their associated token account`;
  }
  return null;
}

/**
 * Why `spec` must not be signed for `batch`, or null when it may. `priorityFeeMicroLamports` is the fee
 * this signer asked for (or the resumed attempt's own).
 */
export async function batchSpecRefusal(
  spec: BatchSpec,
  expected: PayoutExpectation,
  batch: Pick<PayoutBatch, 'sequence' | 'transfers' | 'amount'>,
  priorityFeeMicroLamports: bigint,
): Promise<string | null> {
  const name = `Batch ${batch.sequence}`;
  if (spec.payer !== expected.payer) return `${name} pays from ${spec.payer}, not the signing wallet ${expected.payer}`;
  if (!sameAsset(spec.asset, expected.asset)) {
    return expected.asset.kind === 'sol' ? `${name} does not pay SOL` : `${name} is not in the approved plan's mint, token program and decimals`;
  }
  const total = spec.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  if (spec.transfers.length !== batch.transfers || total !== batch.amount) return `${name}'s transfers do not add up to the batch the server lists`;
  if (spec.transfers.some((transfer) => transfer.amount <= 0n)) return `${name} has a transfer of nothing`;
  if (spec.priorityFeeMicroLamports !== priorityFeeMicroLamports) {
    return `${name} carries a priority fee of ${spec.priorityFeeMicroLamports} micro-lamports per compute unit, not the ${priorityFeeMicroLamports} asked for`;
  }
  if (spec.computeUnitLimit !== batchComputeUnitLimit(spec.transfers, spec.asset)) {
    return `${name} requests ${spec.computeUnitLimit} compute units, not the ${batchComputeUnitLimit(spec.transfers, spec.asset)} its transfers need`;
  }
  const wrong = await misdirected(spec);
  return wrong ? `${name} ${wrong}` : null;
}
