// The cron watcher against the local chain: it reads the treasury from its cursor, credits payments
// nobody posted, accounts for every other inbound transfer, expires stale intents in one statement, and
// stays within its subrequest budget however many intents are open.
import { treasuryAssetsOf } from './treasury-assets';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { address, type KeyPairSigner } from '@solana/kit';
import worker from '../../index';
import { newFundedSigner, sendSolTransfer, skipTreasuryHistory, waitForFinalized } from '../../../test/chain';
import { claim, count, createIntent, openSale, type IntentBody } from '../../../test/sale-fixtures';
import { runWatcher, WATCH_BUDGET } from './watcher';

let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(10);
  await skipTreasuryHistory();
});

async function pay(intent: Pick<IntentBody, 'lamports' | 'reference'> | null, lamports = BigInt(intent?.lamports ?? 1_000_000)) {
  const signature = await sendSolTransfer({
    from: wallet,
    to: address(env.TREASURY_ADDRESS),
    lamports,
    reference: intent ? address(intent.reference) : undefined,
  });
  await waitForFinalized(signature);
  return signature;
}

async function statusOf(intentId: string) {
  const row = await env.DB.prepare('SELECT status FROM contribution_intents WHERE id = ?').bind(intentId).first<{ status: string }>();
  return row?.status;
}

async function unmatched(signature: string) {
  return env.DB.prepare('SELECT reason, detail, status, sender, lamports, likely_intent_id FROM unmatched_payments WHERE signature = ?')
    .bind(signature)
    .first<Record<string, unknown>>();
}

/** runWatcher with its RPC HTTP requests counted from the outside. */
async function countedRun(options: Parameters<typeof runWatcher>[1] = {}) {
  let requests = 0;
  const report = await runWatcher(env, { ...options, fetch: (...args) => ((requests += 1), fetch(...args)) });
  return { report, requests };
}

describe('chain watcher', () => {
  it('credits a paid intent nobody posted, from the scheduled handler', async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent);

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '* * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await statusOf(intent.intentId)).toBe('credited');
    const row = await env.DB.prepare('SELECT signature FROM contributions').first<{ signature: string }>();
    expect(row?.signature).toBe(signature);
    expect(await count('audit_log', "actor = 'watcher' AND action = 'contribution.credited'")).toBe(1);
    // The run's report is kept, not thrown away.
    const run = await env.DB.prepare('SELECT handled, credited, backlog, lag_slots, tip_slot, rpc_calls, errors FROM watcher_runs').first<Record<string, number>>();
    expect(run).toMatchObject({ handled: 1, credited: 1, backlog: 0, lag_slots: 0, errors: 0 });
    expect(run!.tip_slot).toBeGreaterThan(0);
    expect(run!.rpc_calls).toBeGreaterThan(0);
  });

  it('expires every stale intent in one statement and records an expired intent paid later as unmatched, not credited', async () => {
    const intent = await createIntent(wallet.address);
    await createIntent(wallet.address);
    expect(await runWatcher(env)).toMatchObject({ expired: 0, errors: 0 });
    expect(await statusOf(intent.intentId)).toBe('pending');

    const later = new Date(new Date(intent.expiresAt).getTime() + 60_000);
    expect(await runWatcher(env, { now: later })).toMatchObject({ expired: 2, errors: 0 });
    expect(await statusOf(intent.intentId)).toBe('expired');

    // Paid after its expiry: the old price does not hold. (A block's time is its slot's start in whole
    // seconds, and on a loaded machine the local chain's slot clock can trail the wall clock by seconds:
    // expire the intent well before that.)
    await env.DB.prepare('UPDATE contribution_intents SET expires_at = ? WHERE id = ?').bind(Date.now() - 60_000, intent.intentId).run();
    const signature = await pay(intent);
    expect(await runWatcher(env)).toMatchObject({ credited: 0, unmatched: 1 });
    expect(await count('contributions')).toBe(0);
    expect(await unmatched(signature)).toMatchObject({ reason: 'after expiry', detail: 'paid after the intent expired', status: 'open', likely_intent_id: intent.intentId });
    const answer = await claim(intent.intentId, signature);
    expect(answer.body).toMatchObject({ status: 'rejected', payment: { status: 'open' } });
    expect(String(answer.body.reason)).toContain('arrived after this contribution expired');
  });

  it('is idempotent: a second run and a later POST credit nothing new', async () => {
    const intent = await createIntent(wallet.address);
    const signature = await pay(intent);
    await runWatcher(env);
    await runWatcher(env);
    expect(await count('contributions')).toBe(1);
    expect(await count('mail_outbox', "kind <> 'newsletter-confirm'")).toBe(1);
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'credited' });
    expect(await count('contributions')).toBe(1);
  });

  it('records a transfer with no reference, one short by a lamport and one after the close as unmatched with their reasons', async () => {
    const late = await createIntent(wallet.address);
    const short = await createIntent(wallet.address);
    // Well before the payment (a block's time can trail the wall clock by seconds on a loaded machine).
    const closedAt = Date.now() - 60_000;
    await env.DB.prepare('UPDATE contribution_intents SET phase_ends_at = ? WHERE id = ?').bind(closedAt, late.intentId).run();
    const noReference = await pay(null, 2_000_000n);
    const shortByOne = await pay(short, BigInt(short.lamports) - 1n);
    const afterClose = await pay(late);

    expect(await runWatcher(env)).toMatchObject({ credited: 0, errors: 0 });
    expect(await unmatched(noReference)).toMatchObject({ reason: 'no reference', status: 'open', sender: wallet.address, lamports: 2_000_000 });
    expect(await unmatched(shortByOne)).toMatchObject({ reason: 'wrong amount', status: 'open', likely_intent_id: short.intentId, lamports: Number(short.lamports) - 1 });
    expect(await unmatched(afterClose)).toMatchObject({ reason: 'after close', status: 'refund_due', likely_intent_id: late.intentId });
    expect(await count('contributions')).toBe(0);
  });

  it('credits a paid intent among 200 open ones within a few runs, each under 40 RPC requests', async () => {
    await openSale('ICO');
    const paid = await createIntent(wallet.address, '1');
    const now = Date.now();
    const rows = Array.from({ length: 200 }, (_, i) =>
      env.DB.prepare(
        `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents,
           token_base_units, newsletter_subscribed, status, created_at, expires_at)
         VALUES (?, ?, ?, 'open@example.com', 'ICO', 1000000000, 180000000, 18000, '620689655172413', 0, 'pending', ?, ?)`,
      ).bind(crypto.randomUUID(), `open-reference-${i}`, wallet.address, now + i, now + 1_800_000),
    );
    await env.DB.batch(rows);
    // Noise first, so the payment sits behind other new treasury transactions.
    const noise = await Promise.all(Array.from({ length: 12 }, (_, i) => pay(null, 1_000_000n + BigInt(i))));
    const signature = await pay(paid);

    // A tight budget forces the work over several runs; the default one finishes in one.
    const limits = { ...WATCH_BUDGET, maxRpcCalls: 3, transactionsPerBatch: 4 };
    let runs = 0;
    while ((await statusOf(paid.intentId)) !== 'credited' && runs < 6) {
      const { report, requests } = await countedRun({ limits });
      expect(requests).toBe(report.rpcCalls);
      expect(requests).toBeLessThanOrEqual(3);
      runs += 1;
    }
    expect(await statusOf(paid.intentId)).toBe('credited');
    expect(runs).toBeGreaterThan(1);
    expect(await count('contributions', `signature = '${signature}'`)).toBe(1);
    for (const noisy of noise) expect(await unmatched(noisy)).toMatchObject({ reason: 'no reference' });

    const { report, requests } = await countedRun();
    expect(requests).toBeLessThan(40);
    expect(report).toMatchObject({ errors: 0, credited: 0 });
  });

  it('works through a backlog longer than one run can list, oldest first, skipping nothing', async () => {
    await openSale('ICO');
    const paid = await createIntent(wallet.address, '1');
    // The payment is the oldest of the backlog, behind 9 newer transfers; a run lists at most 6.
    const signature = await pay(paid);
    const noise: string[] = [];
    for (let i = 0; i < 9; i += 1) noise.push(await pay(null, 2_000_000n + BigInt(i)));
    const limits = { ...WATCH_BUDGET, pageSize: 3, maxPages: 2 };
    const tokenAccounts = (await treasuryAssetsOf(env)).length - 1;

    let runs = 0;
    const accounted = async () => (await count('contributions', `signature = '${signature}'`)) + (await count('unmatched_payments', `signature IN (${noise.map((s) => `'${s}'`).join(', ')})`));
    while ((await accounted()) < 10 && runs < 12) {
      const { report, requests } = await countedRun({ limits });
      // Behind: the oldest transaction left waits some slots behind the finalized tip.
      if (runs === 0) expect(report).toMatchObject({ remaining: expect.any(Number), lagSlots: expect.any(Number) });
      if (runs === 0) expect(report.remaining > 0 && report.lagSlots! > 0).toBe(true);
      // Signature pages, the one-signature probe after full pages, one getTransaction batch; then one
      // listing of each of the treasury's token accounts, where nothing moved.
      expect(requests).toBeLessThanOrEqual(limits.maxPages + 2 + tokenAccounts);
      expect(report.errors).toBe(0);
      runs += 1;
    }
    expect(await statusOf(paid.intentId)).toBe('credited');
    for (const noisy of noise) expect(await unmatched(noisy)).toMatchObject({ reason: 'no reference' });
    // Caught up: the next run lists from the newest again and finds nothing new.
    const { report } = await countedRun({ limits });
    expect(report).toMatchObject({ handled: 0, remaining: 0, errors: 0 });
    const cursor = await env.DB.prepare('SELECT signature, listed_before FROM chain_cursors WHERE account = ?').bind(env.TREASURY_ADDRESS).first();
    expect(cursor).toEqual({ signature: noise.at(-1), listed_before: null });
  }, 60_000);
});
