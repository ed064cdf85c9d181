// The cron watcher against the local chain: it credits payments nobody posted, expires stale intents
// and still finds a payment that lands shortly after expiry.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { address, type KeyPairSigner } from '@solana/kit';
import worker from '../../index';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../../test/chain';
import { claim, count, createIntent, openSale, type IntentBody } from '../../../test/sale-fixtures';
import { LATE_PAYMENT_GRACE_MS, runWatcher, WATCH_BATCH } from './watcher';

let wallet: KeyPairSigner;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(10);
});

async function pay(intent: IntentBody) {
  const signature = await sendSolTransfer({
    from: wallet,
    to: address(env.TREASURY_ADDRESS),
    lamports: BigInt(intent.lamports),
    reference: address(intent.reference),
  });
  await waitForFinalized(signature);
  return signature;
}

async function statusOf(intentId: string) {
  const row = await env.DB.prepare('SELECT status FROM contribution_intents WHERE id = ?').bind(intentId).first<{ status: string }>();
  return row?.status;
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
  });

  it('leaves an unpaid intent pending until it expires, then expires it', async () => {
    const intent = await createIntent(wallet.address);
    expect(await runWatcher(env)).toMatchObject({ checked: 1, credited: 0, expired: 0, errors: 0 });
    expect(await statusOf(intent.intentId)).toBe('pending');

    const later = new Date(new Date(intent.expiresAt).getTime() + 1);
    expect(await runWatcher(env, { now: later })).toMatchObject({ expired: 1, errors: 0 });
    expect(await statusOf(intent.intentId)).toBe('expired');
    expect(await count('contributions')).toBe(0);
  });

  it('credits a payment that lands after expiry within the grace period, and stops looking after it', async () => {
    const intent = await createIntent(wallet.address);
    await env.DB.prepare("UPDATE contribution_intents SET status = 'expired', expires_at = ?").bind(Date.now() - 1_000).run();
    await pay(intent);

    const tooLate = new Date(Date.now() + LATE_PAYMENT_GRACE_MS);
    expect(await runWatcher(env, { now: tooLate })).toMatchObject({ checked: 0 });
    expect(await statusOf(intent.intentId)).toBe('expired');

    expect(await runWatcher(env)).toMatchObject({ credited: 1 });
    expect(await statusOf(intent.intentId)).toBe('credited');
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

  it('keeps room for the newest intents when many older ones were abandoned', async () => {
    await openSale('ICO');
    for (let i = 0; i < WATCH_BATCH.oldest + WATCH_BATCH.newest; i += 1) await createIntent(wallet.address, '1');
    const fresh = await createIntent(wallet.address, '1');
    await pay(fresh);
    expect(await runWatcher(env)).toMatchObject({ checked: WATCH_BATCH.oldest + WATCH_BATCH.newest, credited: 1 });
    expect(await statusOf(fresh.intentId)).toBe('credited');
  });
});
