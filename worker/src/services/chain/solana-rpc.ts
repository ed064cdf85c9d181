// The one Solana JSON-RPC client of the worker. The URL is configuration: the local litesvm chain in
// development and tests, a mainnet RPC in production (DESIGN.md section 3.5).
import { createSolanaRpc, signature as toSignature } from '@solana/kit';
import type { TransactionLike } from './verify-transfer';

export type SolanaRpc = ReturnType<typeof createSolanaRpc>;

/** A kit RPC client for `env.SOLANA_RPC_URL`. */
export function createRpc(env: Pick<Env, 'SOLANA_RPC_URL'>): SolanaRpc {
  return createSolanaRpc(env.SOLANA_RPC_URL);
}

/**
 * A transaction as `getTransaction` returns it at `commitment`, with v0 transactions and their loaded
 * addresses resolved; null when the node does not have it at that commitment.
 */
export async function fetchTransaction(
  rpc: SolanaRpc,
  signature: string,
  commitment: 'confirmed' | 'finalized',
): Promise<TransactionLike | null> {
  const result = await rpc
    .getTransaction(toSignature(signature), { commitment, encoding: 'json', maxSupportedTransactionVersion: 0 })
    .send();
  return result as TransactionLike | null;
}
