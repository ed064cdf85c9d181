// Identifies the client for throttling: Cloudflare's connecting IP, which clients cannot forge.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

export const clientKey = createMiddleware<AppEnv>(async (c, next) => {
  c.set('clientKey', c.req.header('CF-Connecting-IP') ?? 'local');
  await next();
});
