// GET /api/admin/operations against real D1 and the local chain: guarded, the watcher healthy after a
// run, then with an unread payment on chain behind it, failed mail and open unmatched payments graded.
import { env, exports } from 'cloudflare:workers';
import { address } from '@solana/kit';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOperations } from '@core/api/operations';
import { OPERATIONS_THRESHOLDS } from '@core/operations';
import { getWithCookie } from '../../../test/auth-fixtures';
import { insertMail, signedInAdmin } from '../../../test/admin-fixtures';
import { newFundedSigner, sendSolTransfer, skipTreasuryHistory, waitForFinalized } from '../../../test/chain';
import { getJson, TEST_ORIGIN } from '../../../test/requests';
import { count, openSale } from '../../../test/sale-fixtures';
import { runWatcher } from '../../services/settlement/watcher';

let cookie: string;

beforeEach(async () => {
  await openSale('ICO');
  cookie = await signedInAdmin();
});

const operations = async () => {
  const response = await getWithCookie('/api/admin/operations', cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as AdminOperations;
};

describe('GET /api/admin/operations', () => {
  it('answers 401 without an admin session', async () => {
    const response = await getJson('/api/admin/operations');
    expect(response.status).toBe(401);
  });

  it('says the watcher never ran before its first run, with the thresholds it grades by', async () => {
    const body = await operations();
    expect(body.watcher).toMatchObject({ level: 'red', lastRunAt: null, lastRun: null });
    expect(body.level).toBe('red');
    expect(body.thresholds).toEqual(OPERATIONS_THRESHOLDS);
    expect(body.price).toMatchObject({ level: 'ok', source: 'development' });
  });

  it('shows the watcher healthy after a run, then behind while a payment waits unread; mail and unmatched graded', async () => {
    await skipTreasuryHistory();
    await runWatcher(env);
    const healthy = await operations();
    expect(healthy.watcher).toMatchObject({ lagSlots: 0, lagSeconds: 0, lastHour: { runs: 1 } });
    expect(healthy.watcher.idleSeconds).toBeLessThan(60);
    expect(healthy.rpc.methods.map((method) => method.method)).toContain('getSignaturesForAddress');
    expect(healthy.treasury.chainLamports).toMatch(/^\d+$/);
    expect(healthy.mail).toEqual({ level: 'ok', failed: 0, queued: 0 });
    expect(healthy.unmatched).toMatchObject({ level: 'ok', open: 0 });

    const payer = await newFundedSigner(2);
    await waitForFinalized(await sendSolTransfer({ from: payer, to: address(env.TREASURY_ADDRESS), lamports: 1_000_000n }));
    await insertMail({ to: 'someone@example.com', status: 'failed' });
    const behind = await operations();
    expect(behind.treasury.unreadTransactions).toBe(true);
    expect(behind.watcher.lagSlots).toBeGreaterThanOrEqual(0);
    expect(behind.mail).toEqual({ level: 'amber', failed: 1, queued: 0 });

    // The watcher reads it: an unmatched payment (no reference), open for the admin.
    await runWatcher(env);
    const read = await operations();
    expect(read.unmatched).toMatchObject({ level: 'amber', open: 1 });
    expect(read.watcher.lastRun).toMatchObject({ unmatched: 1 });
  });
});

describe('/api/admin/operations/alert-email', () => {
  const post = (body: unknown) =>
    exports.default.fetch(new Request(`${TEST_ORIGIN}/api/admin/operations/alert-email`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: TEST_ORIGIN }, body: JSON.stringify(body) }));

  it('sets, reads and removes the admin\'s alert email, audited, and refuses what is not an email', async () => {
    expect(await (await getWithCookie('/api/admin/operations/alert-email', cookie)).json()).toEqual({ email: null });
    const saved = await post({ email: ' Ops@Example.com ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ email: 'ops@example.com' });
    expect(await (await getWithCookie('/api/admin/operations/alert-email', cookie)).json()).toEqual({ email: 'ops@example.com' });
    expect(await count('audit_log', "action = 'admin.alert_email_updated'")).toBe(1);
    // The session goes on: changing the alert email is not a credential change.
    expect((await getWithCookie('/api/admin/operations/alert-email', cookie)).status).toBe(200);

    const bad = await post({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('error');
    expect((await post({})).status).toBe(400);

    expect((await post({ email: null })).status).toBe(400);

    const remove = () =>
      exports.default.fetch(new Request(`${TEST_ORIGIN}/api/admin/operations/alert-email/remove`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: TEST_ORIGIN }, body: '{}' }));
    const removed = await remove();
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ email: null });
    expect(await count('audit_log', "action = 'admin.alert_email_removed'")).toBe(1);
    expect((await remove()).status).toBe(404);
    expect(await count('audit_log', "action = 'admin.alert_email_removed'")).toBe(1);
  });

  it('answers 401 without an admin session', async () => {
    expect((await getJson('/api/admin/operations/alert-email')).status).toBe(401);
  });
});
