import { describe, expect, it } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { cachedJson, edgeCache, purgeCachedJson } from './edge-cache';

/** Every route answered through cachedJson; each burst asks a key nobody has asked yet. */
const CACHED_ROUTES: { name: string; path: (burst: number) => string }[] = [
  { name: '/api/sale', path: () => '/api/sale' },
  { name: '/api/fundraising-stats', path: () => '/api/fundraising-stats' },
  { name: '/api/crypto-rates', path: () => '/api/crypto-rates' },
  { name: '/api/ledger', path: (burst) => `/api/ledger?limit=${burst + 1}` },
];

const KEY = `${TEST_ORIGIN}/edge-cache-test`;

/** A Hono app whose two routes answer the same cache key with different loads. */
function twoLoads(slowLoad: () => Promise<unknown>) {
  const app = new Hono<AppEnv>();
  app.get('/slow', (c) => cachedJson(c, KEY, 5, slowLoad));
  app.get('/fast', (c) => cachedJson(c, KEY, 5, async () => ({ load: 'fast' })));
  return app;
}

describe('cachedJson', () => {
  for (const route of CACHED_ROUTES) {
    it(`answers 20 bursts of 50 concurrent requests on a cold ${route.name} key without a 5xx`, { timeout: 60_000 }, async () => {
      const statuses: Record<number, number> = {};
      for (let burst = 0; burst < 20; burst += 1) {
        const path = route.path(burst);
        await purgeCachedJson(`${TEST_ORIGIN}${path}`);
        const responses = await Promise.all(Array.from({ length: 50 }, () => getJson(path)));
        for (const response of responses) {
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          await response.arrayBuffer();
        }
      }
      expect(statuses).toEqual({ 200: 1000 });
    });
  }

  it('never makes a request wait for another request’s load (Workers forbid sharing its I/O)', async () => {
    await purgeCachedJson(KEY);
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const app = twoLoads(async () => {
      await blocked;
      return { load: 'slow' };
    });
    const slowCtx = createExecutionContext();
    const slow = app.request('/slow', {}, env, slowCtx);
    // Had the second request joined the first one's load, it would hang with it (or, in production,
    // fail with "Cannot perform I/O on behalf of a different request" once the first one ended).
    const fast = await Promise.race([
      Promise.resolve(app.request('/fast', {}, env, createExecutionContext())).then((response) => response.json()),
      new Promise((resolve) => setTimeout(() => resolve('still waiting for the other request'), 2_000)),
    ]);
    expect(fast).toEqual({ load: 'fast' });
    release();
    expect(await (await slow).json()).toEqual({ load: 'slow' });
    await waitOnExecutionContext(slowCtx);
  });

  it('serves the text it stored until purged, from this isolate and from the location cache', async () => {
    await purgeCachedJson(KEY);
    let loads = 0;
    const app = twoLoads(async () => ({ load: 'slow', count: ++loads }));
    const ctx = createExecutionContext();
    const first = await app.request('/slow', {}, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=5');
    expect(await first.json()).toEqual({ load: 'slow', count: 1 });
    expect(await (await app.request('/fast', {}, env, createExecutionContext())).json()).toEqual({ load: 'slow', count: 1 });
    expect(await (await edgeCache().match(new Request(KEY)))?.json()).toEqual({ load: 'slow', count: 1 });

    await purgeCachedJson(KEY);
    expect(await (await app.request('/fast', {}, env, createExecutionContext())).json()).toEqual({ load: 'fast' });
  });

  it('adds per-request fields after the cache and tells the browser not to keep them', async () => {
    await purgeCachedJson(KEY);
    let clock = 1;
    const app = new Hono<AppEnv>();
    app.get('/', (c) => cachedJson(c, KEY, 5, async () => ({ a: 1 }), { perRequest: () => ({ serverTime: clock++ }) }));
    const first = await app.request('/', {}, env, createExecutionContext());
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(await first.json()).toEqual({ serverTime: 1, a: 1 });
    expect(await (await app.request('/', {}, env, createExecutionContext())).json()).toEqual({ serverTime: 2, a: 1 });
  });
});
