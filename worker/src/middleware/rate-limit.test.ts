import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { renderError } from '../lib/http-error';
import { hitRateLimit } from '../services/accounts/rate-limit-windows';
import { RATE_LIMIT_PERIOD_SECONDS, rateLimit } from './rate-limit';

/** A one-route app behind `rateLimit(INTENTS_RATE_LIMITER)` (20 a minute in wrangler.toml). */
function limitedApp() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('clientKey', c.req.header('CF-Connecting-IP') ?? 'local');
    await next();
  });
  app.get('/', rateLimit('INTENTS_RATE_LIMITER'), (c) => c.json({ ok: true }));
  app.onError(renderError);
  return app;
}

const rowCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM rate_limits').first<number>('n')) ?? 0;

describe('rate limit binding middleware', () => {
  it('answers 429 JSON with Retry-After once a client is over the binding limit, other clients unaffected, no D1 write', async () => {
    const app = limitedApp();
    // A client address of its own: the binding's count is not reset between tests.
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const request = (address: string) => app.request('/', { headers: { 'CF-Connecting-IP': address } }, env);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await request(ip)).status);
    expect(statuses.filter((status) => status === 200).length).toBe(20);
    const limited = await request(ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(RATE_LIMIT_PERIOD_SECONDS));
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
    expect((await request(`198.18.0.${Math.floor(Math.random() * 250) + 1}`)).status).toBe(200);
    expect(await rowCount()).toBe(0);
  });

  it('lets requests through when the limiter itself fails', async () => {
    const broken = { limit: () => Promise.reject(new Error('limiter down')) };
    const response = await limitedApp().request('/', {}, { ...env, INTENTS_RATE_LIMITER: broken });
    expect(response.status).toBe(200);
  });
});

describe('D1 fixed-window counter', () => {
  it('counts hits per key within a fixed window and resets in the next one', async () => {
    const options = { limit: 2, windowMs: 60_000 };
    const start = 1_800_000_000_000;
    expect(await hitRateLimit(env.DB, 'a', options, start)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await hitRateLimit(env.DB, 'a', options, start + 1_000)).allowed).toBe(true);
    expect(await hitRateLimit(env.DB, 'a', options, start + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await hitRateLimit(env.DB, 'b', options, start + 30_000)).allowed).toBe(true);
    expect((await hitRateLimit(env.DB, 'a', options, start + 60_000)).allowed).toBe(true);
  });
});
