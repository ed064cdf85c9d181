import { describe, expect, it } from 'vitest';
import { getBase58Decoder } from '@solana/kit';
import legacyFixture from '../fixtures/legacy-transfer.json';
import v0Fixture from '../fixtures/v0-transfer-with-compute-budget.json';
import { inboundTransfer, verifyContributionTransaction, VERIFY_REASONS, type TransactionLike } from './verify-transfer';

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const TREASURY = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const REFERENCE = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const STRANGER = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';

const context = {
  treasury: TREASURY,
  phaseWindow: { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2026-01-11T00:00:00Z') },
};
const legacyIntent = { walletAddress: WALLET, lamports: 1_500_000_000n, reference: REFERENCE };
const v0Intent = { walletAddress: WALLET, lamports: 250_000_000n, reference: REFERENCE };

/** A deep copy of a fixture that a test may edit freely. */
function legacy(): TransactionLike & typeof legacyFixture {
  return structuredClone(legacyFixture);
}

function transferData(discriminator: number, lamports: bigint, length = 12): string {
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, discriminator, true);
  if (length >= 12) view.setBigUint64(4, lamports, true);
  return getBase58Decoder().decode(bytes);
}

describe('verifyContributionTransaction', () => {
  it('accepts a legacy transfer from the wallet to the treasury carrying the reference', () => {
    expect(verifyContributionTransaction(legacy(), legacyIntent, context)).toEqual({
      ok: true,
      slot: 4242,
      blockTime: new Date(1767225600 * 1000),
    });
  });

  it('accepts a v0 transfer between compute-budget and memo instructions, reference in a lookup table', () => {
    const result = verifyContributionTransaction(structuredClone(v0Fixture), v0Intent, context);
    expect(result).toMatchObject({ ok: true, slot: 4343 });
  });

  it('accepts RPC results whose integers arrive as bigints', () => {
    const tx = legacy() as unknown as TransactionLike;
    const withBigints = { ...tx, slot: 4242n, blockTime: 1767225600n };
    expect(verifyContributionTransaction(withBigints, legacyIntent, context)).toMatchObject({ ok: true, slot: 4242 });
  });

  it('says not yet finalized, retryably, when the transaction is not found', () => {
    expect(verifyContributionTransaction(null, legacyIntent, context)).toEqual({
      ok: false,
      reason: VERIFY_REASONS.notFinalized,
      retryable: true,
    });
  });

  it('refuses a transaction that failed on chain', () => {
    const tx = legacy();
    (tx.meta as { err: unknown }).err = { InstructionError: [0, { Custom: 1 }] };
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ ok: false, reason: VERIFY_REASONS.failed, retryable: false });
  });

  it('refuses a transfer to any other recipient', () => {
    const tx = legacy();
    tx.transaction.message.accountKeys[1] = STRANGER;
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongRecipient });
  });

  it('refuses a transfer from another wallet', () => {
    const tx = legacy();
    tx.transaction.message.accountKeys[0] = STRANGER;
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongSender });
  });

  it('refuses a transfer whose source did not sign', () => {
    const tx = legacy();
    // The registered wallet appears, but only as an unsigned account; a stranger pays the fee.
    tx.transaction.message.accountKeys = [STRANGER, TREASURY, REFERENCE, '11111111111111111111111111111111', WALLET];
    tx.transaction.message.instructions[0]!.accounts = [4, 1, 2];
    tx.transaction.message.instructions[0]!.programIdIndex = 3;
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongSender });
  });

  it('refuses an amount one lamport short or over', () => {
    for (const lamports of [1_499_999_999n, 1_500_000_001n]) {
      const tx = legacy();
      tx.transaction.message.instructions[0]!.data = transferData(2, lamports);
      expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongAmount });
    }
  });

  it('ignores System instructions that are not transfers', () => {
    const tx = legacy();
    tx.transaction.message.instructions[0]!.data = transferData(0, 1_500_000_000n);
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.noTransfer });
    tx.transaction.message.instructions[0]!.data = transferData(2, 0n, 16);
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.noTransfer });
    tx.transaction.message.instructions[0]!.data = '0OIl';
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.noTransfer });
  });

  it('ignores a transfer-shaped instruction of another program', () => {
    const tx = legacy();
    tx.transaction.message.accountKeys[3] = STRANGER;
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.noTransfer });
  });

  it("refuses a transaction that does not carry the intent's reference", () => {
    const otherIntent = { ...legacyIntent, reference: STRANGER };
    expect(verifyContributionTransaction(legacy(), otherIntent, context)).toMatchObject({ reason: VERIFY_REASONS.noReference });
  });

  it('refuses a block time before, at the end of, or without the phase window', () => {
    const early = legacy();
    early.blockTime = context.phaseWindow.start.getTime() / 1000 - 1;
    expect(verifyContributionTransaction(early, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    const atEnd = legacy();
    atEnd.blockTime = context.phaseWindow.end.getTime() / 1000;
    expect(verifyContributionTransaction(atEnd, legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    expect(verifyContributionTransaction(legacy(), legacyIntent, { ...context, phaseWindow: null })).toMatchObject({
      reason: VERIFY_REASONS.outsideWindow,
    });
    const noTime = legacy() as unknown as TransactionLike;
    expect(verifyContributionTransaction({ ...noTime, blockTime: null }, legacyIntent, context)).toMatchObject({
      reason: VERIFY_REASONS.outsideWindow,
    });
  });

  it('finds the matching transfer among several, wherever it sits', () => {
    const tx = legacy();
    const [transfer] = tx.transaction.message.instructions;
    const decoy = { ...transfer!, data: transferData(2, 1n) };
    tx.transaction.message.instructions = [decoy, transfer!, decoy];
    expect(verifyContributionTransaction(tx, legacyIntent, context)).toMatchObject({ ok: true });
  });
});

describe('inboundTransfer', () => {
  it('sums what signing wallets sent the treasury, and sees nothing in a failed or outgoing transaction', () => {
    expect(inboundTransfer(legacy(), TREASURY)).toEqual({ sender: WALLET, lamports: 1_500_000_000n });
    const failed = legacy();
    (failed.meta as { err: unknown }).err = { InstructionError: [0, { Custom: 1 }] };
    expect(inboundTransfer(failed, TREASURY)).toBeNull();
    expect(inboundTransfer(legacy(), STRANGER)).toBeNull();
    const twice = legacy();
    const [transfer] = twice.transaction.message.instructions;
    twice.transaction.message.instructions = [transfer!, { ...transfer!, data: transferData(2, 1n) }];
    expect(inboundTransfer(twice, TREASURY)).toEqual({ sender: WALLET, lamports: 1_500_000_001n });
  });
});
