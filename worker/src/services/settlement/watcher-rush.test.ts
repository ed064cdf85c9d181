// The watcher after a rush: payments the buyers already claimed do not use up its run, the credits it
// settles together share D1 batches, and an intent paid twice inside one group is credited once with
// the second payment owed back, as when they are settled one by one.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, type KeyPairSigner } from '@solana/kit';
import { newFundedSigner, sendSolTransfer, skipTreasuryHistory, waitForFinalized } from '../../../test/chain';
import { claim, count, createIntent, openSale, type IntentBody } from '../../../test/sale-fixtures';
import { runWatcher, WATCH_BUDGET } from './watcher';

let wallets: KeyPairSigner[];

beforeEach(async () => {
  await openSale('ICO');
  wallets = await Promise.all(Array.from({ length: 4 }, () => newFundedSigner(5)));
  await skipTreasuryHistory();
});

async function pay(from: KeyPairSigner, intent: IntentBody) {
  const signature = await sendSolTransfer({ from, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
  await waitForFinalized(signature);
  return signature;
}

describe('chain watcher after a rush', () => {
  it('skips what claims already credited without spending its budget on it, and credits the rest in one run', async () => {
    const intents = await Promise.all(wallets.map((wallet, i) => createIntent(wallet.address, '1', { email: `rush-${i}@example.com` })));
    const signatures: string[] = [];
    for (const [i, wallet] of wallets.entries()) signatures.push(await pay(wallet, intents[i]!));
    // Three buyers claimed; the last one closed the tab.
    for (const i of [0, 1, 2]) expect((await claim(intents[i]!.intentId, signatures[i]!)).body).toMatchObject({ status: 'credited' });

    // A budget of two transactions to read: the first one for the ledger's opening balance (this cursor
    // has none yet) and the unclaimed one; the other claimed ones are passed over unread.
    const report = await runWatcher(env, { limits: { ...WATCH_BUDGET, transactionsPerRun: 2 } });
    expect(report).toMatchObject({ handled: 4, credited: 1, remaining: 0, errors: 0 });
    expect(report.rpcMethods.getTransaction?.calls).toBe(2);
    expect(await count('contributions', `signature = '${signatures[3]}'`)).toBe(1);
  });

  it('credits several payments per D1 batch, and credits an intent paid twice in one group once, the second payment owed back', async () => {
    const intents = await Promise.all(wallets.map((wallet, i) => createIntent(wallet.address, '1', { email: `group-${i}@example.com` })));
    const signatures: string[] = [];
    for (const [i, wallet] of wallets.entries()) signatures.push(await pay(wallet, intents[i]!));
    const twice = await pay(wallets[0]!, intents[0]!);

    const report = await runWatcher(env, { limits: { ...WATCH_BUDGET, creditsPerBatch: 5 } });
    expect(report).toMatchObject({ handled: 5, credited: 4, unmatched: 1, errors: 0 });
    for (const signature of signatures) expect(await count('contributions', `signature = '${signature}'`)).toBe(1);
    expect(await count('contributions', `intent_id = '${intents[0]!.intentId}'`)).toBe(1);
    expect(await env.DB.prepare('SELECT reason FROM unmatched_payments WHERE signature = ?').bind(twice).first()).toEqual({ reason: 'already credited' });
    // Every first credit issued its own welcome mail with a temporary password.
    expect(await count('mail_outbox', `kind = 'welcome' AND to_email LIKE 'group-%'`)).toBe(4);
  });
});
