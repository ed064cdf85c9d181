// Every shape a payment takes on chain is credited or recorded as unmatched, nothing lost and nothing
// counted twice (docs/money-in.md, the verdict): built and landed on the local chain where it
// can build them, served as a mainnet node returns them (fixtures) where it cannot yet.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { KeyPairSigner } from '@solana/kit';
import squadsFixture from '../../../test/fixtures/squads-vault-transfer.json';
import lookupFixture from '../../../test/fixtures/v0-lookup-table-payment.json';
import { newFundedSigner, sendSolTransfer, skipTreasuryHistory, waitForFinalized } from '../../../test/chain';
import { fixtureRpc } from '../../../test/fixture-rpc';
import { payV0WithComputeBudgetAndMemo, payWithFeePayer, payWithSecondTransfer, payWithSeed, paySplit } from '../../../test/payment-shapes';
import { claim, count, createIntent, openSale } from '../../../test/sale-fixtures';
import { address } from '@solana/kit';
import type { RawTransaction } from '../chain/transaction-view';
import { runWatcher } from './watcher';

const SOL = 1_000_000_000n;
let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(20);
  await skipTreasuryHistory();
});

async function unmatched(signature: string) {
  return env.DB.prepare('SELECT reason, detail, status, sender, lamports, likely_intent_id FROM unmatched_payments WHERE signature = ?').bind(signature).first<Record<string, unknown>>();
}

async function credited(signature: string) {
  return env.DB.prepare('SELECT lamports, intent_id FROM contributions WHERE signature = ?').bind(signature).first<{ lamports: number; intent_id: string }>();
}

/** An ICO intent written straight to D1 for a fixture's wallet and reference, open around its block time. */
async function fixtureIntent(tx: RawTransaction, walletAddress: string, reference: string, lamports: bigint) {
  const id = crypto.randomUUID();
  const at = Number(tx.blockTime) * 1000;
  await env.DB.prepare(
    `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents, token_base_units,
       bonus_token_base_units, phase_starts_at, phase_ends_at, newsletter_subscribed, status, created_at, expires_at)
     VALUES (?, ?, ?, 'vault@example.com', 'ICO', ?, 180000000, ?, '1000', '0', ?, ?, 0, 'pending', ?, ?)`,
  ).bind(id, reference, walletAddress, Number(lamports), Number((lamports * 180n) / 10_000_000n), at - 86_400_000, at + 86_400_000, at - 60_000, at + 1_740_000).run();
  return id;
}

describe('payment shapes', () => {
  it('credits the exact amount and records a second transfer in the same transaction as owed back, in the same batch', async () => {
    const intent = await createIntent(wallet.address, '1');
    const signature = await payWithSecondTransfer(wallet, intent, 300_000_000n);
    const answer = await claim(intent.intentId, signature);
    expect(answer.body).toMatchObject({ status: 'credited', payment: { status: 'refund_due' } });
    expect(String((answer.body.payment as { message: string }).message)).toContain('paid more than it');
    expect(await credited(signature)).toEqual({ lamports: Number(intent.lamports), intent_id: intent.intentId });
    expect(await unmatched(signature)).toMatchObject({
      reason: 'overpaid', status: 'refund_due', sender: wallet.address, lamports: 300_000_000, likely_intent_id: intent.intentId,
      detail: 'paid more than the contribution in the same transaction (in 2 transfers)',
    });
    // The watcher skips the credited signature: nothing is counted twice.
    expect(await runWatcher(env)).toMatchObject({ credited: 0, unmatched: 0, errors: 0 });
    expect(await count('unmatched_payments')).toBe(1);
  });

  it('credits an overpayment in one transfer nobody posted and records the surplus as owed back', async () => {
    const intent = await createIntent(wallet.address, '1');
    const signature = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports) + 1n, reference: address(intent.reference) });
    await waitForFinalized(signature);
    expect(await runWatcher(env)).toMatchObject({ credited: 1, unmatched: 1, errors: 0 });
    expect(await credited(signature)).toMatchObject({ lamports: Number(intent.lamports) });
    expect(await unmatched(signature)).toMatchObject({ reason: 'overpaid', lamports: 1, detail: 'paid more than the contribution in the same transaction' });
  });

  it('credits an amount split across two transfers exactly, with nothing owed back', async () => {
    const intent = await createIntent(wallet.address, '1.5');
    const signature = await paySplit(wallet, intent);
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'credited' });
    expect((await claim(intent.intentId, signature)).body).not.toHaveProperty('payment');
    expect(await credited(signature)).toMatchObject({ lamports: Number(intent.lamports) });
    expect(await count('unmatched_payments')).toBe(0);
  });

  it('records a TransferWithSeed carrying the reference as unmatched money from the seed account, explained', async () => {
    const intent = await createIntent(wallet.address, '1');
    const { signature, source } = await payWithSeed(wallet, intent);
    expect(await runWatcher(env)).toMatchObject({ credited: 0, unmatched: 1, errors: 0 });
    expect(await unmatched(signature)).toMatchObject({
      reason: 'unknown sender', status: 'open', sender: source, lamports: Number(intent.lamports), likely_intent_id: intent.intentId,
      detail: 'paid from a wallet with no contribution (from an account derived with a seed)',
    });
  });

  it('credits a v0 payment with compute-budget instructions before and a memo after the transfer', async () => {
    const intent = await createIntent(wallet.address, '1');
    const signature = await payV0WithComputeBudgetAndMemo(wallet, intent);
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'credited' });
    expect(await credited(signature)).toMatchObject({ lamports: Number(intent.lamports) });
  });

  it('credits a payment whose fee another wallet paid', async () => {
    const intent = await createIntent(wallet.address, '1');
    const signature = await payWithFeePayer(wallet, await newFundedSigner(1), intent);
    expect(await runWatcher(env)).toMatchObject({ credited: 1, unmatched: 0 });
    expect(await credited(signature)).toMatchObject({ lamports: Number(intent.lamports) });
  });

  it('over a cap, records everything the transaction paid as owed back', async () => {
    const intent = await createIntent(wallet.address, '1');
    await env.DB.prepare('UPDATE sale_settings SET hard_cap_cents = 100').run();
    const signature = await payWithSecondTransfer(wallet, intent, SOL / 10n);
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', payment: { status: 'refund_due' } });
    expect(await count('contributions')).toBe(0);
    expect(await unmatched(signature)).toMatchObject({ reason: 'over a cap', lamports: Number(BigInt(intent.lamports) + SOL / 10n) });
  });
});

describe('payment shapes served as a mainnet node returns them', () => {
  it('credits a multisig vault paying through an inner instruction, though the vault signed nothing', async () => {
    const tx = structuredClone(squadsFixture) as RawTransaction;
    const [, , vault, , , reference] = tx.transaction.message.accountKeys;
    const intentId = await fixtureIntent(tx, vault!, reference!, 2n * SOL);
    const rpc = fixtureRpc([tx]);
    expect(await runWatcher(env, { fetch: rpc })).toMatchObject({ credited: 1, unmatched: 0, errors: 0, rpcCalls: rpc.requests });
    expect(await credited(tx.transaction.signatures[0]!)).toEqual({ lamports: 2_000_000_000, intent_id: intentId });
  });

  it('credits a payment whose treasury and reference are loaded from an address lookup table', async () => {
    const tx = structuredClone(lookupFixture) as RawTransaction;
    const reference = tx.meta!.loadedAddresses!.readonly[0]!;
    const intentId = await fixtureIntent(tx, tx.transaction.message.accountKeys[0]!, reference, 750_000_000n);
    expect(await runWatcher(env, { fetch: fixtureRpc([tx]) })).toMatchObject({ credited: 1, errors: 0 });
    expect(await credited(tx.transaction.signatures[0]!)).toEqual({ lamports: 750_000_000, intent_id: intentId });
  });
});
