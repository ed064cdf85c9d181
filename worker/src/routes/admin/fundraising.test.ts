import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { getWithCookie, postWithCookie } from '../../../test/auth-fixtures';
import { signedInAdmin } from '../../../test/admin-fixtures';
import { getJson, postJson } from '../../../test/requests';
import { openSale } from '../../../test/sale-fixtures';
import { insertContribution } from '../../../test/sale-rows';
import { loadFundraisingStats } from '../../services/sale/fundraising-stats';
import type { AdminFundraisingStats, FundraisingAdjustment, Page } from '@core/api/admin';

const DAY = 86_400_000;
let cookie: string;

beforeEach(async () => {
  cookie = await signedInAdmin();
});

const post = (path: string, body: unknown) => postWithCookie(path, body, cookie);

describe('GET/POST /api/admin/fundraising/stats', () => {
  it('saves goal, caps and end date, audited, and the public stats follow', async () => {
    await openSale('WHITELIST');
    const endDate = new Date(Date.now() + 60 * DAY).toISOString();
    const response = await post('/api/admin/fundraising/stats', { goal: '120000.50', softCap: 40_000, hardCap: 300_000, endDate, currentAmount: 999_999, totalInvestors: 5 });
    expect(response.status).toBe(200);
    const body = await response.json<AdminFundraisingStats>();
    expect(body).toMatchObject({ goal: 120_000.5, softCap: 40_000, hardCap: 300_000, endDate, currentAmount: 0, totalInvestors: 0 });
    expect(await (await getWithCookie('/api/admin/fundraising/stats', cookie)).json()).toEqual(body);
    const publicStats = await loadFundraisingStats(env.DB, new Date());
    expect(publicStats).toMatchObject({ goal: 120_000.5, softCap: 40_000, hardCap: 300_000, currentAmount: 0 });
    const audit = await env.DB.prepare("SELECT actor, detail FROM audit_log WHERE action = 'fundraising.settings_updated'").first<{ actor: string; detail: string }>();
    expect(audit?.actor).toBe('admin:admin');
    expect(JSON.parse(audit!.detail).after).toEqual({ goalCents: 12_000_050, softCapCents: 4_000_000, hardCapCents: 30_000_000, endDate });
  });

  it('answers bad input with the spec messages and writes nothing', async () => {
    await openSale('WHITELIST');
    const endDate = new Date(Date.now() + 60 * DAY).toISOString();
    const valid = { goal: 100_000, softCap: 50_000, hardCap: 250_000, endDate };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, goal: 0 }, 'Goal must be greater than 0'],
      [{ ...valid, goal: 'abc' }, 'Goal must be greater than 0'],
      [{ ...valid, hardCap: -5 }, 'Hard cap must be greater than 0'],
      [{ ...valid, softCap: 0 }, 'Soft cap must be greater than 0'],
      [{ ...valid, softCap: 200_000 }, 'Soft cap must not be greater than the goal'],
      [{ ...valid, goal: 300_000 }, 'Goal must not be greater than the hard cap'],
      [{ ...valid, endDate: '' }, 'End date is required'],
      [{ goal: 1, softCap: 1, hardCap: 1 }, 'End date is required'],
      [{ ...valid, endDate: 'tomorrow' }, 'End date must be a valid date'],
      [{ ...valid, endDate: new Date(Date.now() + DAY).toISOString() }, 'End date must be after the whitelist ends'],
    ];
    for (const [body, error] of cases) {
      const response = await post('/api/admin/fundraising/stats', body);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action LIKE 'fundraising.%'").first('n')).toBe(0);
  });

  it('refuses an end date before the timers are initialized', async () => {
    const response = await post('/api/admin/fundraising/stats', { goal: 100_000, softCap: 50_000, hardCap: 250_000, endDate: new Date(Date.now() + 60 * DAY).toISOString() });
    expect(response.status).toBe(409);
  });

  it('needs an admin session', async () => {
    expect((await getJson('/api/admin/fundraising/stats')).status).toBe(401);
    expect((await postJson('/api/admin/fundraising/stats', { goal: 1 })).status).toBe(401);
    expect((await postJson('/api/admin/fundraising/adjustments', { amount: 1, reason: 'x' })).status).toBe(401);
    expect((await getJson('/api/admin/fundraising/adjustments')).status).toBe(401);
  });
});

describe('POST /api/admin/fundraising/adjustments', () => {
  it('records signed adjustments with who and when, never overwriting contributions, and the public stats include them', async () => {
    await openSale('WHITELIST');
    await insertContribution({ walletAddress: 'WalletA', usdCents: 1_000_000 });
    const first = await post('/api/admin/fundraising/adjustments', { amount: '2500.25', investorsDelta: 3, reason: 'Bank wire from a fund' });
    expect(first.status).toBe(201);
    const second = await post('/api/admin/fundraising/adjustments', { amount: -500, investorsDelta: -1, reason: 'Refunded wire' });
    const body = await second.json<AdminFundraisingStats>();
    expect(body).toMatchObject({ contributedAmount: 10_000, adjustmentsAmount: 2_000.25, currentAmount: 12_000.25, totalInvestors: 3 });
    expect(body).not.toHaveProperty('adjustments');
    const listed = await (await getWithCookie('/api/admin/fundraising/adjustments', cookie)).json<Page<FundraisingAdjustment>>();
    expect(listed).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    expect(listed.items.map((a) => [a.amountUsd, a.investorsDelta, a.reason, a.actor])).toEqual([
      [-500, -1, 'Refunded wire', 'admin:admin'],
      [2500.25, 3, 'Bank wire from a fund', 'admin:admin'],
    ]);
    const older = await (await getWithCookie('/api/admin/fundraising/adjustments?pageSize=1&page=2', cookie)).json<Page<FundraisingAdjustment>>();
    expect(older.items.map((a) => a.reason)).toEqual(['Bank wire from a fund']);
    expect((await getWithCookie('/api/admin/fundraising/adjustments?pageSize=500', cookie)).status).toBe(400);
    expect(await loadFundraisingStats(env.DB, new Date())).toMatchObject({ currentAmount: 12_000.25, totalContributors: 3 });
    expect(await env.DB.prepare('SELECT SUM(usd_cents) AS s FROM contributions').first('s')).toBe(1_000_000);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'fundraising.adjusted'").first('n')).toBe(2);
  });

  it('requires a reason, a valid amount and some change', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 10, investorsDelta: 0 }, 'Reason is required'],
      [{ amount: 10, reason: '   ' }, 'Reason is required'],
      [{ amount: '1.234', reason: 'x' }, 'Adjustment amount must be a number with at most 2 decimals'],
      [{ amount: '1e5', reason: 'x' }, 'Adjustment amount must be a number with at most 2 decimals'],
      [{ amount: 1, investorsDelta: 1.5, reason: 'x' }, 'Investors must be a whole number'],
      [{ amount: 0, investorsDelta: 0, reason: 'x' }, 'An adjustment must change the amount or the investors'],
      [{ amount: 1, reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ];
    for (const [body, error] of cases) {
      const response = await post('/api/admin/fundraising/adjustments', body);
      expect(response.status, error).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM fundraising_adjustments').first('n')).toBe(0);
  });
});
