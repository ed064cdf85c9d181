import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createSolanaRpc, lamports, type Address } from '@solana/kit';
import type { AttemptStarted, BatchDetail, DistributionPlanAnswer, InvestorDistribution, PayoutManifest, PlanRowList } from '@core/api/distribution';
import { TOKEN } from '@core/sale-config';
import { adminCookie, getWithCookie, insertAdmin, insertInvestor, investorCookie, postWithCookie } from '../../../test/auth-fixtures';
import {
  API,
  adminApi,
  approvedPlan,
  batchStatus,
  buyer,
  closedSale,
  createTokenAccount,
  openFirstUnlock,
  passBlockHeight,
  payBatch,
  sendUnchecked,
  setFrozen,
  signAttempt,
  tokenAccountBalance,
  tokenAccountOf,
  verifyUntil,
  walletWithOwnMint,
  type AdminApi,
} from '../../../test/distribution-fixtures';
import { LAMPORTS_PER_SOL, waitForFinalized } from '../../../test/chain';
import { get } from '../../../test/sale-fixtures';
import { buildPlan } from './build-plan';
import { verifyDistributionInCron } from './cron';
import { createRpc } from '../chain/solana-rpc';
import { openUnlock } from './open-unlock';
import { approvePlan } from './plan-approval';
import { loadPlan } from './plan-store';
import { currentPlanHash } from './plan-view';
import { startAttempt } from './start-attempt';
import { submitAttempt } from './submit-attempt';
import { verifyBatches } from './verify-batches';
import { TOKEN_2022_PROGRAM } from '@core/distribution/programs';
import { DISTRIBUTION_REFUSALS } from './refusals';

const MRDX = 10n ** BigInt(TOKEN.decimals);

/** What each wallet is owed on the first unlock. */
async function firstUnlockAmounts(api: AdminApi) {
  const { plan } = await api.get<DistributionPlanAnswer>(`${API}/plan`);
  const rows = await api.get<PlanRowList>(`${API}/plan/rows?unlockAt=${encodeURIComponent(plan!.unlocks[0]!.unlockAt)}&pageSize=100`);
  return new Map(rows.items.map((row) => [row.wallet, BigInt(row.amount.baseUnits)]));
}

const attemptCount = (batchId: string) => env.DB.prepare('SELECT COUNT(*) AS n FROM distribution_attempts WHERE batch_id = ?').bind(batchId).first<number>('n');

describe('paying an unlock', { timeout: 30_000 }, () => {
  it('pays every recipient of the first unlock exactly once, as verified on chain; a rerun pays nothing more', async () => {
    const whitelist = await buyer('WHITELIST', 40_000n * MRDX, { bonus: 6_000n * MRDX, email: 'paid-investor@example.com' });
    await buyer('ICO', 12_345n * MRDX + 678n);
    const withAccount = await buyer('ICO', 1_000n * MRDX);
    await createTokenAccount(withAccount.wallet);
    await closedSale();
    const api = await adminApi();
    await approvedPlan(api);
    const owed = await firstUnlockAmounts(api);
    expect(owed.get(whitelist.wallet)).toBe(11_500n * MRDX);

    const [batch, ...others] = await openFirstUnlock(api);
    expect(others).toEqual([]);
    expect(batch).toMatchObject({ status: 'ready', transfers: 3, accountsToCreate: 2, rent: { lamports: String(2n * 2_039_280n) } });
    const { started, submitted } = await payBatch(api, batch!.id);
    expect(submitted.broadcast).toBe('sent');
    expect(await batchStatus(api, batch!.id)).toBe('sending');
    // The cron's step settles it, as each minute in production.
    for (let i = 0; i < 40 && (await batchStatus(api, batch!.id)) !== 'paid'; i += 1) {
      await verifyDistributionInCron(env);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const paid = await api.get<BatchDetail>(`${API}/batches/${batch!.id}`);
    expect(paid).toMatchObject({ status: 'paid', paidSignature: submitted.attempt.signature, attempts: [{ status: 'landed', signature: submitted.attempt.signature }] });

    for (const [wallet, amount] of owed) expect(await tokenAccountBalance(await tokenAccountOf(wallet))).toBe(amount);
    const { plan } = await api.get<DistributionPlanAnswer>(`${API}/plan`);
    expect(plan!.unlocks[0]!.progress).toMatchObject({ paidRows: 3, payableRows: 3, paidBatches: 1, sendingBatches: 0 });
    expect(plan!.unlocks[0]!.progress.paidAmount.baseUnits).toBe([...owed.values()].reduce((a, b) => a + b, 0n).toString());

    // Again: nothing is signed, opened or paid twice.
    await api.post(`${API}/verify`, {});
    expect((await api.post(`${API}/batches/${batch!.id}/attempts/start`, {}, 409)).error).toBe(DISTRIBUTION_REFUSALS.batchPaid);
    expect((await api.post(`${API}/unlocks/open`, { unlockAt: plan!.unlocks[0]!.unlockAt }, 409)).error).toBe(DISTRIBUTION_REFUSALS.unlockOpened);
    expect((await api.post(`${API}/unlocks/open`, { unlockAt: plan!.unlocks[1]!.unlockAt }, 409)).error).toBe(DISTRIBUTION_REFUSALS.unlockNotDue);
    for (const [wallet, amount] of owed) expect(await tokenAccountBalance(await tokenAccountOf(wallet))).toBe(amount);
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE action LIKE 'distribution.%' ORDER BY created_at, rowid").all<{ action: string }>();
    expect(actions.results.map((row) => row.action)).toEqual([
      'distribution.plan_built', 'distribution.plan_approved', 'distribution.unlock_opened', 'distribution.attempt_started',
      'distribution.attempt_submitted', 'distribution.batch_paid',
    ]);

    // The console's downloads: every payout with its status and transaction, every attempt.
    const planCsv = await (await getWithCookie(`${API}/plan.csv`, api.cookie)).text();
    const lines = planCsv.trim().split('\r\n');
    expect(lines[0]).toBe('Unlock Date,Unlock,Wallet,Token Account,Amount,Amount Base Units,Purchased Base Units,Referral Base Units,Status,Batch,Batch Reference,Signature,Paid At');
    expect(lines).toHaveLength(1 + plan!.rows);
    expect(lines.filter((line) => line.includes(`,paid,${batch!.id},`) && line.includes(submitted.attempt.signature))).toHaveLength(3);
    const attemptsCsv = await (await getWithCookie(`${API}/attempts.csv`, api.cookie)).text();
    expect(attemptsCsv.trim().split('\r\n')[1]).toContain(`,landed,${started.blockhash},${started.lastValidBlockHeight},0,${submitted.attempt.signature},`);

    // Public: the manifest shows it paid with its transaction; the investor sees their own unlocks.
    const manifest = (await (await get(`/api/distribution/manifest?q=${whitelist.wallet}`)).json()) as PayoutManifest;
    expect(manifest.plan).toMatchObject({ planHash: plan!.planHash, recipients: 3 });
    expect(manifest.items.map((item) => item.status)).toEqual(['paid', 'scheduled', 'scheduled', 'scheduled']);
    expect(manifest.items[0]).toMatchObject({ signature: submitted.attempt.signature, amount: { tokens: '11500' }, expiredAttempts: [] });
    expect(manifest.items[0]!.wallet).toMatch(/^.{5}….{5}$/);
    await insertInvestor('paid-investor@example.com', 'investor-password-1', { mustChange: false });
    const cookie = await investorCookie('paid-investor@example.com', 'investor-password-1');
    const mine = (await (await getWithCookie('/api/investor/distribution', cookie)).json()) as InvestorDistribution;
    expect(mine.wallets).toEqual([{ wallet: whitelist.wallet, tokenAccount: await tokenAccountOf(whitelist.wallet) }]);
    expect(mine.unlocks.map((unlock) => unlock.status)).toEqual(['paid', 'scheduled', 'scheduled', 'scheduled']);
    expect(mine.unlocks[0]!.explorerUrl).toContain(submitted.attempt.signature);
    expect(mine.totals).toMatchObject({ paid: { tokens: '11500' }, scheduled: { tokens: '34500' } });
  });

  it('records one attempt and pays once when the same signed transaction is submitted twice, even at once', async () => {
    const recipient = await buyer('ICO', 700n * MRDX);
    await closedSale();
    const api = await adminApi();
    await approvedPlan(api);
    const [batch] = await openFirstUnlock(api);
    const started = await api.post<AttemptStarted>(`${API}/batches/${batch!.id}/attempts/start`, {});
    const wire = await signAttempt(started);
    const body = { attemptId: started.attempt.id, transaction: wire };
    const answers = await Promise.all([api.raw(`${API}/batches/${batch!.id}/attempts`, body), api.raw(`${API}/batches/${batch!.id}/attempts`, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = (await Promise.all(answers.map((answer) => answer.json()))) as { attempt: { signature: string } }[];
    expect(second!.attempt.signature).toBe(first!.attempt.signature);
    await api.post(`${API}/batches/${batch!.id}/attempts`, body);
    await verifyUntil(api, async () => (await batchStatus(api, batch!.id)) === 'paid');
    expect(await attemptCount(batch!.id)).toBe(1);
    expect(await tokenAccountBalance(await tokenAccountOf(recipient.wallet))).toBe(280n * MRDX);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'distribution.attempt_submitted'").first('n')).toBe(1);
  });

  it('lets exactly one of two admins start a batch at once', async () => {
    await buyer('WHITELIST', 100n * MRDX);
    await closedSale();
    const api = await adminApi();
    await approvedPlan(api);
    const [batch] = await openFirstUnlock(api);
    await insertAdmin('second-admin', 'second-admin-secret');
    const other = await adminCookie('second-admin', 'second-admin-secret');
    const path = `${API}/batches/${batch!.id}/attempts/start`;
    const answers = await Promise.all([api.raw(path, {}), postWithCookie(path, {}, other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = (await answers.find((answer) => answer.status === 409)!.json()) as { error: string };
    expect(refused.error).toMatch(/Another admin started this batch|An attempt may still land/);
    expect(await attemptCount(batch!.id)).toBe(1);
  });

  it('signs a batch again only once its attempt\'s blockhash has expired and no transaction carries its reference', async () => {
    const recipient = await buyer('ICO', 900n * MRDX);
    await closedSale();
    const api = await adminApi();
    await approvedPlan(api);
    const [batch] = await openFirstUnlock(api);
    // Signed, then the tab closed before it was submitted: it might have gone out.
    const first = await api.post<AttemptStarted>(`${API}/batches/${batch!.id}/attempts/start`, {});
    const staleWire = await signAttempt(first);
    const refused = await api.post(`${API}/batches/${batch!.id}/attempts/start`, {}, 409);
    expect(refused.error).toContain(`valid until block height ${first.lastValidBlockHeight}`);
    expect(await batchStatus(api, batch!.id)).toBe('sending');

    await passBlockHeight(first.lastValidBlockHeight);
    const second = await api.post<AttemptStarted>(`${API}/batches/${batch!.id}/attempts/start`, {});
    expect(second.attempt.number).toBe(2);
    expect(second.blockhash).not.toBe(first.blockhash);
    const history = await api.get<BatchDetail>(`${API}/batches/${batch!.id}`);
    expect(history.attempts.map((attempt) => attempt.status)).toEqual(['expired', 'started']);
    // The stale transaction belongs to an attempt that is over: refused, and it could not land anyway.
    expect((await api.post(`${API}/batches/${batch!.id}/attempts`, { attemptId: first.attempt.id, transaction: staleWire }, 409)).error).toBe(DISTRIBUTION_REFUSALS.attemptOver);

    await api.post(`${API}/batches/${batch!.id}/attempts`, { attemptId: second.attempt.id, transaction: await signAttempt(second) });
    await verifyUntil(api, async () => (await batchStatus(api, batch!.id)) === 'paid');
    expect(await tokenAccountBalance(await tokenAccountOf(recipient.wallet))).toBe(360n * MRDX);
  }, 120_000);

  it('frees a batch whose transaction failed on chain, and pays it once the account is thawed', async () => {
    const frozen = await buyer('WHITELIST', 400n * MRDX);
    const other = await buyer('WHITELIST', 800n * MRDX);
    const account = await createTokenAccount(frozen.wallet);
    await closedSale();
    const api = await adminApi();
    await approvedPlan(api);
    const [batch] = await openFirstUnlock(api);
    expect(batch!.transfers).toBe(2);
    const started = await api.post<AttemptStarted>(`${API}/batches/${batch!.id}/attempts/start`, {});
    const wire = await signAttempt(started);
    // Frozen between signing and landing: the whole transaction fails on chain (sent without preflight).
    await setFrozen(account, true);
    const signature = await sendUnchecked(wire);
    const submitted = await api.post<{ broadcast: string; attempt: { signature: string } }>(`${API}/batches/${batch!.id}/attempts`, { attemptId: started.attempt.id, transaction: wire });
    expect(submitted.attempt.signature).toBe(signature);
    await verifyUntil(api, async () => (await batchStatus(api, batch!.id)) === 'failed');
    const failed = await api.get<BatchDetail>(`${API}/batches/${batch!.id}`);
    expect(failed.attempts[0]).toMatchObject({ status: 'failed', signature });
    expect(failed.error).toContain('a token account is frozen (custom error 17)');
    expect(await tokenAccountBalance(await tokenAccountOf(other.wallet))).toBeNull();

    expect((await api.post(`${API}/batches/${batch!.id}/attempts/start`, {}, 409)).error).toContain('is frozen');
    await setFrozen(account, false);
    await payBatch(api, batch!.id);
    await verifyUntil(api, async () => (await batchStatus(api, batch!.id)) === 'paid');
    expect(await tokenAccountBalance(account)).toBe(100n * MRDX);
    expect(await tokenAccountBalance(await tokenAccountOf(other.wallet))).toBe(200n * MRDX);
    const manifest = (await (await get(`/api/distribution/manifest?q=${frozen.wallet}`)).json()) as PayoutManifest;
    expect(manifest.items[0]!.expiredAttempts).toEqual([{ signature, status: 'failed', explorerUrl: expect.stringContaining(signature) }]);
  });

  it('refuses a transaction that is not exactly the batch, saying where it differs', async () => {
    await buyer('ICO', 50n * MRDX);
    await closedSale();
    const api = await adminApi();
    await approvedPlan(api);
    const [batch] = await openFirstUnlock(api);
    const started = await api.post<AttemptStarted>(`${API}/batches/${batch!.id}/attempts/start`, {});
    const inflated = { ...started, spec: { ...started.spec, transfers: started.spec.transfers.map((transfer) => ({ ...transfer, amount: (BigInt(transfer.amount) * 2n).toString() })) } };
    const refused = await api.post(`${API}/batches/${batch!.id}/attempts`, { attemptId: started.attempt.id, transaction: await signAttempt(inflated) }, 400);
    expect(refused.error).toContain('sign it exactly as built');
    expect((await api.post(`${API}/batches/${batch!.id}/attempts`, { attemptId: crypto.randomUUID(), transaction: 'AQID' }, 404)).error).toBe(DISTRIBUTION_REFUSALS.attemptUnknown);
    expect(await env.DB.prepare("SELECT status FROM distribution_attempts WHERE id = ?").bind(started.attempt.id).first('status')).toBe('started');
  });
});

describe('a Token-2022 mint', { timeout: 30_000 }, () => {
  it('is paid like a classic one: its program read from the mint, its accounts created and verified', async () => {
    const own = await walletWithOwnMint({ sol: LAMPORTS_PER_SOL, supply: 10n ** 15n, tokenProgram: TOKEN_2022_PROGRAM as Address });
    const ownEnv = { ...env, TOKEN_MINT_ADDRESS: own.mint, DISTRIBUTION_WALLET_ADDRESS: own.owner.address };
    const rpc = createRpc(ownEnv);
    const buyers = [await buyer('ICO', 5n * MRDX), await buyer('WHITELIST', 8n * MRDX)];
    await closedSale();
    expect(await buildPlan(ownEnv, rpc, 'admin:test')).toMatchObject({ ok: true });
    const plan = (await loadPlan(env.DB))!;
    expect(plan).toMatchObject({ token_program: TOKEN_2022_PROGRAM, decimals: 6, source_token_account: own.tokenAccount });
    expect(BigInt(plan.rent_per_account_lamports)).toBe(await createSolanaRpc(env.SOLANA_RPC_URL).getMinimumBalanceForRentExemption(170n).send());
    expect(await approvePlan(env.DB, 'admin:test', await currentPlanHash(env.DB, plan))).toMatchObject({ ok: true });
    expect(await openUnlock(env.DB, rpc, 'admin:test', new Date(plan.ico_ends_at))).toMatchObject({ ok: true });
    const batch = (await env.DB.prepare('SELECT id FROM distribution_batches').first<string>('id'))!;
    const explorer = { cluster: 'localnet', rpcUrl: env.SOLANA_RPC_URL };
    const outcome = await startAttempt(env.DB, rpc, { batchId: batch, actor: 'admin:test', priorityFeeMicroLamports: 0n, explorer });
    if (!outcome.ok) throw new Error(outcome.reason);
    const started = outcome.value;
    expect(started.spec.asset).toMatchObject({ kind: 'token', tokenProgram: TOKEN_2022_PROGRAM });
    expect(await submitAttempt(env.DB, rpc, { batchId: batch, attemptId: started.attempt.id, transactionBase64: await signAttempt(started, own.owner), actor: 'admin:test', explorer })).toMatchObject({ ok: true });
    for (let i = 0; i < 40 && (await verifyBatches(env.DB, rpc, { actor: 'admin:test' })).paid === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await env.DB.prepare('SELECT status FROM distribution_batches WHERE id = ?').bind(batch).first('status')).toBe('paid');
    expect(await tokenAccountBalance(await own.accountOf(buyers[0]!.wallet))).toBe(2_000_000n);
    expect(await tokenAccountBalance(await own.accountOf(buyers[1]!.wallet))).toBe(2_000_000n);
  });
});

describe('the distribution wallet\'s balance', { timeout: 30_000 }, () => {
  it('is checked before an unlock is opened and before a batch is signed, refusing with what is missing', async () => {
    // Its own wallet and mint (6 decimals): 0.02 SOL, and just the tokens of the first unlock.
    const poor = await walletWithOwnMint({ sol: 20_000_000n, supply: 4_000_000n });
    const poorEnv = { ...env, TOKEN_MINT_ADDRESS: poor.mint, DISTRIBUTION_WALLET_ADDRESS: poor.owner.address };
    const rpc = createRpc(poorEnv);
    for (let i = 0; i < 10; i += 1) await buyer('ICO', 1n * MRDX);
    await closedSale();
    expect(await buildPlan(poorEnv, rpc, 'admin:test')).toMatchObject({ ok: true });
    const plan = (await loadPlan(env.DB))!;
    expect(await approvePlan(env.DB, 'admin:test', await currentPlanHash(env.DB, plan))).toMatchObject({ ok: true });
    const unlockAt = new Date(plan.ico_ends_at);
    // Ten new token accounts need ~0.0204 SOL of rent: more than the wallet holds.
    expect(await openUnlock(env.DB, rpc, 'admin:test', unlockAt)).toMatchObject({ ok: false, kind: 'conflict', reason: expect.stringMatching(/^The distribution wallet holds 0\.0\d+ SOL but this unlock .* needs 0\.02\d+ SOL for fees and new token accounts/) });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM distribution_batches').first('n')).toBe(0);

    await waitForFinalized(await createSolanaRpc(env.SOLANA_RPC_URL).requestAirdrop(poor.owner.address, lamports(LAMPORTS_PER_SOL)).send());
    expect(await openUnlock(env.DB, rpc, 'admin:test', unlockAt)).toMatchObject({ ok: true });
    const batch = await env.DB.prepare('SELECT id FROM distribution_batches ORDER BY sequence LIMIT 1').first<string>('id');
    // The first batch pays 9 recipients 0.4 tokens each; 0.5 of the 4 tokens leave the wallet.
    await poor.giveAway(500_000n);
    expect(await startAttempt(env.DB, rpc, { batchId: batch!, actor: 'admin:test', priorityFeeMicroLamports: 0n, explorer: { cluster: 'localnet', rpcUrl: env.SOLANA_RPC_URL } }))
      .toEqual({ ok: false, kind: 'conflict', reason: 'The distribution wallet holds 3.5 tokens but this batch needs 3.6: top up its token account first' });
    expect(await attemptCount(batch!)).toBe(0);
  });
});
