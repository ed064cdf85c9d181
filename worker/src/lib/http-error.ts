// Turns any thrown error into the one JSON error envelope `{ "error": "…" }` the API answers with.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log } from './log';
import type { Refusal, RefusalKind } from './refusal';

/**
 * Throws a 4xx with a message the UI may show as is. `headers` ride along to the response
 * (e.g. `Retry-After` on a 429); guards, rate limits and handlers all fail this one way.
 */
export function fail(status: ContentfulStatusCode, message: string, headers?: Record<string, string>): never {
  throw new HTTPException(status, { message, res: headers ? new Response(null, { status, headers }) : undefined });
}

/** The status a route answers for each kind of a service's refusal, unless it has a reason to choose another. */
export const REFUSAL_STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  forbidden: 403,
  'not found': 404,
  conflict: 409,
  'too many': 429,
  unavailable: 503,
  'provider error': 502,
  'provider timeout': 504,
};

/** Throws `refusal` as its usual status (REFUSAL_STATUS) with its message, and Retry-After when it has one. */
export function failWith(refusal: Refusal): never {
  fail(REFUSAL_STATUS[refusal.refused], refusal.message, refusal.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(refusal.retryAfterSeconds) });
}

// 5xx answers this isolate rendered since it started: a counter costs nothing per request, and the
// local bench reads it (GET /api/dev/metrics); in production the log event below is what is counted.
let serverErrors = 0;

/** How many 5xx answers this isolate has rendered (every one also logged as `response.server_error`). */
export const serverErrorCount = () => serverErrors;

/**
 * `app.onError`: known errors keep their status, message and headers; anything else is logged and
 * leaks nothing. Every 5xx, known or not, is one `response.server_error` line with its status, so
 * Workers Logs counts them by that event: a 5xx means the worker's own fault (a slow chain is not one:
 * a claim then answers pending), so each is worth a look.
 */
export function renderError(error: Error, c: Context): Response {
  const known = error instanceof HTTPException;
  const status = (known ? error.status : 500) as ContentfulStatusCode;
  if (status >= 500) {
    serverErrors += 1;
    log.error('response.server_error', error, { status, method: c.req.method, path: c.req.path, handled: known });
  }
  if (known) {
    const headers = Object.fromEntries(error.res?.headers.entries() ?? []);
    delete headers['content-type'];
    return c.json({ error: error.message || 'Request failed' }, status, headers);
  }
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
