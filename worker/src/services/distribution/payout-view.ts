// The part of one transaction a payout verdict reads, built from a getTransaction result (json,
// v0 supported): success, every account key, and the token balance change of each token account
// (meta.pre/postTokenBalances). The same fields as the worker's transaction view (services/chain).

type Integer = number | bigint;

interface RawTokenBalance {
  accountIndex: Integer;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string };
}

/** The fields of a getTransaction result this view reads. */
export interface RawPayoutTransaction {
  slot: Integer;
  blockTime: Integer | null;
  meta: {
    err: unknown;
    preTokenBalances?: readonly RawTokenBalance[] | null;
    postTokenBalances?: readonly RawTokenBalance[] | null;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] } | null;
  } | null;
  transaction: { signatures: readonly string[]; message: { accountKeys: readonly string[] } };
}

/** A token account's balance change in one transaction. */
export interface TokenChange {
  account: string;
  owner: string | null;
  mint: string;
  change: bigint;
}

/** One transaction as a payout verdict reads it. */
export interface PayoutView {
  signature: string;
  slot: number;
  blockTime: Date | null;
  succeeded: boolean;
  err: unknown;
  /** Every account key: static, then loaded writable, then loaded read-only. */
  keys: string[];
  tokenChanges: TokenChange[];
}

/** The view of `raw`; null when it has no meta (nothing about money can be read from it). */
export function payoutView(raw: RawPayoutTransaction): PayoutView | null {
  const { meta } = raw;
  if (!meta) return null;
  const keys = [...raw.transaction.message.accountKeys, ...(meta.loadedAddresses?.writable ?? []), ...(meta.loadedAddresses?.readonly ?? [])];
  const byAccount = (balances: readonly RawTokenBalance[] | null | undefined) =>
    new Map((balances ?? []).map((balance) => [keys[Number(balance.accountIndex)] ?? '', balance]));
  const pre = byAccount(meta.preTokenBalances);
  const post = byAccount(meta.postTokenBalances);
  const tokenChanges = [...new Set([...pre.keys(), ...post.keys()])]
    .filter((account) => account !== '')
    .map((account) => {
      const either = (post.get(account) ?? pre.get(account))!;
      const amount = (balance: RawTokenBalance | undefined) => (balance ? BigInt(balance.uiTokenAmount.amount) : 0n);
      return { account, owner: either.owner ?? null, mint: either.mint, change: amount(post.get(account)) - amount(pre.get(account)) };
    });
  return {
    signature: raw.transaction.signatures[0] ?? '',
    slot: Number(raw.slot),
    blockTime: raw.blockTime === null ? null : new Date(Number(raw.blockTime) * 1000),
    succeeded: meta.err === null,
    err: meta.err,
    keys,
    tokenChanges,
  };
}
