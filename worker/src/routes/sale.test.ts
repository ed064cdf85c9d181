import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { PHASES } from '@core/sale-config';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { insertAdjustment, insertSaleSettings } from '../../test/sale-rows';
import { purgeCachedJson } from '../lib/edge-cache';
import { SALE_CACHE_PATH } from '../lib/cached-paths';

const DAY = 86_400_000;

/** The answer is cached; tests that change rows directly (not through the admin API) purge it. */
const purgeCache = () => purgeCachedJson(`${TEST_ORIGIN}${SALE_CACHE_PATH}`);

beforeEach(purgeCache);

async function sale() {
  const response = await getJson('/api/sale');
  expect(response.status).toBe(200);
  return response.json<Record<string, unknown>>();
}

describe('GET /api/sale', () => {
  it('shows an uninitialized whitelist with the phase table, the server clock and the chain facts', async () => {
    const before = Date.now();
    const body = await sale();
    expect(body).toMatchObject({
      phase: 'WHITELIST',
      initialized: false,
      phases: [PHASES.WHITELIST, PHASES.ICO, PHASES.LISTING],
      whitelistStartsAt: null,
      whitelistEndsAt: null,
      icoEndsAt: null,
      treasury: env.TREASURY_ADDRESS,
      token: { mint: env.TOKEN_MINT_ADDRESS, decimals: 9, symbol: 'MRDX', totalSupply: 7_000_000_000 },
      cluster: env.SOLANA_CLUSTER,
      demoMode: true,
      acceptingContributions: false,
      stage: 'upcoming',
      whitelist: { maxParticipants: 100, maxSolPerPerson: 10, days: 10 },
    });
    expect(body.serverTime).toBeGreaterThanOrEqual(before);
  });

  it('follows the stored dates through whitelist, ICO and listing', async () => {
    const now = Date.now();
    await insertSaleSettings(new Date(now - DAY));
    let body = await sale();
    expect(body).toMatchObject({ phase: 'WHITELIST', initialized: true, acceptingContributions: true, stage: 'whitelist' });
    expect(body.whitelistEndsAt).toBe(new Date(now + 9 * DAY).toISOString());

    await env.DB.exec('DELETE FROM sale_settings');
    await insertSaleSettings(new Date(now - 11 * DAY));
    await purgeCache();
    expect(await sale()).toMatchObject({ phase: 'ICO', acceptingContributions: true, stage: 'ico' });

    await env.DB.exec('DELETE FROM sale_settings');
    await insertSaleSettings(new Date(now - 41 * DAY));
    await purgeCache();
    // Nothing raised: below the soft cap, so the contributions are owed back.
    expect(await sale()).toMatchObject({ phase: 'LISTING', initialized: true, acceptingContributions: false, stage: 'refunds' });

    await insertAdjustment(5_000_000, 1);
    await purgeCache();
    expect(await sale()).toMatchObject({ phase: 'LISTING', stage: 'closed' });
  });

  it('stops accepting contributions once the hard cap is reached', async () => {
    await insertSaleSettings(new Date(Date.now() - DAY), { hardCapCents: 10_000 });
    await insertAdjustment(10_000, 1);
    expect(await sale()).toMatchObject({ phase: 'WHITELIST', acceptingContributions: false, stage: 'sold-out' });
  });

  it('is cached for 5 s but keeps the server clock and no-store per request', async () => {
    const first = await getJson('/api/sale');
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const { serverTime: firstTime } = await first.json<{ serverTime: number }>();
    await insertSaleSettings(new Date(Date.now() - DAY));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await sale();
    expect(second).toMatchObject({ initialized: false });
    expect(second.serverTime).toBeGreaterThan(firstTime);
  });
});
