// POST /api/contributions against the local chain with real signed transactions: each rule of
// docs/money-in.md, "3. The verdict", credits nothing and says why; a good transfer is credited exactly once.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import {
  holdFinalization,
  newFundedSigner,
  releaseFinalization,
  sendFailingTransaction,
  sendSolTransfer,
  waitForFinalized,
} from '../../test/chain';
import { claim, count, createIntent, get, openSale } from '../../test/sale-fixtures';
import { VERIFY_REASONS } from '../services/settlement/payment-verdict';

const TREASURY = address(env.TREASURY_ADDRESS);
let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(20);
});

/** Pays an intent's exact amount from `from` with its reference and waits until it is final. */
async function pay(intent: { reference: string; lamports: string }, overrides: Partial<Parameters<typeof sendSolTransfer>[0]> = {}) {
  const signature = await sendSolTransfer({
    from: wallet,
    to: TREASURY,
    lamports: BigInt(intent.lamports),
    reference: address(intent.reference),
    ...overrides,
  });
  await waitForFinalized(signature);
  return signature;
}

async function expectNothingCredited() {
  expect(await count('contributions')).toBe(0);
  expect(await count('investors')).toBe(0);
  expect(await count('mail_outbox')).toBe(0);
}

describe('POST /api/contributions', () => {
  it('credits a good contribution once, with the audit row, investor, newsletter and welcome mail', async () => {
    const intent = await createIntent(wallet.address, '1.5');
    const signature = await pay(intent);

    const first = await claim(intent.intentId, signature);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'credited',
      signature,
      contribution: { signature, sol: '1.5', usd: intent.usd, tokens: intent.tokens, phase: 'WHITELIST', accountCreated: true },
    });
    expect((first.body.contribution as { vesting: unknown[] }).vesting).toHaveLength(4);
    expect(await count('contributions')).toBe(1);
    expect(await count('contribution_intents', "status = 'credited'")).toBe(1);
    expect(await count('audit_log', "action = 'contribution.credited'")).toBe(1);
    expect(await count('investors', 'must_change_password = 1 AND password_hash IS NOT NULL')).toBe(1);
    expect(await count('newsletter_subscribers', "source = 'contribution'")).toBe(1);
    expect(await count('mail_outbox', "kind = 'welcome'")).toBe(1);

    const status = await (await get(`/api/contributions/intents/${intent.intentId}`)).json();
    expect(status).toMatchObject({ status: 'credited', signature, contribution: { sol: '1.5' } });
  });

  it('says the account was created only with the first credit of an email, not with a repeat contribution', async () => {
    const first = await createIntent(wallet.address, '1');
    const firstClaim = await claim(first.intentId, await pay(first));
    expect(firstClaim.body).toMatchObject({ status: 'credited', contribution: { accountCreated: true } });

    const repeat = await createIntent(wallet.address, '1');
    const repeatClaim = await claim(repeat.intentId, await pay(repeat));
    expect(repeatClaim.body).toMatchObject({ status: 'credited', contribution: { accountCreated: false } });
    expect(await count('mail_outbox', "kind = 'welcome'")).toBe(1);
    // The first one still says so when polled again later.
    expect(await (await get(`/api/contributions/intents/${first.intentId}`)).json()).toMatchObject({ contribution: { accountCreated: true } });
    expect(await (await get(`/api/contributions/intents/${repeat.intentId}`)).json()).toMatchObject({ contribution: { accountCreated: false } });
  });

  it('answers the same signature posted twice as credited for the same intent and writes nothing new', async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent);
    await claim(intent.intentId, signature);
    const tables = ['contributions', 'audit_log', 'investors', 'mail_outbox', 'newsletter_subscribers'];
    const before = await Promise.all(tables.map((table) => count(table)));

    const again = await claim(intent.intentId, signature);
    expect(again.body).toMatchObject({ status: 'credited', signature });
    expect(await Promise.all(tables.map((table) => count(table)))).toEqual(before);
  });

  it('refuses one signature claimed by a second intent', async () => {
    const first = await createIntent(wallet.address);
    const second = await createIntent(wallet.address);
    const signature = await pay(first);
    await claim(first.intentId, signature);

    const stolen = await claim(second.intentId, signature);
    expect(stolen.body).toEqual({ status: 'rejected', reason: 'This transaction was already used for another contribution', signature });
    expect(await count('contributions')).toBe(1);
    expect(await count('audit_log', "action = 'contribution.rejected'")).toBe(1);
  });

  it('refuses a transfer to another recipient', async () => {
    const intent = await createIntent(wallet.address);
    const stranger = (await generateKeyPairSigner()).address;
    const signature = await pay(intent, { to: stranger });
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', reason: VERIFY_REASONS.wrongRecipient });
    await expectNothingCredited();
    expect(await count('audit_log', "action = 'contribution.rejected'")).toBe(1);
    const status = await (await get(`/api/contributions/intents/${intent.intentId}`)).json();
    expect(status).toMatchObject({ status: 'rejected', reason: VERIFY_REASONS.wrongRecipient });
  });

  it('refuses a transfer from a wallet other than the registered one', async () => {
    const intent = await createIntent(wallet.address);
    const other = await newFundedSigner(5);
    const signature = await pay(intent, { from: other });
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', reason: VERIFY_REASONS.wrongSender });
    await expectNothingCredited();
  });

  it('refuses a transaction that failed on chain', async () => {
    // A wallet holding less than the amount: the transfer lands with meta.err, only the fee is paid.
    const poor = await newFundedSigner(0.01);
    const intent = await createIntent(poor.address, '1');
    const signature = await sendFailingTransaction({
      from: poor,
      to: TREASURY,
      lamports: BigInt(intent.lamports),
      reference: address(intent.reference),
    });
    await waitForFinalized(signature);
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', reason: VERIFY_REASONS.failed });
    await expectNothingCredited();
  });

  it('refuses an amount short by one lamport', async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent, { lamports: BigInt(intent.lamports) - 1n });
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', reason: VERIFY_REASONS.wrongAmount });
    await expectNothingCredited();
  });

  it("refuses a transaction without the intent's reference", async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent, { reference: undefined });
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', reason: VERIFY_REASONS.noReference });
    await expectNothingCredited();
    // Someone else's transaction must not spoil the intent: it stays open for the real payment.
    expect(await count('contribution_intents', "status = 'pending'")).toBe(1);
  });

  it('still credits a payment made during the open phase after a Reset and Initialize moved the dates', async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent);
    const DAY = 86_400_000;
    // The admin resets and initializes a new sale starting tomorrow: the intent keeps the window it was priced in.
    await env.DB.prepare('UPDATE sale_settings SET whitelist_starts_at = ?, whitelist_ends_at = ?, ico_ends_at = ?')
      .bind(Date.now() + DAY, Date.now() + 11 * DAY, Date.now() + 41 * DAY)
      .run();
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'credited', signature });
    expect(await count('contributions')).toBe(1);
  });

  it('records a payment made after its phase closed as refundable and says so', async () => {
    const intent = await createIntent(wallet.address);
    // Well before the payment: a block time is its slot's start in whole seconds, and on a loaded machine
    // the local chain's slot clock can trail the wall clock by seconds.
    await env.DB.prepare('UPDATE contribution_intents SET phase_ends_at = ?').bind(Date.now() - 60_000).run();
    const signature = await pay(intent);
    const answer = await claim(intent.intentId, signature);
    expect(answer.body).toMatchObject({ status: 'rejected', reason: VERIFY_REASONS.outsideWindow, payment: { status: 'refund_due' } });
    expect(String((answer.body.payment as { message: string }).message)).toContain('will be refunded');
    await expectNothingCredited();
    expect(await count('unmatched_payments', "reason = 'after close' AND status = 'refund_due'")).toBe(1);
  });

  it('says pending and seen until the transaction is finalized, then credits it', async () => {
    const intent = await createIntent(wallet.address);
    await holdFinalization();
    try {
      const signature = await sendSolTransfer({ from: wallet, to: TREASURY, lamports: BigInt(intent.lamports), reference: address(intent.reference) });
      const held = await claim(intent.intentId, signature);
      expect(held.body).toMatchObject({ status: 'pending', signature });
      const seen = await (await get(`/api/contributions/intents/${intent.intentId}`)).json();
      expect(seen).toMatchObject({ status: 'seen', signature });
      await expectNothingCredited();

      await releaseFinalization();
      await waitForFinalized(signature);
      expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'credited', signature });
      expect(await count('contributions')).toBe(1);
    } finally {
      await releaseFinalization();
    }
  });

  it('credits a v0 transaction with compute-budget instructions before and after the transfer', async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent, {
      version: 0,
      prependInstructions: [getSetComputeUnitLimitInstruction({ units: 200_000 })],
      appendInstructions: [getSetComputeUnitPriceInstruction({ microLamports: 1_000n })],
    });
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'credited' });
    expect(await count('contributions')).toBe(1);
  });

  it('answers an unknown intent with 404 and a malformed claim with 400', async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent);
    const unknown = await claim(crypto.randomUUID(), signature);
    expect(unknown).toEqual({ status: 404, body: { error: 'Contribution not found' } });
    expect((await claim(intent.intentId, 'not-a-signature')).status).toBe(400);
    expect((await claim('nope', signature)).body).toEqual({ error: 'Invalid contribution id' });
    await expectNothingCredited();
  });

  it('says not found, pending, for a signature the chain does not know', async () => {
    const intent = await createIntent(wallet.address);
    const unknownSignature = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
    expect((await claim(intent.intentId, unknownSignature)).body).toMatchObject({ status: 'pending', reason: VERIFY_REASONS.notFound });
    await expectNothingCredited();
  });
});
