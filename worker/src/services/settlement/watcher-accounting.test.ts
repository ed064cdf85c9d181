// Over a whole local run of payments in every shape, refunds, a sweep and a failed transaction the
// treasury signed, the watcher accounts for every lamport: credited + unmatched equals the treasury's
// inbound balance changes, the recorded outflows equal its outbound ones, and the opening balance plus
// every change is its balance on chain. Each run is recorded.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import {
  chainRpc, localTreasurySigner, newFundedSigner, sendFailingTransaction, sendSolTransfer, sendTreasuryRefund, skipTreasuryHistory, waitForFinalized,
} from '../../../test/chain';
import { payV0WithComputeBudgetAndMemo, payWithFeePayer, payWithSecondTransfer, payWithSeed, paySplit } from '../../../test/payment-shapes';
import { claim, count, createIntent, openSale } from '../../../test/sale-fixtures';
import { createRpc } from '../chain/solana-rpc';
import { transactionView } from '../chain/transaction-view';
import { runWatcher } from './watcher';
import { recordWatcherRun } from './watcher-runs';

let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(30);
  await skipTreasuryHistory();
});

async function pay(intent: { reference: string; lamports: string } | null, lamports: bigint) {
  const signature = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports, reference: intent ? address(intent.reference) : undefined });
  await waitForFinalized(signature);
  return signature;
}

async function sum(sql: string, signatures: string[]): Promise<bigint> {
  const row = await env.DB.prepare(sql).bind(JSON.stringify(signatures)).first<{ total: number | null }>();
  return BigInt(row?.total ?? 0);
}

describe('watcher accounting over a whole local run', () => {
  it('accounts for every lamport in and out of the treasury', async () => {
    const [cursor] = await chainRpc().getSignaturesForAddress(address(env.TREASURY_ADDRESS), { commitment: 'finalized', limit: 1 }).send();

    const exact = await createIntent(wallet.address, '1');
    await claim(exact.intentId, await pay(exact, BigInt(exact.lamports)));
    const second = await createIntent(wallet.address, '0.8');
    await claim(second.intentId, await payWithSecondTransfer(wallet, second, 123_456_789n));
    const over = await createIntent(wallet.address, '0.7');
    await pay(over, BigInt(over.lamports) + 5_000_000n);
    await paySplit(wallet, await createIntent(wallet.address, '0.9'));
    await payWithSeed(wallet, await createIntent(wallet.address, '0.6'));
    const memo = await createIntent(wallet.address, '0.65');
    await payV0WithComputeBudgetAndMemo(wallet, memo);
    await payWithFeePayer(wallet, await newFundedSigner(1), await createIntent(wallet.address, '0.75'));
    const short = await createIntent(wallet.address, '0.6');
    await pay(short, BigInt(short.lamports) - 1n);
    await pay(null, 42_000_000n);
    // Out: a refund, a sweep to a wallet nobody declared, and a failed transaction the treasury paid the fee of.
    await sendTreasuryRefund(wallet.address, 42_000_000n);
    await sendTreasuryRefund((await generateKeyPairSigner()).address, 250_000_000n);
    await waitForFinalized(await sendFailingTransaction({ from: await localTreasurySigner(), to: wallet.address }));

    let report = await runWatcher(env);
    for (let runs = 1; report.remaining > 0 && runs < 5; runs += 1) report = await runWatcher(env);
    expect(report).toMatchObject({ remaining: 0, errors: 0, lagSlots: 0 });
    expect(await count('contributions')).toBe(6);

    const rpc = createRpc(env);
    const listed = await rpc.call<{ signature: string }[]>('getSignaturesForAddress', [env.TREASURY_ADDRESS, { commitment: 'finalized', until: cursor?.signature }]);
    const signatures = listed.map((entry) => entry.signature);
    const views = [...(await rpc.getTransactions(signatures, 'finalized')).values()].map((tx) => transactionView(tx!));
    const changes = views.map((view) => view.solChange(env.TREASURY_ADDRESS));
    const inbound = changes.filter((change) => change > 0n).reduce((a, b) => a + b, 0n);
    const outbound = changes.filter((change) => change < 0n).reduce((a, b) => a - b, 0n);

    const credited = await sum('SELECT SUM(lamports) AS total FROM contributions WHERE signature IN (SELECT value FROM json_each(?))', signatures);
    const unmatched = await sum("SELECT SUM(lamports) AS total FROM unmatched_payments WHERE status != 'credited' AND signature IN (SELECT value FROM json_each(?))", signatures);
    expect(credited + unmatched).toBe(inbound);
    expect(await sum('SELECT SUM(lamports) AS total FROM treasury_outflows WHERE signature IN (SELECT value FROM json_each(?))', signatures)).toBe(outbound);
    expect(await count('treasury_outflows', 'fee_lamports > 0 AND lamports = fee_lamports')).toBe(1);

    const opening = await env.DB.prepare('SELECT opening_lamports FROM chain_cursors WHERE account = ?').bind(env.TREASURY_ADDRESS).first<{ opening_lamports: number }>();
    const { value: balance } = await chainRpc().getBalance(address(env.TREASURY_ADDRESS), { commitment: 'finalized' }).send();
    expect(BigInt(opening!.opening_lamports) + inbound - outbound).toBe(balance);

    const runs = await env.DB.prepare('SELECT rpc_calls, rpc_methods, handled, credited, outflows, errors FROM watcher_runs ORDER BY id').all<Record<string, unknown>>();
    expect(runs.results.length).toBeGreaterThan(0);
    expect(runs.results.reduce((total, run) => total + Number(run.outflows), 0)).toBe(3);
    expect(JSON.parse(String(runs.results[0]!.rpc_methods))).toHaveProperty('getTransaction');
  }, 60_000);
});

describe('recordWatcherRun', () => {
  it('keeps one row per run and prunes the oldest beyond the bound', async () => {
    const base = { startedAt: new Date(), durationMs: 5, tipSlot: 10, lagSlots: 0, lagSeconds: 0, handled: 0, credited: 0, unmatched: 0, outflows: 0, expired: 0, errors: 0, rpcCalls: 1, rpcErrors: 0, rpcMethods: {}, remaining: 0, backlogGrew: false };
    for (let i = 0; i < 5; i += 1) await recordWatcherRun(env.DB, { ...base, handled: i }, 3);
    const rows = await env.DB.prepare('SELECT handled FROM watcher_runs ORDER BY id').all<{ handled: number }>();
    expect(rows.results.map((row) => row.handled)).toEqual([2, 3, 4]);
  });
});
