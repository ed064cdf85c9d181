// The one transaction view, built from results shaped as a mainnet node returns them: keys in index
// order with loaded addresses, SOL and token balance changes, fee payer and signers, and the
// instructions top-level and inner.
import { describe, expect, it } from 'vitest';
import squadsFixture from '../../../test/fixtures/squads-vault-transfer.json';
import lookupFixture from '../../../test/fixtures/v0-lookup-table-payment.json';
import tokenFixture from '../../../test/fixtures/token-transfer-checked.json';
import { MalformedTransactionError, transactionView, type RawTransaction } from './transaction-view';

const TREASURY = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
const MINT = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const raw = (fixture: unknown) => structuredClone(fixture) as RawTransaction;

describe('transactionView', () => {
  it('lists static keys, then loaded writable, then loaded read-only, with a balance change for each', () => {
    const tx = raw(lookupFixture);
    const view = transactionView(tx);
    const { accountKeys } = tx.transaction.message;
    expect(view.keys).toEqual([...accountKeys, TREASURY, tx.meta!.loadedAddresses!.readonly[0]]);
    expect(view.solChange(TREASURY)).toBe(750_000_000n);
    expect(view.solChange(accountKeys[0]!)).toBe(-750_006_000n);
    expect(view.solBalance(TREASURY)).toEqual({ pre: 41_734_890_112n, post: 42_484_890_112n });
    expect(view.solChange('11111111111111111111111111111111')).toBe(0n);
    expect(view.solBalance('NotAKeyOfThisTransaction')).toBeNull();
    expect(view).toMatchObject({ signature: tx.transaction.signatures[0], slot: 381_204_811, succeeded: true, fee: 6000n, feePayer: accountKeys[0], signers: [accountKeys[0]] });
    expect(view.blockTime).toEqual(new Date(1795176300 * 1000));
  });

  it('keeps inner instructions after the top-level one that ran them', () => {
    const view = transactionView(raw(squadsFixture));
    expect(view.instructions.map((ix) => [ix.index, ix.inner, ix.programId])).toEqual([
      [0, false, 'ComputeBudget111111111111111111111111111111'],
      [1, false, 'ComputeBudget111111111111111111111111111111'],
      [2, false, 'SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf'],
      [2, true, '11111111111111111111111111111111'],
    ]);
    const transfer = view.instructions[3]!;
    expect(transfer.accounts.slice(0, 2)).toEqual([view.keys[2], TREASURY]);
    expect(transfer.data[0]).toBe(2);
  });

  it('reads token balance changes per token account and per owner and mint, a created account from zero', () => {
    const tx = raw(tokenFixture);
    const view = transactionView(tx);
    const [distributor, destination, source, recipient] = tx.transaction.message.accountKeys;
    expect(view.tokenChanges).toEqual([
      { account: destination, owner: recipient, mint: MINT, programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', decimals: 9, pre: 0n, post: 1_250_000_000_000n, change: 1_250_000_000_000n },
      { account: source, owner: distributor, mint: MINT, programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', decimals: 9, pre: 5_000_000_000_000_000n, post: 4_998_750_000_000_000n, change: -1_250_000_000_000n },
    ]);
    expect(view.tokenBalanceChange(recipient!, MINT)).toBe(1_250_000_000_000n);
    expect(view.tokenBalanceChange(distributor!, MINT)).toBe(-1_250_000_000_000n);
    expect(view.tokenBalanceChange(recipient!, TREASURY)).toBe(0n);
  });

  it('refuses a result whose balances do not match its keys, and one without meta', () => {
    const short = raw(lookupFixture);
    (short.meta!.postBalances as number[]).pop();
    expect(() => transactionView(short)).toThrow(MalformedTransactionError);
    expect(() => transactionView({ ...raw(lookupFixture), meta: null })).toThrow(MalformedTransactionError);
  });
});
