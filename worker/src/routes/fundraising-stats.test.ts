import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { insertAdjustment, insertContribution, insertSaleSettings } from '../../test/sale-rows';
import { edgeCache } from '../lib/edge-cache';
import { loadFundraisingStats } from '../services/sale/fundraising-stats';
import { STATS_CACHE_PATH } from '../lib/cached-paths';

const WALLET_A = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const WALLET_B = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const DAY = 86_400_000;

const purgeCache = () => edgeCache().delete(new Request(`${TEST_ORIGIN}${STATS_CACHE_PATH}`));

beforeEach(purgeCache);

describe('GET /api/fundraising-stats', () => {
  it('shows the configured caps and the whole sale length before initialization', async () => {
    const response = await getJson('/api/fundraising-stats');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=5');
    expect(await response.json()).toEqual({
      currentAmount: 0,
      goal: 100_000,
      softCap: 50_000,
      hardCap: 250_000,
      totalContributors: 0,
      daysRemaining: 40,
      saleRunning: false,
      tokensSold: '0',
      bonusTokens: '0',
    });
  });

  it('adds credited contributions and admin adjustments, counting distinct wallets', async () => {
    await insertSaleSettings(new Date(Date.now() - 5 * DAY), { goalCents: 20_000_000 });
    await insertContribution({ walletAddress: WALLET_A, usdCents: 12_345 });
    await insertContribution({ walletAddress: WALLET_A, usdCents: 10_000 });
    await insertContribution({ walletAddress: WALLET_B, usdCents: 5_055, bonusTokenBaseUnits: '75000000000000' });
    await insertAdjustment(100_000, 2);
    await insertAdjustment(-400, -1);
    const body = await (await getJson('/api/fundraising-stats')).json();
    expect(body).toEqual({
      currentAmount: 1_270,
      goal: 200_000,
      softCap: 50_000,
      hardCap: 250_000,
      totalContributors: 3,
      daysRemaining: 35,
      saleRunning: true,
      tokensSold: '1500000',
      bonusTokens: '75000',
    });
  });

  it('answers from the cache for 5 s, whatever the query string, and sees new rows once it is purged', async () => {
    await getJson('/api/fundraising-stats');
    await insertContribution({ walletAddress: WALLET_A, usdCents: 10_000 });
    expect(await (await getJson('/api/fundraising-stats')).json()).toMatchObject({ currentAmount: 0 });
    expect(await (await getJson('/api/fundraising-stats?bust=1')).json()).toMatchObject({ currentAmount: 0 });

    await purgeCache();
    expect(await (await getJson('/api/fundraising-stats')).json()).toMatchObject({ currentAmount: 100, totalContributors: 1 });
  });

  it('counts 0 days once the ICO has ended', async () => {
    await insertSaleSettings(new Date(Date.now() - 50 * DAY));
    expect((await loadFundraisingStats(env.DB, new Date())).daysRemaining).toBe(0);
    expect((await loadFundraisingStats(env.DB, new Date())).saleRunning).toBe(false);
  });

  it('says the sale is running inside its window', async () => {
    await insertSaleSettings(new Date(Date.now() - 5 * DAY));
    expect(await loadFundraisingStats(env.DB, new Date())).toMatchObject({ saleRunning: true });
  });
});
