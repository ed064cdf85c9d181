// Turns any thrown error into the one JSON error envelope `{ "error": "…" }` the API answers with.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Throws a 4xx with a message the UI may show as is. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/** `app.onError`: known errors keep their status and message; anything else is logged and leaks nothing. */
export function renderError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ error: error.message || 'Request failed' }, status);
  }
  console.error('Unhandled error', error);
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
