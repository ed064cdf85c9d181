// Reads a mint from the chain through the worker's RPC client: its decimals, its token program and
// whether its transfers are exact (core/mint-facts.ts says how a mint's account is read).
import { mintFactsOf, type MintFacts, type ParsedAccountInfo } from '@core/mint-facts';
import type { Commitment, SolanaRpc } from './solana-rpc';

export type { MintFacts };

/**
 * The mint at `mint` (one getAccountInfo, jsonParsed); null when no mint of the SPL Token or Token-2022
 * program is there (no account, or another kind of account). Throws the client's RpcError when the
 * chain cannot be read.
 */
export async function readMintFacts(rpc: SolanaRpc, mint: string, commitment: Commitment = 'finalized'): Promise<MintFacts | null> {
  const { value } = await rpc.call<{ value: ParsedAccountInfo | null }>('getAccountInfo', [mint, { encoding: 'jsonParsed', commitment }]);
  return mintFactsOf(value);
}
