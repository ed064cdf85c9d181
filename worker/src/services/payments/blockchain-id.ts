// The CAIP-2 id of the cluster the sale really pays on (`solana:` + the first 32 characters of its
// genesis hash), for the Actions spec's X-Blockchain-Ids header: read from the RPC, so the local chain
// is never announced as mainnet.
import { createRpc } from '../chain/solana-rpc';
import { log } from '../../lib/log';

// Per isolate and RPC URL: a cluster's genesis hash never changes. Only the string is kept, never a
// pending request (Workers forbid sharing one request's I/O with another).
const known = new Map<string, string>();
/** A header is not worth a slow answer: past this the request goes without it and a later one asks again. */
const GENESIS_TIMEOUT_MS = 3_000;

/** `solana:<genesis hash prefix>`, or null when the RPC cannot say right now (the header is then left out). */
export async function blockchainIdOf(env: Pick<Env, 'SOLANA_RPC_URL'>): Promise<string | null> {
  const cached = known.get(env.SOLANA_RPC_URL);
  if (cached) return cached;
  try {
    const genesis = await createRpc(env, { timeoutMs: GENESIS_TIMEOUT_MS }).call<string>('getGenesisHash', []);
    const id = `solana:${genesis.slice(0, 32)}`;
    known.set(env.SOLANA_RPC_URL, id);
    return id;
  } catch (error) {
    log.warn('actions.genesis_unavailable', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
