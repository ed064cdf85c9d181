// The one request helper of the site: same-origin JSON calls with credentials, and one ApiError for every
// failure, whether the server refused or was never reached. The typed clients (clients.ts) send through
// apiFetch; callers unwrap an answer with call() / callOrNull().
import type { ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/** Shown when the request never reached the server. */
export const NETWORK_ERROR = 'Failed to connect to the server. Please try again.';

/** An API failure. `status` is 0 when the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own `{ error }` text, NETWORK_ERROR when unreachable, or '' when it gave none. */
    readonly reason: string,
    detail = reason,
  ) {
    super(status === 0 ? reason : `${status}: ${detail}`);
    this.name = 'ApiError';
  }
}

/** The text to show for a failed call: the server's reason, else `fallback`. */
export const errorText = (error: unknown, fallback: string): string =>
  (error instanceof ApiError && error.reason) || fallback;

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/** The ApiError of a refused answer: its `{ error }` text as the reason, any other body only in the message. */
async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let reason = '';
  try {
    const error = (JSON.parse(text) as { error?: unknown } | null)?.error;
    if (typeof error === 'string') reason = error;
  } catch {
    // a non-JSON body (a proxy's error page) has no reason to show; its text goes in the message
  }
  return new ApiError(response.status, reason, reason || text || response.statusText);
}

/**
 * The fetch of every typed client: sends to the same origin (the clients' origin is a placeholder, see
 * clients.ts) with credentials, gives a write without a body `{}` as JSON (the worker accepts only JSON
 * writes), and resolves only to a successful Response: every failure throws ApiError (status 0 when the
 * server was not reached).
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://same-origin.invalid');
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  let body = init.body;
  if (!BODYLESS_METHODS.has(method) && body == null) {
    body = '{}';
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(url.pathname + url.search, { ...init, method, headers, body, credentials: 'include' });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) throw await refusal(response);
  return response;
}

/** The JSON body a typed call resolves to on success, as its route declares it. */
export type AnswerOf<R> = R extends ClientResponse<infer Body, infer Status, infer Format> ? (Format extends 'json' ? SuccessBody<Body, Status> : never) : never;
type SuccessBody<Body, Status> = Status extends SuccessStatusCode ? Body : never;

type ClientCall = Promise<ClientResponse<unknown, number, string>>;

/** Awaits a typed client call and returns its JSON answer; every failure is an ApiError (from apiFetch). */
export async function call<P extends ClientCall>(request: P): Promise<AnswerOf<Awaited<P>>> {
  const response = await request;
  return (await response.json()) as AnswerOf<Awaited<P>>;
}

/** Like call(), but null when the server answers 401 (not signed in). */
export async function callOrNull<P extends ClientCall>(request: P): Promise<AnswerOf<Awaited<P>> | null> {
  try {
    return await call(request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
