// Gives every request an id that each of its log lines carries (lib/log.ts): Cloudflare's cf-ray when
// present, so a line in Workers Logs matches the request Cloudflare recorded, else a random one.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { withLogContext } from '../lib/log';

/** Runs the rest of the request inside its log context. */
export const requestId = createMiddleware<AppEnv>((c, next) => withLogContext({ requestId: c.req.header('cf-ray') ?? crypto.randomUUID() }, next));
