// Refund payouts end to end against the local chain: a refund plan built from what is owed, approved
// with its hash, paid by the one payout runner through the refund port (SOL and USDC from the
// treasury), verified line by line from balance changes, each paid line settling what it owed; and the
// faults of docs/money-out.md, "Refunds".
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, getBase64EncodedWireTransaction, signTransaction } from '@solana/kit';
import type { AttemptStarted, RefundBatchDetail, RefundLineList, RefundManifest, RefundPlanAnswer } from '@core/api/refunds';
import { associatedTokenAccount } from '@core/payout/associated-token-account';
import { runPayouts } from '@core/payout/payout-runner';
import { refundExpectation, refundPort } from '@core/payout/refund-port';
import { adminCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { newFundedSigner, sendTreasuryRefund, skipTreasuryHistory } from '../../../test/chain';
import { stablecoinBalance } from '../../../test/chain-stablecoins';
import { adminApi, closedSale, newWallet, passBlockHeight } from '../../../test/distribution-fixtures';
import {
  approvedRefundPlan, fundedTreasury, owe, refundApiClient, refundBatches, REFUNDS_API, signRefund, solBalance, verifyRefundsUntil,
} from '../../../test/refund-fixtures';
import { get } from '../../../test/sale-fixtures';
import { insertContribution } from '../../../test/sale-rows';
import { createRpc } from '../chain/solana-rpc';
import { OUTFLOW_PARTS } from '../settlement/outflows';
import { TOKEN_OUTFLOW_PARTS } from '../settlement/token-outflows';
import { runWatcher } from '../settlement/watcher';
import { handRefundWhileSending, REFUND_REFUSALS } from './refusals';
import { buildRefundPlan } from './build-plan';
import { approveRefundPlan, currentPlanHash } from './plan-approval';
import { loadRefundPlan } from './plan-store';
import { refundPlanView } from './plan-view';
import { startRefundAttempt } from './start-attempt';

const explorer = { cluster: 'localnet', rpcUrl: env.SOLANA_RPC_URL, origin: 'https://mrdx.example' };
const batchStatus = async (api: Awaited<ReturnType<typeof adminApi>>, id: string) => (await api.get<RefundBatchDetail>(`${REFUNDS_API}/batches/${id}`)).status;

describe('a refund plan paid by the payout runner', { timeout: 90_000 }, () => {
  it('pays a SOL batch and a USDC batch from the treasury, each line verified, settled, mailed and published', async () => {
    const [a, b, c] = [await newWallet(), await newWallet(), await newWallet()];
    const firstA = await owe(a, 10_000_000n);
    await owe(a, 5_000_000n);
    await insertContribution({ walletAddress: a, usdCents: 10_000, email: 'refunded@example.com' });
    await owe(b, 20_000_000n);
    await owe(c, 2_500_000n, 'USDC');
    await closedSale();
    const treasury = await fundedTreasury({ usdc: 10_000_000n });
    await skipTreasuryHistory();
    const api = await adminApi();
    const plan = await approvedRefundPlan(api);
    expect(plan).toMatchObject({ status: 'approved', lines: 3, wallets: 3, sources: 4, treasury: treasury.address });
    expect(plan.assets.map((asset) => [asset.asset, asset.lines, asset.amount.amount, asset.costs.transactions])).toEqual([['SOL', 2, '0.035', 1], ['USDC', 1, '2.5', 1]]);
    expect(plan.assets[1]!.costs.accountsToCreate).toBe(1);

    // Published before anything is paid.
    const before = (await (await get(`/api/refunds/manifest?wallet=${a}`)).json()) as RefundManifest;
    expect(before.plan).toMatchObject({ planHash: plan.planHash, lines: 3 });
    expect(before.items).toEqual([expect.objectContaining({ wallet: a, asset: 'SOL', amount: { asset: 'SOL', baseUnits: '15000000', amount: '0.015' }, reasons: ['over the hard cap'], status: 'owed', signature: null })]);

    const client = refundApiClient(api.cookie);
    const sign = async (jobs: readonly { transaction: Parameters<typeof signTransaction>[1] }[]) =>
      Promise.all(jobs.map(async (job) => getBase64EncodedWireTransaction(await signTransaction([treasury.keyPair], job.transaction))));
    for (const asset of ['SOL', 'USDC'] as const) {
      const result = await runPayouts({
        port: refundPort(client, asset, { allPages: true }), sign, expected: refundExpectation(plan, asset), deriveTokenAccount: associatedTokenAccount, wait: true, timeoutMs: 60_000,
      });
      expect(result, JSON.stringify(result.problems)).toMatchObject({ outcome: 'finished', submitted: 1, problems: [] });
    }
    expect(await solBalance(a)).toBe(15_000_000n);
    expect(await solBalance(b)).toBe(20_000_000n);
    expect(await stablecoinBalance(address(c), 'USDC')).toBe(2_500_000n);

    const refunds = await env.DB.prepare('SELECT wallet, asset, lamports, token_amount, refund_line_id FROM refunds ORDER BY asset, wallet').all();
    expect(refunds.results).toHaveLength(3);
    expect(refunds.results.every((row) => row.refund_line_id !== null)).toBe(true);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM unmatched_payments WHERE status = 'refunded' AND refund_signature IS NOT NULL").first('n')).toBe(4);
    const mail = await env.DB.prepare("SELECT to_email, subject, body_text FROM mail_outbox WHERE kind = 'refund-paid'").all<{ to_email: string; subject: string; body_text: string }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]).toMatchObject({ to_email: 'refunded@example.com', subject: 'Your MRDX refund was paid' });
    expect(mail.results[0]!.body_text).toContain('Amount: 0.015 SOL');

    const { plan: finished } = await api.get<RefundPlanAnswer>(`${REFUNDS_API}/plan`);
    expect(finished).toMatchObject({ status: 'finished' });
    const after = (await (await get('/api/refunds/manifest')).json()) as RefundManifest;
    expect(after.items.map((item) => item.status)).toEqual(['paid', 'paid', 'paid']);
    expect(after.plan!.totals.map((total) => [total.asset, total.paidLines, total.paidAmount.amount])).toEqual([['SOL', 2, '0.035'], ['USDC', 1, '2.5']]);
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE action LIKE 'refund%' ORDER BY created_at, rowid").all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual(expect.arrayContaining(['refund_plan.built', 'refund_plan.approved', 'refund.batch_paid', 'refund_plan.finished']));

    // The watcher explains both transactions' treasury outflows as refunds (the fee apart), nothing unexplained.
    expect(await runWatcher(env)).toMatchObject({ errors: 0 });
    const parts = await env.DB.prepare(`WITH ${OUTFLOW_PARTS} SELECT kind, COUNT(*) AS n FROM outflow_parts GROUP BY kind ORDER BY kind`).all();
    expect(parts.results).toEqual([{ kind: 'fee', n: 2 }, { kind: 'refund', n: 3 }]);
    const tokenParts = await env.DB.prepare(`WITH ${TOKEN_OUTFLOW_PARTS} SELECT kind, recipient, token_amount FROM token_outflow_parts`).all();
    expect(tokenParts.results).toEqual([{ kind: 'refund', recipient: c, token_amount: '2500000' }]);

    // The batch's transaction cannot be recorded again by hand, and nothing is owed any more.
    const paidSignature = after.items[0]!.signature!;
    const again = await api.post(`/api/admin/reconciliation/refunds`, { wallet: a, signature: paidSignature }, 422);
    expect(again.error).toBe('This transaction was already recorded as a refund');
    expect(await env.DB.prepare('SELECT status FROM unmatched_payments WHERE id = ?').bind(firstA).first('status')).toBe('refunded');
    expect((await api.post(`${REFUNDS_API}/plan/build`, { confirm: true }, 409)).error).toBe(REFUND_REFUSALS.nothingOwed);

    // A payment marked later goes into a second plan: the manifest shows the newest and lists both, and
    // the first stays published with every line it paid.
    await owe(await newWallet(), 7_000_000n);
    const second = await approvedRefundPlan(api);
    // (Another page size than above: the first answer is still in the manifest's short cache.)
    const newest = (await (await get('/api/refunds/manifest?pageSize=10')).json()) as RefundManifest;
    expect(newest.plan).toMatchObject({ id: second.id, lines: 1 });
    expect(newest.plans).toEqual([
      { id: second.id, approvedAt: second.approvedAt, status: 'approved', lines: 1 },
      { id: plan.id, approvedAt: plan.approvedAt, status: 'finished', lines: 3 },
    ]);
    const first = (await (await get(`/api/refunds/manifest?plan=${plan.id}`)).json()) as RefundManifest;
    expect(first.plan).toMatchObject({ id: plan.id, planHash: plan.planHash, status: 'finished' });
    expect(first.items.map((item) => item.status)).toEqual(['paid', 'paid', 'paid']);
    const unknown = await get(`/api/refunds/manifest?plan=${crypto.randomUUID()}`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'No approved refund plan has this id' }]);
    const invalid = await get('/api/refunds/manifest?plan=latest');
    expect([invalid.status, await invalid.json()]).toEqual([400, { error: 'Plan must be the id of an approved refund plan' }]);
  });
});

describe('refund plan faults', { timeout: 60_000 }, () => {
  it('refuses any change once approved', async () => {
    const wallet = await newWallet();
    await owe(wallet, 100n);
    await closedSale();
    const api = await adminApi();
    const plan = await approvedRefundPlan(api, 'hold');
    const { items } = await api.get<RefundLineList>(`${REFUNDS_API}/plan/lines`);
    expect(items[0]).toMatchObject({ flags: ['cannot_land', 'dust'], choice: 'hold', status: 'held' });
    expect((await api.post(`${REFUNDS_API}/plan/lines/${items[0]!.id}/choice`, { choice: 'pay', reason: 'changed my mind' }, 409)).error).toBe(REFUND_REFUSALS.finished);
    // Every line held: the plan is finished at once and its held line's source goes to the next build.
    expect(plan.status).toBe('finished');
    const rebuilt = await api.post<RefundPlanAnswer>(`${REFUNDS_API}/plan/build`, { confirm: true });
    expect(rebuilt.plan).toMatchObject({ status: 'draft', lines: 1 });
    await owe(wallet, 50_000_000n);
    // What is owed changed since the build: approval refuses until it is built again.
    expect((await api.post(`${REFUNDS_API}/plan/approve`, { planHash: rebuilt.plan!.planHash }, 409)).error).toBe(REFUND_REFUSALS.sourcesChanged);
    const again = await api.post<RefundPlanAnswer>(`${REFUNDS_API}/plan/build`, { confirm: true });
    const approved = await api.post<RefundPlanAnswer>(`${REFUNDS_API}/plan/approve`, { planHash: again.plan!.planHash });
    expect(approved.plan).toMatchObject({ status: 'approved', lines: 1, sources: 2 });
    expect((await api.post(`${REFUNDS_API}/plan/build`, { confirm: true }, 409)).error).toBe(REFUND_REFUSALS.approved);
    expect((await api.post(`${REFUNDS_API}/plan/approve`, { planHash: again.plan!.planHash }, 409)).error).toBe(REFUND_REFUSALS.approved);
    const line = (await api.get<RefundLineList>(`${REFUNDS_API}/plan/lines`)).items[0]!;
    expect((await api.post(`${REFUNDS_API}/plan/lines/${line.id}/choice`, { choice: 'hold', reason: 'too late' }, 409)).error).toBe(REFUND_REFUSALS.approved);
  });

  it('lets exactly one of two admins start a batch at once', async () => {
    await owe(await newWallet(), 30_000_000n);
    await closedSale();
    await fundedTreasury();
    const api = await adminApi();
    await approvedRefundPlan(api);
    const [batch] = await refundBatches(api);
    await insertAdmin('second-admin', 'second-admin-secret');
    const other = await adminCookie('second-admin', 'second-admin-secret');
    const path = `${REFUNDS_API}/batches/${batch!.id}/attempts/start`;
    const answers = await Promise.all([api.raw(path, {}), postWithCookie(path, {}, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = (await answers.find((answer) => answer.status === 409)!.json()) as { error: string };
    expect(refused.error).toMatch(/Another admin started this batch|An attempt may still land/);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM refund_attempts WHERE batch_id = ?').bind(batch!.id).first('n')).toBe(1);
  });

  it('drops a line refunded by hand from its unsent batch, and refuses a hand record while the batch may land', async () => {
    const [a, b, c] = [await newWallet(), await newWallet(), await newWallet()];
    for (const wallet of [a, b, c]) await owe(wallet, 10_000_000n);
    await closedSale();
    await fundedTreasury();
    const api = await adminApi();
    await approvedRefundPlan(api);
    const [batch] = await refundBatches(api);
    expect(batch).toMatchObject({ transfers: 3 });

    const byHand = await sendTreasuryRefund(address(a), 10_000_000n);
    await api.post('/api/admin/reconciliation/refunds', { wallet: a, signature: byHand });
    const started = await api.post<AttemptStarted>(`${REFUNDS_API}/batches/${batch!.id}/attempts/start`, {});
    expect(started.spec.transfers.map((transfer) => transfer.owner).sort()).toEqual([b, c].sort());
    expect(await batchStatus(api, batch!.id)).toBe('sending');

    const handB = await sendTreasuryRefund(address(b), 10_000_000n);
    expect((await api.post('/api/admin/reconciliation/refunds', { wallet: b, signature: handB }, 422)).error).toBe(handRefundWhileSending('SOL'));

    await api.post(`${REFUNDS_API}/batches/${batch!.id}/attempts`, { attemptId: started.attempt.id, transaction: await signRefund(started) });
    await verifyRefundsUntil(api, async () => (await batchStatus(api, batch!.id)) === 'paid');
    expect(await solBalance(a)).toBe(10_000_000n);
    expect(await solBalance(c)).toBe(10_000_000n);
    const lines = (await api.get<RefundLineList>(`${REFUNDS_API}/plan/lines?pageSize=100`)).items;
    expect(lines.find((line) => line.wallet === a)).toMatchObject({ status: 'paid', paidBy: 'hand', signature: byHand, batchId: null });
    expect(lines.find((line) => line.wallet === c)).toMatchObject({ status: 'paid', paidBy: 'batch' });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'refund_plan.line_dropped'").first('n')).toBe(1);
  });

  it('signs a batch again only once its attempt\'s blockhash has expired', async () => {
    const wallet = await newWallet();
    await owe(wallet, 12_000_000n);
    await closedSale();
    await fundedTreasury();
    const api = await adminApi();
    await approvedRefundPlan(api);
    const [batch] = await refundBatches(api);
    const first = await api.post<AttemptStarted>(`${REFUNDS_API}/batches/${batch!.id}/attempts/start`, {});
    await signRefund(first);
    expect((await api.post(`${REFUNDS_API}/batches/${batch!.id}/attempts/start`, {}, 409)).error).toContain(`valid until block height ${first.lastValidBlockHeight}`);
    await passBlockHeight(first.lastValidBlockHeight);
    const second = await api.post<AttemptStarted>(`${REFUNDS_API}/batches/${batch!.id}/attempts/start`, {});
    expect(second.attempt.number).toBe(2);
    expect((await api.get<RefundBatchDetail>(`${REFUNDS_API}/batches/${batch!.id}`)).attempts.map((attempt) => attempt.status)).toEqual(['expired', 'started']);
    await api.post(`${REFUNDS_API}/batches/${batch!.id}/attempts`, { attemptId: second.attempt.id, transaction: await signRefund(second) });
    await verifyRefundsUntil(api, async () => (await batchStatus(api, batch!.id)) === 'paid');
    expect(await solBalance(wallet)).toBe(12_000_000n);
  }, 150_000);

  it('refuses to start a batch the treasury cannot pay, saying what is missing', async () => {
    const poor = await newFundedSigner(0.01);
    const poorEnv = { ...env, TREASURY_ADDRESS: poor.address };
    const rpc = createRpc(poorEnv);
    await owe(await newWallet(), 20_000_000n);
    await owe(await newWallet(), 2_500_000n, 'USDC');
    await closedSale();
    for (let i = 0; i < 40 && (await solBalance(poor.address)) === 0n; i += 1) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await buildRefundPlan(poorEnv, rpc, 'admin:test')).toMatchObject({ ok: true });
    const plan = (await loadRefundPlan(env.DB))!;
    // The plan says so before approval: SOL for the SOL refund plus every batch's fee and rent, and the USDC.
    expect((await refundPlanView(env.DB, rpc, plan, 'localnet')).warnings).toEqual([
      'The treasury holds 0.01 SOL but needs 0.02204928 SOL (0.02 SOL still to refund and 0.00204928 SOL of fees and rent): top it up before paying',
      'The treasury holds 0 USDC but 2.5 USDC is still to refund: top it up before paying',
    ]);
    expect(await approveRefundPlan(env.DB, 'localnet', 'admin:test', await currentPlanHash(env.DB, plan))).toMatchObject({ ok: true });
    const batches = await env.DB.prepare('SELECT id, asset FROM refund_batches ORDER BY asset').all<{ id: string; asset: string }>();
    const start = (batchId: string) => startRefundAttempt(env.DB, rpc, { batchId, actor: 'admin:test', priorityFeeMicroLamports: 0n, explorer });
    expect(await start(batches.results[0]!.id)).toEqual({
      ok: false, kind: 'conflict', reason: 'The treasury holds 0.01 SOL but this batch needs 0.020005 SOL (transfers, fees and rent; 0.010005 SOL missing): top it up first',
    });
    expect(await start(batches.results[1]!.id)).toEqual({
      ok: false, kind: 'conflict', reason: 'The treasury holds 0 USDC but this batch needs 2.5 USDC (2.5 USDC missing): top it up first',
    });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM refund_attempts').first('n')).toBe(0);
  });
});
