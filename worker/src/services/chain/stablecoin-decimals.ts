// The decimals of a stablecoin's mint, for turning an amount into base units on the hot intent route.
// core/payment-assets.ts names each stablecoin by its mint only; the decimals are the mint's own, and a
// mint's decimals never change, so they are read from the chain once and then kept for good: in this
// isolate's memory, and in KV (`mint-decimals:<mint>`) for every other isolate.
import { errorFields, log } from '../../lib/log';
import { readMintFacts } from './mint-facts';
import type { SolanaRpc } from './solana-rpc';

/** The KV key (SESSIONS) keeping the decimals of `mint`. */
export const mintDecimalsKey = (mint: string) => `mint-decimals:${mint}`;

const decimalsByMint = new Map<string, number>();
// One chain read per mint at a time: requests arriving together while it is unknown share it.
const readsInFlight = new Map<string, Promise<number | null>>();

/** A stored value, when it is one: decimals are 0 to 255 (a u8), mints have at most a few dozen. */
function storedDecimals(text: string | null): number | null {
  return text !== null && /^\d{1,3}$/.test(text) && Number(text) <= 255 ? Number(text) : null;
}

async function lookUp(env: Pick<Env, 'SESSIONS'>, rpc: SolanaRpc, mint: string): Promise<number | null> {
  let decimals = storedDecimals(await env.SESSIONS.get(mintDecimalsKey(mint)));
  if (decimals === null) {
    const facts = await readMintFacts(rpc, mint, 'confirmed');
    if (!facts) return null;
    decimals = facts.decimals;
    // Losing the KV copy costs another isolate one chain read, never a wrong amount.
    await env.SESSIONS.put(mintDecimalsKey(mint), String(decimals)).catch((error: unknown) =>
      log.warn('mint_decimals.not_kept', { mint, error: errorFields(error) }),
    );
  }
  decimalsByMint.set(mint, decimals);
  return decimals;
}

/**
 * The decimals of `mint`: from this isolate's memory, else KV, else the chain (then kept in both).
 * Null when no mint exists at that address (not kept: a later call reads again). Throws the RPC
 * client's RpcError when the chain cannot be read.
 */
export function stablecoinDecimals(env: Pick<Env, 'SESSIONS'>, rpc: SolanaRpc, mint: string): Promise<number | null> {
  const known = decimalsByMint.get(mint);
  if (known !== undefined) return Promise.resolve(known);
  let read = readsInFlight.get(mint);
  if (!read) {
    read = lookUp(env, rpc, mint).finally(() => readsInFlight.delete(mint));
    readsInFlight.set(mint, read);
  }
  return read;
}
