// What paying costs in SOL: the fee of each batch transaction (base fee plus the optional priority
// fee on the compute units it requests) and the rent deposit of each token account it creates.
import { getAddressDecoder } from '@solana/kit';
import { batchComputeUnitLimit, type PayoutTransfer, type TokenAsset } from '@core/distribution/batch-transaction';
import { packTransfers } from '@core/distribution/packing';
import { LAMPORTS_PER_SIGNATURE } from '@core/distribution/programs';

/** Lamports one batch transaction pays in fees: one signature, plus limit × price (micro-lamports, rounded up). */
export function batchFeeLamports(computeUnitLimit: number, priorityFeeMicroLamports = 0n): bigint {
  const priority = (BigInt(computeUnitLimit) * priorityFeeMicroLamports + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE + priority;
}

/** Fee plus rent of one batch: what the distribution wallet's SOL must cover before it is signed. */
export function batchSolCost(
  transfers: readonly Pick<PayoutTransfer, 'createAccount'>[],
  { tokenProgram, rentPerAccountLamports, priorityFeeMicroLamports = 0n }: { tokenProgram: string; rentPerAccountLamports: bigint; priorityFeeMicroLamports?: bigint },
): { feeLamports: bigint; rentLamports: bigint; totalLamports: bigint } {
  const feeLamports = batchFeeLamports(batchComputeUnitLimit(transfers, tokenAssetOf(tokenProgram)), priorityFeeMicroLamports);
  const rentLamports = BigInt(transfers.filter((transfer) => transfer.createAccount).length) * rentPerAccountLamports;
  return { feeLamports, rentLamports, totalLamports: feeLamports + rentLamports };
}

/** A token asset of `tokenProgram`: the compute units and sizes depend only on the program. */
function tokenAssetOf(tokenProgram: string): TokenAsset {
  return { kind: 'token', mint: placeholder(2), tokenProgram, decimals: 9, sourceTokenAccount: placeholder(1) };
}

/** A distinct placeholder address per index, for measuring sizes (every address is 32 bytes). */
function placeholder(index: number): string {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, index + 1);
  bytes[31] = 7;
  return getAddressDecoder().decode(bytes);
}

const capacities = new Map<string, number>();

/** Transfers one batch transaction holds when every recipient creates its account, or none does: measured once. */
export function batchCapacity(createAccount: boolean, tokenProgram: string): number {
  const key = `${createAccount}:${tokenProgram}`;
  const known = capacities.get(key);
  if (known) return known;
  const base = { payer: placeholder(0), asset: tokenAssetOf(tokenProgram), reference: placeholder(3), priorityFeeMicroLamports: 0n };
  const transfers = Array.from({ length: 40 }, (_, index) => ({ owner: placeholder(100 + index), tokenAccount: placeholder(200 + index), amount: 1n, createAccount }));
  const [first] = packTransfers(base, transfers);
  capacities.set(key, first!.length);
  return first!.length;
}

/**
 * What paying `transfers` payouts costs when `creates` of them create the recipient's account, packed
 * as full as the batches will be (created accounts first): transactions, base fees (priority fees,
 * chosen per attempt, come on top) and rent.
 */
export function estimatePayoutCosts(transfers: number, creates: number, { tokenProgram, rentPerAccountLamports }: { tokenProgram: string; rentPerAccountLamports: bigint }) {
  const transactions = Math.ceil(creates / batchCapacity(true, tokenProgram)) + Math.ceil((transfers - creates) / batchCapacity(false, tokenProgram));
  const feeLamports = BigInt(transactions) * LAMPORTS_PER_SIGNATURE;
  const rentLamports = BigInt(creates) * rentPerAccountLamports;
  return { transactions, accountsToCreate: creates, feeLamports, rentLamports, totalLamports: feeLamports + rentLamports };
}
