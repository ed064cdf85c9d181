// Decides what one finalized transaction carrying a batch's reference did for that batch (docs/money-out.md, "One attempt at a time", step 5):
// a row is paid only when the transaction succeeded and its recipient's token account of the plan's
// mint rose by exactly the row's amount. Read from token balance changes, never from instructions. Pure.
import type { TransactionView } from '../chain/transaction-view';

/** What a verdict reads of the one transaction view (services/chain/transaction-view.ts). */
export type PayoutView = Pick<TransactionView, 'signature' | 'succeeded' | 'err' | 'keys' | 'tokenChanges'>;

/** A batch as it is verified: its reference, the mint, and each row's recipient token account and amount. */
export interface BatchToVerify {
  reference: string;
  mint: string;
  rows: readonly { id: number; tokenAccount: string; amount: bigint }[];
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
  1: 'insufficient tokens in the distribution account',
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
  for (const change of view.tokenChanges) {
    if (change.mint === batch.mint) received.set(change.account, (received.get(change.account) ?? 0n) + change.change);
  }
  const paid = batch.rows.filter((row) => received.get(row.tokenAccount) === row.amount);
  if (paid.length === batch.rows.length) return { kind: 'paid', rowIds: paid.map((row) => row.id) };
  const wrong = batch.rows
    .filter((row) => received.get(row.tokenAccount) !== row.amount)
    .slice(0, 3)
    .map((row) => `${row.tokenAccount} received ${received.get(row.tokenAccount) ?? 0n} instead of ${row.amount}`);
  return {
    kind: 'mismatch',
    paidRowIds: paid.map((row) => row.id),
    detail: `${view.signature} paid ${paid.length} of ${batch.rows.length} transfers exactly; ${wrong.join('; ')}`,
  };
}
