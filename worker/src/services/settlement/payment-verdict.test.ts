// The contribution verdict read from balance changes, against transactions shaped as a mainnet node
// returns them (worker/test/fixtures): each rule refuses, and payments made through a program, a lookup
// table or with extra instructions are accepted.
import { describe, expect, it } from 'vitest';
import legacyFixture from '../../../test/fixtures/legacy-transfer.json';
import v0Fixture from '../../../test/fixtures/v0-transfer-with-compute-budget.json';
import squadsFixture from '../../../test/fixtures/squads-vault-transfer.json';
import lookupFixture from '../../../test/fixtures/v0-lookup-table-payment.json';
import { transactionView, type RawTransaction } from '../chain/transaction-view';
import { verifyContributionTransaction, VERIFY_REASONS } from './payment-verdict';

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const TREASURY = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const LOCAL_TREASURY = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
const REFERENCE = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const STRANGER = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';

const window = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
const context = { treasury: TREASURY, phaseWindow: window };
const legacyIntent = { walletAddress: WALLET, lamports: 1_500_000_000n, reference: REFERENCE };

/** A deep copy of a fixture that a test may edit freely. */
const copy = (fixture: unknown) => structuredClone(fixture) as RawTransaction & { meta: { preBalances: number[]; postBalances: number[]; err: unknown } };
const legacy = () => copy(legacyFixture);
const view = (raw: RawTransaction) => transactionView(raw);

/** Sets the balances of key `index` of `raw`. */
function balances(raw: ReturnType<typeof copy>, index: number, pre: number, post: number) {
  raw.meta.preBalances[index] = pre;
  raw.meta.postBalances[index] = post;
  return raw;
}

describe('verifyContributionTransaction', () => {
  it('accepts a legacy transfer from the wallet to the treasury carrying the reference', () => {
    expect(verifyContributionTransaction(view(legacy()), legacyIntent, context)).toEqual({
      ok: true, slot: 4242, blockTime: new Date(1767225600 * 1000), received: 1_500_000_000n, surplus: 0n,
    });
  });

  it('accepts a v0 transfer between compute-budget and memo instructions, reference in a lookup table', () => {
    const result = verifyContributionTransaction(view(copy(v0Fixture)), { walletAddress: WALLET, lamports: 250_000_000n, reference: REFERENCE }, context);
    expect(result).toMatchObject({ ok: true, slot: 4343, surplus: 0n });
  });

  it('accepts a multisig vault paying through an inner instruction, though the vault signed nothing', () => {
    const raw = copy(squadsFixture);
    const vault = raw.transaction.message.accountKeys[2]!;
    const reference = raw.transaction.message.accountKeys[5]!;
    expect(view(raw).signers).not.toContain(vault);
    const result = verifyContributionTransaction(view(raw), { walletAddress: vault, lamports: 2_000_000_000n, reference }, { ...context, treasury: LOCAL_TREASURY });
    expect(result).toMatchObject({ ok: true, received: 2_000_000_000n });
  });

  it('accepts a payment whose treasury and reference are loaded from an address lookup table', () => {
    const raw = copy(lookupFixture);
    const wallet = raw.transaction.message.accountKeys[0]!;
    const reference = raw.meta!.loadedAddresses!.readonly[0]!;
    const result = verifyContributionTransaction(view(raw), { walletAddress: wallet, lamports: 750_000_000n, reference }, { ...context, treasury: LOCAL_TREASURY });
    expect(result).toMatchObject({ ok: true, received: 750_000_000n });
  });

  it('accepts RPC results whose integers arrive as bigints', () => {
    const raw = legacy() as unknown as RawTransaction;
    const withBigints = { ...raw, slot: 4242n, blockTime: 1767225600n, meta: { ...raw.meta!, fee: 5000n, preBalances: raw.meta!.preBalances.map(BigInt), postBalances: raw.meta!.postBalances.map(BigInt) } };
    expect(verifyContributionTransaction(view(withBigints), legacyIntent, context)).toMatchObject({ ok: true, slot: 4242 });
  });

  it('says not yet finalized, retryably, when the transaction is not found', () => {
    expect(verifyContributionTransaction(null, legacyIntent, context)).toEqual({ ok: false, reason: VERIFY_REASONS.notFinalized, retryable: true });
  });

  it('refuses a transaction that failed on chain', () => {
    const raw = legacy();
    raw.meta.err = { InstructionError: [0, { Custom: 1 }] };
    expect(verifyContributionTransaction(view(raw), legacyIntent, context)).toMatchObject({ ok: false, reason: VERIFY_REASONS.failed, retryable: false });
  });

  it('refuses a transaction in which the treasury received nothing', () => {
    expect(verifyContributionTransaction(view(legacy()), legacyIntent, { ...context, treasury: STRANGER })).toMatchObject({ reason: VERIFY_REASONS.wrongRecipient });
  });

  it('refuses money that came from a wallet other than the registered one', () => {
    expect(verifyContributionTransaction(view(legacy()), { ...legacyIntent, walletAddress: STRANGER }, context)).toMatchObject({ reason: VERIFY_REASONS.wrongSender });
    // The registered wallet only paid the fee: it paid nothing to the treasury.
    const feeOnly = balances(legacy(), 0, 4_000_000_000, 3_999_995_000);
    expect(verifyContributionTransaction(view(feeOnly), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongSender });
  });

  it('refuses a treasury one lamport short, or a wallet that paid one lamport less than the amount', () => {
    const short = balances(legacy(), 1, 10_000_000_000, 11_499_999_999);
    expect(verifyContributionTransaction(view(short), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongAmount });
    const walletShort = balances(legacy(), 0, 4_000_000_000, 2_499_995_001);
    expect(verifyContributionTransaction(view(walletShort), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongAmount });
  });

  it('accepts an overpayment and says what the treasury received beyond the intent', () => {
    const over = balances(balances(legacy(), 0, 4_000_000_000, 2_399_995_000), 1, 10_000_000_000, 11_600_000_000);
    expect(verifyContributionTransaction(view(over), legacyIntent, context)).toMatchObject({ ok: true, received: 1_600_000_000n, surplus: 100_000_000n });
  });

  it("refuses a transaction that does not carry the intent's reference", () => {
    expect(verifyContributionTransaction(view(legacy()), { ...legacyIntent, reference: STRANGER }, context)).toMatchObject({ reason: VERIFY_REASONS.noReference });
  });

  it('refuses a block time before, at the end of, or without the phase window', () => {
    const early = legacy();
    early.blockTime = window.start.getTime() / 1000 - 1;
    expect(verifyContributionTransaction(view(early), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    const atEnd = legacy();
    atEnd.blockTime = window.end.getTime() / 1000;
    expect(verifyContributionTransaction(view(atEnd), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    expect(verifyContributionTransaction(view(legacy()), legacyIntent, { ...context, phaseWindow: null })).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    const noTime = legacy();
    noTime.blockTime = null;
    expect(verifyContributionTransaction(view(noTime), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
  });
});
