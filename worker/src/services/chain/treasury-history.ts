// Lists the treasury's history for the watcher with as few HTTP requests as the RPC allows: signature
// pages back to a stored cursor (the first page batched with the finalized tip's slot), through the
// worker's one RPC client, which counts every request against the run's budget.
import type { SolanaRpc } from './solana-rpc';

/** A finalized signature of the treasury, as getSignaturesForAddress lists it. */
export interface SignatureEntry {
  signature: string;
  slot: number;
  err: unknown;
  blockTime: number | null;
}

export interface SignatureListing {
  /** Oldest first. */
  entries: SignatureEntry[];
  /** False when the pages ran out before reaching the cursor (the oldest new signatures were not listed yet). */
  complete: boolean;
  /** The finalized tip's slot when the listing started. */
  tipSlot: number;
}

/**
 * Finalized signatures of `account` newer than `cursor` (and older than `listedBefore` when given),
 * oldest first, reading at most `maxPages` pages of `pageSize` (and one signature more when they were all
 * full, which tells a listing that ended exactly at the cursor from a longer one).
 */
export async function signaturesSince(
  rpc: SolanaRpc,
  account: string,
  cursor: string | null,
  { pageSize, maxPages }: { pageSize: number; maxPages: number },
  listedBefore?: string,
): Promise<SignatureListing> {
  const page = (limit: number, before: string | undefined) => ({
    method: 'getSignaturesForAddress',
    params: [account, { commitment: 'finalized', limit, ...(cursor ? { until: cursor } : {}), ...(before ? { before } : {}) }],
  });
  const [tipSlot, first] = await rpc.callMany<number | SignatureEntry[]>([
    { method: 'getSlot', params: [{ commitment: 'finalized' }] },
    page(pageSize, listedBefore),
  ]);
  const newestFirst: SignatureEntry[] = [];
  let entries = first as SignatureEntry[];
  for (let pages = 1; ; pages += 1) {
    newestFirst.push(...entries);
    if (entries.length < pageSize) return { entries: newestFirst.reverse(), complete: true, tipSlot: Number(tipSlot) };
    const before = entries.at(-1)!.signature;
    if (pages === maxPages) {
      const more = await rpc.call<SignatureEntry[]>(page(1, before).method, page(1, before).params);
      return { entries: newestFirst.reverse(), complete: more.length === 0, tipSlot: Number(tipSlot) };
    }
    entries = await rpc.call<SignatureEntry[]>('getSignaturesForAddress', page(pageSize, before).params);
  }
}
