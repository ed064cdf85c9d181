import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { PHASES } from '@core/sale-config';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { insertSaleSettings } from '../../test/sale-rows';
import { edgeCache } from '../lib/edge-cache';
import { RATES_CACHE_PATH } from '../lib/cached-paths';

const DAY = 86_400_000;

beforeEach(() => edgeCache().delete(new Request(`${TEST_ORIGIN}${RATES_CACHE_PATH}`)));

describe('GET /api/crypto-rates', () => {
  it('serves the development rates without a configured source, with the whitelist token price', async () => {
    const response = await getJson('/api/crypto-rates');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      rates: JSON.parse(env.DEV_RATES),
      tokenPrice: PHASES.WHITELIST.tokenPrice,
      stale: false,
      source: 'development',
    });
  });

  it('quotes the token price of the current phase', async () => {
    await insertSaleSettings(new Date(Date.now() - 12 * DAY));
    expect(await (await getJson('/api/crypto-rates')).json()).toMatchObject({ tokenPrice: PHASES.ICO.tokenPrice });
  });
});
