import { describe, expect, it } from 'vitest';
import { describeTransactionError, payoutVerdict } from './payout-verdict';
import { transactionView, type RawTransaction } from '../chain/transaction-view';

const MINT = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const OTHER_MINT = 'So11111111111111111111111111111111111111112';
const [PAYER, SOURCE, A, REFERENCE, LOADED] = ['Payer1111', 'Source111', 'AccountA1', 'Reference', 'LoadedKey'];

const balance = (accountIndex: number, amount: bigint, mint = MINT) => ({ accountIndex, mint, owner: 'owner', uiTokenAmount: { amount: amount.toString(), decimals: 9 } });

/** A finalized getTransaction result that moved tokens from SOURCE to A (index 2) and B (loaded, index 5). */
function raw(changes: { a?: bigint; b?: bigint; mint?: string } = {}, err: unknown = null): RawTransaction {
  return {
    slot: 10,
    blockTime: 1_800_000_000,
    meta: {
      err,
      fee: 5000,
      preBalances: [10_000_000, 2_039_280, 0, 0, 0, 0],
      postBalances: [10_000_000 - 5000 - 2 * 2_039_280, 2_039_280, 2_039_280, 0, 0, 2_039_280],
      preTokenBalances: [balance(1, 1_000n), balance(3, 5n)],
      postTokenBalances: [balance(1, 1_000n - (changes.a ?? 30n) - (changes.b ?? 70n)), balance(2, changes.a ?? 30n, changes.mint), balance(3, 5n), balance(5, changes.b ?? 70n)],
      loadedAddresses: { writable: [LOADED], readonly: [] },
    },
    transaction: { signatures: ['sig1'], message: { header: { numRequiredSignatures: 1 }, accountKeys: [PAYER, SOURCE, A, 'Unrelated', REFERENCE], instructions: [] } },
  };
}

const batch = { reference: REFERENCE, mint: MINT, rows: [{ id: 1, account: A, amount: 30n }, { id: 2, account: LOADED, amount: 70n }] };

describe('the payout verdict', () => {
  it('pays each row whose token account of the mint rose by exactly its amount, reading loaded keys too', () => {
    const view = transactionView(raw());
    expect(view.keys).toEqual([PAYER, SOURCE, A, 'Unrelated', REFERENCE, LOADED]);
    expect(view.tokenChanges.find((change) => change.account === A)?.change).toBe(30n);
    expect(payoutVerdict(view, batch)).toEqual({ kind: 'paid', rowIds: [1, 2] });
  });

  it('calls a short, long or other-mint transfer a mismatch and names it, keeping the rows paid exactly', () => {
    expect(payoutVerdict(transactionView(raw({ a: 29n })), batch)).toEqual({ kind: 'mismatch', paidRowIds: [2], detail: `sig1 paid 1 of 2 transfers exactly; ${A} received 29 instead of 30` });
    expect(payoutVerdict(transactionView(raw({ b: 71n })), batch)).toMatchObject({ kind: 'mismatch', paidRowIds: [1] });
    expect(payoutVerdict(transactionView(raw({ mint: OTHER_MINT })), batch)).toMatchObject({ kind: 'mismatch', paidRowIds: [2], detail: expect.stringContaining(`${A} received 0 instead of 30`) });
  });

  it('reports a failed transaction with its error, and ignores one without the reference', () => {
    const failed = transactionView(raw({}, { InstructionError: [3, { Custom: 17 }] }));
    expect(payoutVerdict(failed, batch)).toEqual({ kind: 'failed', error: 'instruction 3 failed: a token account is frozen (custom error 17)' });
    expect(payoutVerdict(transactionView(raw()), { ...batch, reference: 'Elsewhere' })).toEqual({ kind: 'unrelated' });
  });

  it('describes transaction errors in words', () => {
    expect(describeTransactionError('InsufficientFundsForFee')).toBe('the transaction failed: InsufficientFundsForFee');
    expect(describeTransactionError({ InstructionError: [1, { Custom: 1 }] })).toBe('instruction 1 failed: insufficient tokens in the paying account (custom error 1)');
    expect(describeTransactionError({ InstructionError: [0, 'InvalidAccountData'] })).toBe('instruction 0 failed: InvalidAccountData');
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 2 } })).toBe('the transaction failed: {"InsufficientFundsForRent":{"account_index":2}}');
  });
});
