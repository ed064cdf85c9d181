import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { renderError } from '../lib/http-error';
import { hitRateLimit, rateLimit } from './rate-limit';

describe('rate limit', () => {
  it('counts hits per key within a fixed window and resets in the next one', async () => {
    const options = { limit: 2, windowMs: 60_000 };
    const start = 1_800_000_000_000;
    expect(await hitRateLimit(env.DB, 'a', options, start)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await hitRateLimit(env.DB, 'a', options, start + 1_000)).allowed).toBe(true);
    expect(await hitRateLimit(env.DB, 'a', options, start + 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await hitRateLimit(env.DB, 'b', options, start + 30_000)).allowed).toBe(true);
    expect((await hitRateLimit(env.DB, 'a', options, start + 60_000)).allowed).toBe(true);
  });

  it('answers 429 JSON with Retry-After once a client is over the limit', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('clientKey', c.req.header('CF-Connecting-IP') ?? 'local');
      await next();
    });
    app.get('/', rateLimit({ name: 'test', limit: 1, windowMs: 60_000 }), (c) => c.json({ ok: true }));
    app.onError(renderError);

    const request = (ip: string) => app.request('/', { headers: { 'CF-Connecting-IP': ip } }, env);
    expect((await request('1.1.1.1')).status).toBe(200);
    const limited = await request('1.1.1.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
    expect((await request('2.2.2.2')).status).toBe(200);
  });
});
