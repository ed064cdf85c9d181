// The verdict on a payment read from balance changes, against transactions shaped as a mainnet node
// returns them (worker/test/fixtures): each rule refuses, and payments made through a program, a lookup
// table or with extra instructions are accepted; the asset (SOL or a token's mint) is a parameter; the
// verdict says credit, unmatched (with its reason) or refused.
import { describe, expect, it } from 'vitest';
import legacyFixture from '../../../test/fixtures/legacy-transfer.json';
import v0Fixture from '../../../test/fixtures/v0-transfer-with-compute-budget.json';
import squadsFixture from '../../../test/fixtures/squads-vault-transfer.json';
import lookupFixture from '../../../test/fixtures/v0-lookup-table-payment.json';
import tokenFixture from '../../../test/fixtures/token-transfer-checked.json';
import { transactionView, type RawTransaction } from '../chain/transaction-view';
import { SOL } from './payment-asset';
import { checkPaymentRules, paymentVerdict, VERIFY_REASONS } from './payment-verdict';

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const TREASURY = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const LOCAL_TREASURY = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
const REFERENCE = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const STRANGER = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';

const window = { start: new Date('2026-01-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
const context = { treasury: TREASURY, phaseWindow: window };
const legacyIntent = { wallet: WALLET, asset: SOL, amount: 1_500_000_000n, reference: REFERENCE };

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

describe('checkPaymentRules', () => {
  it('accepts a legacy transfer from the wallet to the treasury carrying the reference', () => {
    expect(checkPaymentRules(view(legacy()), legacyIntent, context)).toEqual({
      ok: true, slot: 4242, blockTime: new Date(1767225600 * 1000), received: 1_500_000_000n, surplus: 0n,
    });
  });

  it('accepts a v0 transfer between compute-budget and memo instructions, reference in a lookup table', () => {
    const result = checkPaymentRules(view(copy(v0Fixture)), { wallet: WALLET, asset: SOL, amount: 250_000_000n, reference: REFERENCE }, context);
    expect(result).toMatchObject({ ok: true, slot: 4343, surplus: 0n });
  });

  it('accepts a multisig vault paying through an inner instruction, though the vault signed nothing', () => {
    const raw = copy(squadsFixture);
    const vault = raw.transaction.message.accountKeys[2]!;
    const reference = raw.transaction.message.accountKeys[5]!;
    expect(view(raw).signers).not.toContain(vault);
    const result = checkPaymentRules(view(raw), { wallet: vault, asset: SOL, amount: 2_000_000_000n, reference }, { ...context, treasury: LOCAL_TREASURY });
    expect(result).toMatchObject({ ok: true, received: 2_000_000_000n });
  });

  it('accepts a payment whose treasury and reference are loaded from an address lookup table', () => {
    const raw = copy(lookupFixture);
    const wallet = raw.transaction.message.accountKeys[0]!;
    const reference = raw.meta!.loadedAddresses!.readonly[0]!;
    const result = checkPaymentRules(view(raw), { wallet, asset: SOL, amount: 750_000_000n, reference }, { ...context, treasury: LOCAL_TREASURY });
    expect(result).toMatchObject({ ok: true, received: 750_000_000n });
  });

  it('accepts RPC results whose integers arrive as bigints', () => {
    const raw = legacy() as unknown as RawTransaction;
    const withBigints = { ...raw, slot: 4242n, blockTime: 1767225600n, meta: { ...raw.meta!, fee: 5000n, preBalances: raw.meta!.preBalances.map(BigInt), postBalances: raw.meta!.postBalances.map(BigInt) } };
    expect(checkPaymentRules(view(withBigints), legacyIntent, context)).toMatchObject({ ok: true, slot: 4242 });
  });

  it('says not yet finalized, retryably, when the transaction is not found', () => {
    expect(checkPaymentRules(null, legacyIntent, context)).toEqual({ ok: false, reason: VERIFY_REASONS.notFinalized, retryable: true });
  });

  it('refuses a transaction that failed on chain', () => {
    const raw = legacy();
    raw.meta.err = { InstructionError: [0, { Custom: 1 }] };
    expect(checkPaymentRules(view(raw), legacyIntent, context)).toMatchObject({ ok: false, reason: VERIFY_REASONS.failed, retryable: false });
  });

  it('refuses a transaction in which the treasury received nothing', () => {
    expect(checkPaymentRules(view(legacy()), legacyIntent, { ...context, treasury: STRANGER })).toMatchObject({ reason: VERIFY_REASONS.wrongRecipient });
  });

  it('refuses money that came from a wallet other than the registered one', () => {
    expect(checkPaymentRules(view(legacy()), { ...legacyIntent, wallet: STRANGER }, context)).toMatchObject({ reason: VERIFY_REASONS.wrongSender });
    // The registered wallet only paid the fee: it paid nothing to the treasury.
    const feeOnly = balances(legacy(), 0, 4_000_000_000, 3_999_995_000);
    expect(checkPaymentRules(view(feeOnly), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongSender });
  });

  it('refuses a treasury one lamport short, or a wallet that paid one lamport less than the amount', () => {
    const short = balances(legacy(), 1, 10_000_000_000, 11_499_999_999);
    expect(checkPaymentRules(view(short), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongAmount });
    const walletShort = balances(legacy(), 0, 4_000_000_000, 2_499_995_001);
    expect(checkPaymentRules(view(walletShort), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.wrongAmount });
  });

  it('accepts an overpayment and says what the treasury received beyond the intent', () => {
    const over = balances(balances(legacy(), 0, 4_000_000_000, 2_399_995_000), 1, 10_000_000_000, 11_600_000_000);
    expect(checkPaymentRules(view(over), legacyIntent, context)).toMatchObject({ ok: true, received: 1_600_000_000n, surplus: 100_000_000n });
  });

  it("refuses a transaction that does not carry the intent's reference", () => {
    expect(checkPaymentRules(view(legacy()), { ...legacyIntent, reference: STRANGER }, context)).toMatchObject({ reason: VERIFY_REASONS.noReference });
  });

  it('refuses a block time before, at the end of, or without the phase window', () => {
    const early = legacy();
    early.blockTime = window.start.getTime() / 1000 - 1;
    expect(checkPaymentRules(view(early), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    const atEnd = legacy();
    atEnd.blockTime = window.end.getTime() / 1000;
    expect(checkPaymentRules(view(atEnd), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    expect(checkPaymentRules(view(legacy()), legacyIntent, { ...context, phaseWindow: null })).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
    const noTime = legacy();
    noTime.blockTime = null;
    expect(checkPaymentRules(view(noTime), legacyIntent, context)).toMatchObject({ reason: VERIFY_REASONS.outsideWindow });
  });
});

describe('checkPaymentRules with a token asset', () => {
  // A TransferChecked of 1,250 tokens from 961w… (the fee payer) into a new token account owned by GUpK….
  const tokenTx = () => copy(tokenFixture);
  const keys = tokenFixture.transaction.message.accountKeys;
  const [payer, , , owner, mint] = keys as [string, string, string, string, string];
  const treasuryAccount = view(tokenTx()).tokenChanges.find((entry) => entry.owner === owner && entry.change > 0n)!.account;
  const token = { kind: 'token' as const, symbol: 'USDC' as const, mint, treasuryAccount };
  const expected = { wallet: payer, asset: token, amount: 1_250_000_000_000n, reference: keys[2]! };

  it("reads the amount from the treasury's token account of the mint, not from lamports", () => {
    expect(checkPaymentRules(view(tokenTx()), expected, { ...context, treasury: owner })).toMatchObject({ ok: true, received: 1_250_000_000_000n, surplus: 0n });
    // The same transaction paid the owner no SOL: as a SOL payment it reached nobody.
    expect(checkPaymentRules(view(tokenTx()), { ...expected, asset: SOL }, { ...context, treasury: owner })).toMatchObject({ reason: VERIFY_REASONS.wrongRecipient });
  });

  it('refuses a token payment one base unit short, or of another mint', () => {
    expect(checkPaymentRules(view(tokenTx()), { ...expected, amount: 1_250_000_000_001n }, { ...context, treasury: owner })).toMatchObject({ reason: VERIFY_REASONS.wrongAmount });
    expect(checkPaymentRules(view(tokenTx()), { ...expected, asset: { ...token, mint: REFERENCE } }, { ...context, treasury: owner })).toMatchObject({ reason: VERIFY_REASONS.wrongRecipient });
  });

  it("refuses tokens that reached another of the treasury's token accounts than its associated one", () => {
    expect(checkPaymentRules(view(tokenTx()), { ...expected, asset: { ...token, treasuryAccount: REFERENCE } }, { ...context, treasury: owner })).toMatchObject({ reason: VERIFY_REASONS.wrongAccount });
  });
});

describe('paymentVerdict', () => {
  const expiresAt = new Date('2026-06-01T00:00:00Z');
  const verdictContext = { ...context, expiresAt };

  it('credits a payment that keeps every rule, with what arrived, from whom and the surplus', () => {
    const over = balances(balances(legacy(), 0, 4_000_000_000, 2_399_995_000), 1, 10_000_000_000, 11_600_000_000);
    expect(paymentVerdict(view(over), legacyIntent, verdictContext)).toEqual({
      kind: 'credit', slot: 4242, blockTime: new Date(1767225600 * 1000), surplus: 100_000_000n,
      inbound: { asset: SOL, amount: 1_600_000_000n, sender: WALLET, explanation: null },
    });
  });

  it('accounts for money that broke a rule as unmatched, with the reason the sender reads', () => {
    const short = balances(legacy(), 1, 10_000_000_000, 11_499_999_999);
    expect(paymentVerdict(view(short), legacyIntent, verdictContext)).toMatchObject({
      kind: 'unmatched', reason: 'wrong amount', shown: VERIFY_REASONS.wrongAmount, inbound: { amount: 1_499_999_999n, sender: WALLET },
    });
    expect(paymentVerdict(view(legacy()), { ...legacyIntent, wallet: STRANGER }, verdictContext)).toMatchObject({ kind: 'unmatched', reason: 'unknown sender' });
    expect(paymentVerdict(view(legacy()), legacyIntent, { ...verdictContext, phaseWindow: null })).toMatchObject({ kind: 'unmatched', reason: 'after close' });
  });

  it('holds the price only until the intent expires: a later payment is unmatched', () => {
    const late = paymentVerdict(view(legacy()), legacyIntent, { ...verdictContext, expiresAt: new Date(1767225600 * 1000) });
    expect(late).toMatchObject({ kind: 'unmatched', reason: 'after expiry', inbound: { amount: 1_500_000_000n } });
  });

  it('refuses with nothing to account for when the transaction failed or the treasury received nothing', () => {
    const failed = legacy();
    failed.meta.err = { InstructionError: [0, { Custom: 1 }] };
    expect(paymentVerdict(view(failed), legacyIntent, verdictContext)).toEqual({ kind: 'refused', shown: VERIFY_REASONS.failed });
    expect(paymentVerdict(view(legacy()), legacyIntent, { ...verdictContext, treasury: STRANGER })).toEqual({ kind: 'refused', shown: VERIFY_REASONS.wrongRecipient });
  });
});
