// Every state-changing request must be same-origin JSON of bounded size (docs/decisions.md, "Headers and input").
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The Solana Actions routes (routes/actions.ts), the only exception (README "Paying"): blink clients
 * and wallet apps post from anywhere, without our Origin. They check their own JSON and answer in the
 * spec's error shape; they create intents, which anyone may, and never read or touch a session.
 */
export const CROSS_ORIGIN_PREFIX = '/api/actions/';

/** Largest request body any route accepts; our payloads are a few hundred bytes. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Refuses cross-origin writes (403) and non-JSON bodies (415). The allowed origin is the request's own
 * origin plus PUBLIC_ORIGIN, so the same build works behind any host name it is deployed to.
 */
export const guardMutations = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith(CROSS_ORIGIN_PREFIX)) return next();

  const origin = c.req.header('Origin');
  const ownOrigin = new URL(c.req.url).origin;
  if (!origin || (origin !== ownOrigin && origin !== c.env.PUBLIC_ORIGIN)) {
    fail(403, 'Cross-origin requests are not allowed');
  }
  const contentType = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    fail(415, 'Requests must be sent as application/json');
  }
  return next();
});

/** Caps body size before anything reads it. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => fail(413, 'Request body is too large'),
});
