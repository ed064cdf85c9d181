// What paying costs in SOL: the fee of each batch transaction (base fee plus the optional priority
// fee on the compute units it requests) and the rent deposit of each token account it creates.
import { batchComputeUnitLimit, type PayoutTransfer } from '@core/distribution/batch-transaction';
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
  const feeLamports = batchFeeLamports(batchComputeUnitLimit(transfers, tokenProgram), priorityFeeMicroLamports);
  const rentLamports = BigInt(transfers.filter((transfer) => transfer.createAccount).length) * rentPerAccountLamports;
  return { feeLamports, rentLamports, totalLamports: feeLamports + rentLamports };
}
