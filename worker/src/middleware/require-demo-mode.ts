// Guard of the demo and development routes: they exist only while DEMO_MODE is exactly "true".
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';

/** 404, as for any unknown path, unless demo mode is on: a typo in production config must not expose them. */
export const requireDemoMode = createMiddleware<AppEnv>(async (c, next) => {
  if (c.env.DEMO_MODE !== 'true') fail(404, 'Not found');
  await next();
});
