// Turns any thrown error into the one JSON error envelope `{ "error": "…" }` the API answers with.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log } from './log';

/**
 * Throws a 4xx with a message the UI may show as is. `headers` ride along to the response
 * (e.g. `Retry-After` on a 429); guards, rate limits and handlers all fail this one way.
 */
export function fail(status: ContentfulStatusCode, message: string, headers?: Record<string, string>): never {
  throw new HTTPException(status, { message, res: headers ? new Response(null, { status, headers }) : undefined });
}

/** `app.onError`: known errors keep their status, message and headers; anything else is logged and leaks nothing. */
export function renderError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const headers = Object.fromEntries(error.res?.headers.entries() ?? []);
    delete headers['content-type'];
    return c.json({ error: error.message || 'Request failed' }, status, headers);
  }
  log.error('request.unhandled', error, { method: c.req.method, path: c.req.path });
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
