// The one check a signer makes before signing a batch the server handed out: it pays from the signer's
// wallet, in the asset the signer agreed to (the approved plan's mint, program and decimals, or SOL), with
// the transfers, total, priority fee and compute-unit limit the listing and the request say, and (where
// the signer can derive them) to each owner's own associated token account. A signer never signs what the
// server says it should not pay.
import { batchComputeUnitLimit, type BatchSpec, type PayoutAsset, type PayoutTransfer, type TokenAsset } from '@core/distribution/batch-transaction';
import type { PayoutBatch, PayoutExpectation } from '@core/payout/payout-port';

/**
 * Derives `owner`'s associated token account of the asset's mint. The CLI passes one
 * (`associatedTokenAccount` of associated-token-account.ts); the console does not, because deriving a
 * program address pulls code into the chunk the contribution flow shares (about 1 KB more at checkout),
 * and leaves that check to the server, which derived the accounts itself.
 */
export type DeriveTokenAccount = (owner: string, asset: TokenAsset) => Promise<string>;

function sameAsset(a: PayoutAsset, b: PayoutAsset): boolean {
  if (a.kind === 'sol' || b.kind === 'sol') return a.kind === b.kind;
  return a.mint === b.mint && a.tokenProgram === b.tokenProgram && a.decimals === b.decimals && a.sourceTokenAccount === b.sourceTokenAccount;
}

/** Why a transfer is not paid to its owner's own account, or null. */
async function misdirected(spec: BatchSpec, derive: DeriveTokenAccount | undefined): Promise<string | null> {
  const asset = spec.asset;
  const check = async (transfer: PayoutTransfer): Promise<string | null> => {
    if (asset.kind === 'sol') return transfer.tokenAccount !== null || transfer.createAccount ? `pays SOL but names a token account for ${transfer.owner}` : null;
    if (!transfer.tokenAccount) return `names no token account for ${transfer.owner}`;
    if (derive && transfer.tokenAccount !== (await derive(transfer.owner, asset))) return `pays ${transfer.owner} into ${transfer.tokenAccount}, which is not their associated token account`;
    return null;
  };
  for (const transfer of spec.transfers) {
    const wrong = await check(transfer);
    if (wrong) return wrong;
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
  deriveTokenAccount?: DeriveTokenAccount,
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
  const wrong = await misdirected(spec, deriveTokenAccount);
  return wrong ? `${name} ${wrong}` : null;
}
