import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { getWithCookie } from '../../../test/auth-fixtures';
import { insertIntent, insertMail, signedInAdmin } from '../../../test/admin-fixtures';
import { getJson } from '../../../test/requests';
import { openSale } from '../../../test/sale-fixtures';
import { insertAdjustment, insertContribution } from '../../../test/sale-rows';
import type { AdminOverview } from '@core/api/admin';

const DAY = 86_400_000;
let cookie: string;

beforeEach(async () => {
  cookie = await signedInAdmin();
});

describe('GET /api/admin/overview', () => {
  it('adds adjustments to credited money, counts people, caps, today, intents and mail from D1', async () => {
    await openSale('WHITELIST');
    await insertContribution({ walletAddress: 'WalletA', email: 'a@example.com', usdCents: 2_000_000, tokenBaseUnits: '100000000000000000' });
    await insertContribution({ walletAddress: 'WalletA', email: 'a@example.com', usdCents: 1_000_000, tokenBaseUnits: '50000000000000000', creditedAt: new Date(Date.now() - 2 * DAY) });
    await insertContribution({ walletAddress: 'WalletB', email: 'b@example.com', usdCents: 2_500_000, tokenBaseUnits: '125000000000000000', phase: 'ICO' });
    await insertAdjustment(500_000, 2);
    await insertIntent({ email: 'c@example.com', status: 'pending' });
    await insertIntent({ email: 'c@example.com', status: 'expired' });
    await insertMail({ to: 'a@example.com', status: 'queued' });
    await insertMail({ to: 'a@example.com', status: 'failed' });
    await insertMail({ to: 'a@example.com', status: 'sent' });
    // One open unmatched payment counts; one already credited does not.
    for (const [n, status] of [[1, 'open'], [2, 'credited']] as const) {
      await env.DB.prepare(
        `INSERT INTO unmatched_payments (id, signature, sender, lamports, slot, block_time, reason, detail, status, created_at, updated_at)
         VALUES (?, ?, 'Sender', 1000, 1, ?, 'no reference', 'paid without a contribution reference', ?, ?, ?)`,
      )
        .bind(crypto.randomUUID(), `Sig${n}`, Date.now(), status, Date.now(), Date.now())
        .run();
    }

    const response = await getWithCookie('/api/admin/overview', cookie);
    expect(response.status).toBe(200);
    const body = await response.json<AdminOverview>();
    expect(body).toMatchObject({
      phase: 'WHITELIST',
      initialized: true,
      raised: { totalUsd: 60_000, contributedUsd: 55_000, adjustmentsUsd: 5_000 },
      investors: 4,
      contributors: 2,
      contributions: 3,
      tokensSold: '275000000',
      tokensSoldBaseUnits: '275000000000000000',
      softCap: { targetUsd: 50_000, percent: 120, reached: true },
      goal: { targetUsd: 100_000, percent: 60, reached: false },
      hardCap: { targetUsd: 250_000, percent: 24, reached: false },
      creditsToday: { count: 2, usd: 45_000 },
      openIntents: 1,
      mail: { queued: 1, failed: 1 },
      unmatchedPayments: 1,
    });
    // openSale: whitelist started a day ago for 10 days, ICO ends 40 days after the start.
    expect(body.timeRemaining.msToPhaseEnd).toBeGreaterThan(9 * DAY - 60_000);
    expect(body.timeRemaining.msToPhaseEnd).toBeLessThanOrEqual(9 * DAY);
    expect(body.timeRemaining.daysRemaining).toBe(39);
    expect(new Date(body.timeRemaining.saleEndsAt!).getTime() - new Date(body.timeRemaining.phaseEndsAt!).getTime()).toBe(30 * DAY);
  });

  it('shows no time left and zeroes before the sale is initialized', async () => {
    const body = await (await getWithCookie('/api/admin/overview', cookie)).json<AdminOverview>();
    expect(body).toMatchObject({ initialized: false, timeRemaining: { phaseEndsAt: null, saleEndsAt: null, msToSaleEnd: 0 }, contributions: 0, tokensSold: '0' });
  });

  it('needs an admin session', async () => {
    const response = await getJson('/api/admin/overview');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Admin sign-in required' });
  });
});
