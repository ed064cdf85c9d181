// One view of one transaction, built from a getTransaction result (encoding json,
// maxSupportedTransactionVersion 0), that every verdict reads: credit, unmatched, refund, outflow and
// token distribution. Money is read from balance changes (meta.pre/postBalances and
// pre/postTokenBalances, docs/money-in.md), never from instructions; the instructions are kept, top-level and
// inner, only to explain what happened.
import { getBase58Encoder } from '@solana/kit';

type Integer = number | bigint;

interface RawInstruction {
  programIdIndex: Integer;
  accounts: readonly Integer[];
  data: string;
  stackHeight?: Integer | null;
}

interface RawTokenBalance {
  accountIndex: Integer;
  mint: string;
  owner?: string;
  programId?: string;
  uiTokenAmount: { amount: string; decimals: Integer };
}

/** The parts of a `getTransaction` result (json encoding, v0 supported) the view reads. */
export interface RawTransaction {
  slot: Integer;
  blockTime: Integer | null;
  version?: 'legacy' | Integer;
  meta: {
    err: unknown;
    fee: Integer;
    preBalances: readonly Integer[];
    postBalances: readonly Integer[];
    preTokenBalances?: readonly RawTokenBalance[] | null;
    postTokenBalances?: readonly RawTokenBalance[] | null;
    innerInstructions?: readonly { index: Integer; instructions: readonly RawInstruction[] }[] | null;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] } | null;
  } | null;
  transaction: {
    signatures: readonly string[];
    message: {
      header: { numRequiredSignatures: Integer; numReadonlySignedAccounts?: Integer; numReadonlyUnsignedAccounts?: Integer };
      accountKeys: readonly string[];
      instructions: readonly RawInstruction[];
    };
  };
}

/** One instruction, top-level (`inner` false, `index` its position) or run inside top-level instruction `index`. */
export interface ViewInstruction {
  programId: string;
  accounts: string[];
  data: Uint8Array;
  index: number;
  inner: boolean;
}

/** A token account's balance before and after, in base units. */
export interface TokenBalanceChange {
  account: string;
  owner: string | null;
  mint: string;
  programId: string | null;
  decimals: number;
  pre: bigint;
  post: bigint;
  change: bigint;
}

/** One transaction, as every money decision reads it. */
export interface TransactionView {
  signature: string;
  slot: number;
  /** Null when the node did not record one. */
  blockTime: Date | null;
  succeeded: boolean;
  err: unknown;
  fee: bigint;
  feePayer: string;
  signers: string[];
  /** Every account key in index order: static, then loaded writable, then loaded read-only (v0). */
  keys: string[];
  /** Lamports post − pre per key (0 for a key the transaction does not hold). */
  solChange(key: string): bigint;
  /** Lamports of `key` before and after; null for a key the transaction does not hold. */
  solBalance(key: string): { pre: bigint; post: bigint } | null;
  /** Every key whose lamports changed, with the change, in key order. */
  solChanges(): { key: string; change: bigint }[];
  tokenChanges: TokenBalanceChange[];
  /** The change of `owner`'s token accounts of `mint`, summed (0 when none moved). */
  tokenBalanceChange(owner: string, mint: string): bigint;
  /** Top-level instructions, each followed by the inner ones it ran (for explanations only). */
  instructions: ViewInstruction[];
}

const base58 = getBase58Encoder();

/** A transaction the view cannot read safely: money must never be guessed from it. */
export class MalformedTransactionError extends Error {}

function bytesOf(data: string): Uint8Array {
  try {
    return new Uint8Array(base58.encode(data));
  } catch {
    return new Uint8Array();
  }
}

function tokenBalances(raw: readonly RawTokenBalance[] | null | undefined, keys: string[]) {
  const byAccount = new Map<string, RawTokenBalance>();
  for (const balance of raw ?? []) {
    const account = keys[Number(balance.accountIndex)];
    if (account) byAccount.set(account, balance);
  }
  return byAccount;
}

/** Builds the view of `raw` (its first signature unless `signature` is given); throws MalformedTransactionError. */
export function transactionView(raw: RawTransaction, signature = raw.transaction.signatures[0] ?? ''): TransactionView {
  const { message } = raw.transaction;
  const meta = raw.meta;
  if (!meta) throw new MalformedTransactionError(`${signature}: no meta`);
  const loaded = meta.loadedAddresses;
  const keys = [...message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
  if (meta.preBalances.length !== keys.length || meta.postBalances.length !== keys.length) {
    throw new MalformedTransactionError(`${signature}: ${keys.length} keys but ${meta.preBalances.length}/${meta.postBalances.length} balances`);
  }
  const changes = new Map<string, bigint>();
  keys.forEach((key, index) => {
    const change = BigInt(meta.postBalances[index]!) - BigInt(meta.preBalances[index]!);
    changes.set(key, (changes.get(key) ?? 0n) + change);
  });

  const pre = tokenBalances(meta.preTokenBalances, keys);
  const post = tokenBalances(meta.postTokenBalances, keys);
  const tokenChanges = keys.flatMap((account): TokenBalanceChange[] => {
    const before = pre.get(account);
    const after = post.get(account);
    const either = after ?? before;
    if (!either) return [];
    const preAmount = before ? BigInt(before.uiTokenAmount.amount) : 0n;
    const postAmount = after ? BigInt(after.uiTokenAmount.amount) : 0n;
    return [{
      account,
      owner: either.owner ?? null,
      mint: either.mint,
      programId: either.programId ?? null,
      decimals: Number(either.uiTokenAmount.decimals),
      pre: preAmount,
      post: postAmount,
      change: postAmount - preAmount,
    }];
  });

  const instruction = (ix: RawInstruction, index: number, inner: boolean): ViewInstruction => {
    // Decoded only when an explanation reads it: base58 decoding is the costliest step of a view, and
    // a credit (which reads balance changes only) never needs it.
    let data: Uint8Array | undefined;
    return {
      programId: keys[Number(ix.programIdIndex)] ?? '',
      accounts: ix.accounts.map((account) => keys[Number(account)] ?? ''),
      get data() {
        return (data ??= bytesOf(ix.data));
      },
      index,
      inner,
    };
  };
  const innerByIndex = new Map((meta.innerInstructions ?? []).map((entry) => [Number(entry.index), entry.instructions]));
  const instructions = message.instructions.flatMap((ix, index) => [
    instruction(ix, index, false),
    ...(innerByIndex.get(index) ?? []).map((innerIx) => instruction(innerIx, index, true)),
  ]);

  const signerCount = Number(message.header.numRequiredSignatures);
  return {
    signature,
    slot: Number(raw.slot),
    blockTime: raw.blockTime === null ? null : new Date(Number(raw.blockTime) * 1000),
    succeeded: meta.err === null,
    err: meta.err,
    fee: BigInt(meta.fee),
    feePayer: keys[0] ?? '',
    signers: keys.slice(0, signerCount),
    keys,
    solChange: (key) => changes.get(key) ?? 0n,
    solBalance: (key) => {
      const index = keys.indexOf(key);
      return index < 0 ? null : { pre: BigInt(meta.preBalances[index]!), post: BigInt(meta.postBalances[index]!) };
    },
    solChanges: () => [...changes].filter(([, change]) => change !== 0n).map(([key, change]) => ({ key, change })),
    tokenChanges,
    tokenBalanceChange: (owner, mint) =>
      tokenChanges.filter((entry) => entry.owner === owner && entry.mint === mint).reduce((sum, entry) => sum + entry.change, 0n),
    instructions,
  };
}
