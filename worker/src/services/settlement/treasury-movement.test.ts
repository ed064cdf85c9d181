// What a transaction did to the treasury, from balance changes only: money in and who paid it, money
// out with the fee it paid and where the rest went.
import { describe, expect, it } from 'vitest';
import squadsFixture from '../../../test/fixtures/squads-vault-transfer.json';
import { transactionView, type RawTransaction } from '../chain/transaction-view';
import { explainInbound } from './payment-explanation';
import { SOL } from './payment-asset';
import { treasuryMovement } from './treasury-movement';

const TREASURY = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';

/** A two-key transaction: `keys[0]` pays the fee, balances as given. */
function tx(keys: string[], pre: number[], post: number[], fee = 5000): RawTransaction {
  return {
    slot: 1, blockTime: 1, meta: { err: null, fee, preBalances: pre, postBalances: post },
    transaction: { signatures: ['sig'], message: { header: { numRequiredSignatures: 1 }, accountKeys: keys, instructions: [] } },
  };
}

describe('treasuryMovement', () => {
  it('names the vault as the payer of money a multisig sent through an inner instruction', () => {
    const view = transactionView(structuredClone(squadsFixture) as RawTransaction);
    expect(treasuryMovement(view, TREASURY)).toMatchObject({ change: 2_000_000_000n, payer: view.keys[2], recipients: [] });
    expect(explainInbound(view, TREASURY, SOL)).toBe('through a program such as a multisig');
  });

  it('splits an outflow into the fee the treasury paid and what each receiving account got', () => {
    const view = transactionView(tx([TREASURY, 'A', 'B'], [10_000_000, 0, 5], [6_995_000, 2_000_000, 1_000_005]));
    expect(treasuryMovement(view, TREASURY)).toEqual({
      change: -3_005_000n, feePaid: 5000n, payer: null, unattributed: 0n,
      recipients: [{ address: 'A', lamports: 2_000_000n }, { address: 'B', lamports: 1_000_000n }],
    });
  });

  it('leaves what no account received unattributed, and a failed transaction costs only its fee', () => {
    const burnt = transactionView(tx([TREASURY, 'A'], [10_000_000, 0], [8_995_000, 0]));
    expect(treasuryMovement(burnt, TREASURY)).toMatchObject({ change: -1_005_000n, feePaid: 5000n, unattributed: 1_000_000n, recipients: [] });
    const failed = { ...tx([TREASURY, 'A'], [10_000_000, 0], [9_995_000, 0]) };
    failed.meta!.err = { InstructionError: [0, 'InsufficientFunds'] };
    expect(treasuryMovement(transactionView(failed), TREASURY)).toMatchObject({ change: -5000n, feePaid: 5000n, unattributed: 0n });
  });

  it('sees nothing when the treasury is not in the transaction', () => {
    expect(treasuryMovement(transactionView(tx(['A', 'B'], [10, 0], [0, 10], 0)), TREASURY)).toMatchObject({ change: 0n, feePaid: 0n, payer: null });
  });
});
