// What the chain says now, for the Operations figures: the finalized tip, the treasury's finalized
// balance and its newest finalized transaction, in one batched RPC request (three calls).
import type { SolanaRpc } from '../chain/solana-rpc';
import { log } from '../../lib/log';

/** The chain's side of the figures; null fields when the RPC could not be read. */
export interface ChainNow {
  tipSlot: number | null;
  treasuryLamports: bigint | null;
  /** The treasury's newest finalized transaction (null when it has none or the RPC failed). */
  newest: { signature: string; slot: number; blockTime: number | null } | null;
  /** Whether the RPC answered at all. */
  read: boolean;
}

type SignatureInfo = { signature: string; slot: number; blockTime?: number | null };

/** Reads the tip, the treasury's balance and newest signature; never throws (a failure is logged). */
export async function readChainNow(rpc: SolanaRpc, treasury: string): Promise<ChainNow> {
  try {
    const [tip, balance, signatures] = await rpc.callMany<unknown>([
      { method: 'getSlot', params: [{ commitment: 'finalized' }] },
      { method: 'getBalance', params: [treasury, { commitment: 'finalized' }] },
      { method: 'getSignaturesForAddress', params: [treasury, { commitment: 'finalized', limit: 1 }] },
    ]);
    const newest = (signatures as SignatureInfo[] | null)?.[0];
    const lamports = (balance as { value: number | bigint } | null)?.value;
    return {
      tipSlot: typeof tip === 'number' ? tip : null,
      treasuryLamports: lamports === undefined || lamports === null ? null : BigInt(lamports),
      newest: newest ? { signature: newest.signature, slot: newest.slot, blockTime: newest.blockTime ?? null } : null,
      read: true,
    };
  } catch (error) {
    log.warn('operations.chain_unreadable', { error: error instanceof Error ? error.message : String(error) });
    return { tipSlot: null, treasuryLamports: null, newest: null, read: false };
  }
}
