// What the payouts (token distribution, refunds) read from the chain besides the mint
// (../chain/mint-facts.ts): token accounts (missing, ready or frozen, with their balance), whether
// accounts exist, rent, SOL balance, a blockhash, the finalized tip, and the transactions carrying batch
// references.
import type { ParsedAccountInfo } from '@core/mint-facts';
import type { RpcCall, SolanaRpc } from '../chain/solana-rpc';

/** A token account as last read: missing, ready or frozen; mint, owner and balance when it exists. */
export interface TokenAccountFacts {
  state: 'missing' | 'ready' | 'frozen';
  mint: string | null;
  owner: string | null;
  amount: bigint;
}

const MISSING: TokenAccountFacts = { state: 'missing', mint: null, owner: null, amount: 0n };

function tokenAccountFacts(account: ParsedAccountInfo | null): TokenAccountFacts {
  if (!account || Array.isArray(account.data) || account.data.parsed?.type !== 'account') return MISSING;
  const info = account.data.parsed.info ?? {};
  const amount = (info.tokenAmount as { amount?: string } | undefined)?.amount ?? '0';
  return { state: info.state === 'frozen' ? 'frozen' : 'ready', mint: String(info.mint ?? ''), owner: String(info.owner ?? ''), amount: BigInt(amount) };
}

/** getMultipleAccounts (jsonParsed, 100 per call) as a call list; pair with `tokenAccountsFrom`. */
export function tokenAccountCalls(addresses: readonly string[]): RpcCall[] {
  const calls: RpcCall[] = [];
  for (let i = 0; i < addresses.length; i += 100) {
    calls.push({ method: 'getMultipleAccounts', params: [addresses.slice(i, i + 100), { encoding: 'jsonParsed', commitment: 'confirmed' }] });
  }
  return calls;
}

/** The answers of `tokenAccountCalls(addresses)`, by address. */
export function tokenAccountsFrom(addresses: readonly string[], answers: readonly unknown[]): Map<string, TokenAccountFacts> {
  const accounts = answers.flatMap((answer) => (answer as { value: (ParsedAccountInfo | null)[] }).value);
  return new Map(addresses.map((address, index) => [address, tokenAccountFacts(accounts[index] ?? null)]));
}

/** Token accounts by address (missing ones included), batched. */
export async function readTokenAccounts(rpc: SolanaRpc, addresses: readonly string[]): Promise<Map<string, TokenAccountFacts>> {
  if (addresses.length === 0) return new Map();
  return tokenAccountsFrom(addresses, await rpc.callMany(tokenAccountCalls(addresses)));
}

/** Lamports that make an account of `size` bytes rent-exempt. */
export async function rentExemption(rpc: SolanaRpc, size: number): Promise<bigint> {
  return BigInt(await rpc.call<number>('getMinimumBalanceForRentExemption', [size]));
}

/** The finalized tip: its slot and block height (one getEpochInfo). */
export async function finalizedTip(rpc: SolanaRpc): Promise<{ slot: number; blockHeight: bigint }> {
  const info = await rpc.call<{ absoluteSlot: number; blockHeight: number }>('getEpochInfo', [{ commitment: 'finalized' }]);
  return { slot: Number(info.absoluteSlot), blockHeight: BigInt(info.blockHeight) };
}

/** A transaction carrying a reference, as getSignaturesForAddress lists it. */
export interface ReferenceSignature {
  signature: string;
  err: unknown;
  finalized: boolean;
}

/**
 * The newest `limit` transactions carrying each reference, confirmed or finalized, from a node that has
 * seen at least `minContextSlot` (so a lagging node behind a load balancer cannot hide one): one call
 * per reference, batched.
 */
export async function referenceSignatures(
  rpc: SolanaRpc,
  references: readonly string[],
  minContextSlot: number,
  limit: number,
): Promise<Map<string, ReferenceSignature[]>> {
  const answers = await rpc.callMany<{ signature: string; err: unknown; confirmationStatus?: string | null }[]>(
    references.map((reference) => ({ method: 'getSignaturesForAddress', params: [reference, { commitment: 'confirmed', limit, minContextSlot }] })),
  );
  return new Map(
    references.map((reference, index) => [
      reference,
      (answers[index] ?? []).map((entry) => ({ signature: entry.signature, err: entry.err ?? null, finalized: entry.confirmationStatus === 'finalized' })),
    ]),
  );
}

/** Finalized transactions by signature (json, v0 supported), batched; null for one the node does not have. */
export async function finalizedTransactions<T>(rpc: SolanaRpc, signatures: readonly string[]): Promise<Map<string, T | null>> {
  const results = await rpc.callMany<T | null>(
    signatures.map((signature) => ({ method: 'getTransaction', params: [signature, { commitment: 'finalized', encoding: 'json', maxSupportedTransactionVersion: 0 }] })),
  );
  return new Map(signatures.map((signature, index) => [signature, results[index] ?? null]));
}

/** Which of `addresses` exist on chain (any owner, any data): getMultipleAccounts without data, 100 per call. */
export async function existingAccounts(rpc: SolanaRpc, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const calls: RpcCall[] = [];
  for (let i = 0; i < addresses.length; i += 100) {
    calls.push({ method: 'getMultipleAccounts', params: [addresses.slice(i, i + 100), { encoding: 'base64', dataSlice: { offset: 0, length: 0 }, commitment: 'confirmed' }] });
  }
  const values = (await rpc.callMany<{ value: (object | null)[] }>(calls)).flatMap((answer) => answer.value);
  return new Set(addresses.filter((_, index) => values[index] != null));
}
