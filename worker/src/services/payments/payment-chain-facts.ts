// What the payment builder reads from the chain: a recent blockhash with its last valid block height,
// a priority fee suited to current fees for the accounts it writes, the block height now, and whether
// any transaction carries a reference yet. All through the worker's one RPC client (chain/solana-rpc.ts).
import type { SolanaRpc } from '../chain/solana-rpc';

/**
 * Bounds of the priority fee in micro-lamports per compute unit. The floor keeps a payment from being
 * the last one picked when recent fees read zero; the cap limits what a fee spike can cost a buyer
 * (at PAYMENT_COMPUTE_UNIT_LIMIT units: at most 5,000 lamports).
 */
export const PRIORITY_FEE_FLOOR = 1_000n;
export const PRIORITY_FEE_CAP = 1_000_000n;
/** The share of recent slots whose fee the payment matches or beats. */
const FEE_PERCENTILE = 0.75;

export interface PaymentLifetime {
  blockhash: string;
  lastValidBlockHeight: bigint;
  microLamportsPerComputeUnit: bigint;
}

/** The fee at FEE_PERCENTILE of `fees`, within the floor and the cap. */
export function priorityFeeFrom(fees: readonly { prioritizationFee: number | bigint }[]): bigint {
  const sorted = fees.map((entry) => BigInt(entry.prioritizationFee)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const pick = sorted.length === 0 ? 0n : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * FEE_PERCENTILE))]!;
  return pick < PRIORITY_FEE_FLOOR ? PRIORITY_FEE_FLOOR : pick > PRIORITY_FEE_CAP ? PRIORITY_FEE_CAP : pick;
}

/** A recent blockhash and the priority fee for a payment that writes `writableAccounts` (one RPC request where batches are allowed). */
export async function readPaymentLifetime(rpc: SolanaRpc, writableAccounts: string[]): Promise<PaymentLifetime> {
  const [latest, fees] = await rpc.callMany<unknown>([
    { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
    { method: 'getRecentPrioritizationFees', params: [writableAccounts] },
  ]);
  const { value } = latest as { value: { blockhash: string; lastValidBlockHeight: number | bigint } };
  return {
    blockhash: value.blockhash,
    lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
    microLamportsPerComputeUnit: priorityFeeFrom(fees as { prioritizationFee: number }[]),
  };
}

/** The block height now, at `confirmed`. */
export async function currentBlockHeight(rpc: SolanaRpc): Promise<bigint> {
  return BigInt(await rpc.call<number | bigint>('getBlockHeight', [{ commitment: 'confirmed' }]));
}

/** Whether any transaction (landed, failed or not yet final) carries `reference` among its keys. */
export async function referenceWasUsed(rpc: SolanaRpc, reference: string): Promise<boolean> {
  const found = await rpc.call<unknown[]>('getSignaturesForAddress', [reference, { limit: 1, commitment: 'confirmed' }]);
  return found.length > 0;
}
