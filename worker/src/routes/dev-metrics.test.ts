import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { renderError } from '../lib/http-error';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { purgeCachedJson } from '../lib/edge-cache';
import devMetrics from './dev-metrics';
import { SALE_CACHE_PATH } from '../lib/cached-paths';

describe('GET /api/dev/metrics', () => {
  it('counts sale state reads in demo mode: one for a cold /api/sale, none while it is cached', async () => {
    await purgeCachedJson(`${TEST_ORIGIN}${SALE_CACHE_PATH}`);
    const before = await (await getJson('/api/dev/metrics')).json<{ saleStateReads: number }>();
    await getJson('/api/sale');
    await getJson('/api/sale');
    const after = await (await getJson('/api/dev/metrics')).json<{ saleStateReads: number }>();
    expect(after.saleStateReads).toBe(before.saleStateReads + 1);
  });

  it('does not exist outside demo mode', async () => {
    const app = new Hono<AppEnv>().route('/api/dev', devMetrics).onError(renderError);
    for (const path of ['/api/dev/metrics', '/api/dev/anything']) {
      const response = await app.request(path, {}, { ...env, DEMO_MODE: 'false' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });
});
