// Decides what one finalized transaction carrying a batch's reference did for that batch (docs/money-out.md, "One attempt at a time", step 5):
// a row is paid only when the transaction succeeded and its recipient's account rose by exactly the
// row's amount: the token account of the batch's mint (token distribution, stablecoin refunds), or the
// wallet's lamports (SOL refunds). Read from balance changes, never from instructions. Pure.
import type { TransactionView } from '../chain/transaction-view';

/** What a verdict reads of the one transaction view (services/chain/transaction-view.ts). */
export type PayoutView = Pick<TransactionView, 'signature' | 'succeeded' | 'err' | 'keys' | 'tokenChanges' | 'solChange'>;

/**
 * A batch as it is verified: its reference, the mint it pays (null: SOL), and each row's receiving
 * account (the token account of the mint, or the wallet for SOL) and amount.
 */
export interface BatchToVerify {
  reference: string;
  mint: string | null;
  rows: readonly { id: number; account: string; amount: bigint }[];
}

export type PayoutVerdict =
  /** Every row received exactly its amount. */
  | { kind: 'paid'; rowIds: number[] }
  /** The transaction failed on chain: it moved no tokens and can never land again. */
  | { kind: 'failed'; error: string }
  /** It succeeded but did not pay every row exactly: `paidRowIds` did receive theirs. */
  | { kind: 'mismatch'; paidRowIds: number[]; detail: string }
  /** It does not carry the reference. */
  | { kind: 'unrelated' };

/** SPL Token / Token-2022 custom errors worth naming to the admin. */
const TOKEN_ERRORS: Record<number, string> = {
  1: 'insufficient tokens in the paying account',
  3: 'the account is not of this mint',
  4: 'the token account has another owner',
  17: 'a token account is frozen',
};

/** A transaction error (`meta.err`) in words, e.g. "instruction 3 failed: a token account is frozen (custom error 17)". */
export function describeTransactionError(err: unknown): string {
  if (typeof err === 'string') return `the transaction failed: ${err}`;
  const instruction = (err as { InstructionError?: [number, unknown] } | null)?.InstructionError;
  if (instruction) {
    const [index, cause] = instruction;
    const custom = (cause as { Custom?: number } | null)?.Custom;
    if (typeof custom === 'number') return `instruction ${index} failed: ${TOKEN_ERRORS[custom] ?? 'program error'} (custom error ${custom})`;
    return `instruction ${index} failed: ${typeof cause === 'string' ? cause : JSON.stringify(cause)}`;
  }
  return `the transaction failed: ${JSON.stringify(err)}`;
}

/** The verdict of `view` for `batch`. */
export function payoutVerdict(view: PayoutView, batch: BatchToVerify): PayoutVerdict {
  if (!view.keys.includes(batch.reference)) return { kind: 'unrelated' };
  if (!view.succeeded) return { kind: 'failed', error: describeTransactionError(view.err) };
  const received = new Map<string, bigint>();
  if (batch.mint === null) {
    for (const row of batch.rows) received.set(row.account, view.solChange(row.account));
  } else {
    for (const change of view.tokenChanges) {
      if (change.mint === batch.mint) received.set(change.account, (received.get(change.account) ?? 0n) + change.change);
    }
  }
  const paid = batch.rows.filter((row) => received.get(row.account) === row.amount);
  if (paid.length === batch.rows.length) return { kind: 'paid', rowIds: paid.map((row) => row.id) };
  const wrong = batch.rows
    .filter((row) => received.get(row.account) !== row.amount)
    .slice(0, 3)
    .map((row) => `${row.account} received ${received.get(row.account) ?? 0n} instead of ${row.amount}`);
  return {
    kind: 'mismatch',
    paidRowIds: paid.map((row) => row.id),
    detail: `${view.signature} paid ${paid.length} of ${batch.rows.length} transfers exactly; ${wrong.join('; ')}`,
  };
}
