// What the chain says now, for the Operations figures: the finalized tip, the treasury's finalized
// balance, its newest finalized transaction and the balance of each of its stablecoin token accounts, in
// one batched RPC request, then the tip's block time (one call), which says whether the finalized chain
// itself has stalled.
import type { SolanaRpc } from '../chain/solana-rpc';
import { log } from '../../lib/log';

/** The chain's side of the figures; null fields when the RPC could not be read. */
export interface ChainNow {
  tipSlot: number | null;
  /** The finalized tip's block time (Unix seconds); null when unknown (a skipped slot, an RPC error). */
  tipBlockTime: number | null;
  treasuryLamports: bigint | null;
  /** The treasury's newest finalized transaction (null when it has none or the RPC failed). */
  newest: { signature: string; slot: number; blockTime: number | null } | null;
  /** Base units held by each token account asked for (null: it could not be read). */
  tokenUnits: Map<string, bigint | null>;
  /** Whether the RPC answered at all. */
  read: boolean;
}

type SignatureInfo = { signature: string; slot: number; blockTime?: number | null };

/** The block time of `slot`, or null: a skipped slot or a node without it is unknown, never an error. */
async function blockTimeOf(rpc: SolanaRpc, slot: number): Promise<number | null> {
  try {
    const time = await rpc.call<unknown>('getBlockTime', [slot]);
    return typeof time === 'number' ? time : null;
  } catch {
    return null;
  }
}

/** Reads the tip, the treasury's balance and newest signature; never throws (a failure is logged). */
export async function readChainNow(rpc: SolanaRpc, treasury: string, tokenAccounts: readonly string[] = []): Promise<ChainNow> {
  try {
    const [tip, balance, signatures, ...tokens] = await rpc.callMany<unknown>([
      { method: 'getSlot', params: [{ commitment: 'finalized' }] },
      { method: 'getBalance', params: [treasury, { commitment: 'finalized' }] },
      { method: 'getSignaturesForAddress', params: [treasury, { commitment: 'finalized', limit: 1 }] },
      ...tokenAccounts.map((account) => ({ method: 'getTokenAccountBalance', params: [account, { commitment: 'finalized' }] })),
    ]);
    const tokenUnits = new Map(
      tokenAccounts.map((account, index) => {
        const amount = (tokens[index] as { value?: { amount?: string } } | null)?.value?.amount;
        return [account, typeof amount === 'string' ? BigInt(amount) : null] as const;
      }),
    );
    const newest = (signatures as SignatureInfo[] | null)?.[0];
    const lamports = (balance as { value: number | bigint } | null)?.value;
    const tipSlot = typeof tip === 'number' ? tip : null;
    return {
      tipSlot,
      tipBlockTime: tipSlot === null ? null : await blockTimeOf(rpc, tipSlot),
      treasuryLamports: lamports === undefined || lamports === null ? null : BigInt(lamports),
      newest: newest ? { signature: newest.signature, slot: newest.slot, blockTime: newest.blockTime ?? null } : null,
      tokenUnits,
      read: true,
    };
  } catch (error) {
    log.warn('operations.chain_unreadable', { error: error instanceof Error ? error.message : String(error) });
    return { tipSlot: null, tipBlockTime: null, treasuryLamports: null, newest: null, tokenUnits: new Map(), read: false };
  }
}
