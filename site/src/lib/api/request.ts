// The one request helper of the site (public-sale.md 7): same-origin JSON calls with credentials,
// and one ApiError for every failure, whether the server refused or was never reached.

/** Shown when the request never reached the server (spec section 8). */
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

/**
 * Sends `method` to `url` with credentials; the body goes as JSON only when given. Resolves to the
 * parsed JSON when the answer is JSON, otherwise the Response itself. Every failure throws ApiError.
 */
export async function apiRequest<T = unknown>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.ok) return (isJson ? await response.json() : response) as T;
  const text = await response.text().catch(() => '');
  let reason = '';
  try {
    const error = (JSON.parse(text) as { error?: unknown } | null)?.error;
    if (typeof error === 'string') reason = error;
  } catch {
    // a non-JSON body (a proxy's error page) has no reason to show; its text goes in the message
  }
  throw new ApiError(response.status, reason, reason || text || response.statusText);
}

/** GET `url` and return its JSON. */
export const getJson = <T>(url: string) => apiRequest<T>('GET', url);

/** GET `url` and return its JSON, or null when the server answers 401 (not signed in; spec section 7). */
export async function getJsonOrNull<T>(url: string): Promise<T | null> {
  try {
    return await getJson<T>(url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST `body` (an empty object when none: the worker accepts only JSON writes) and return the JSON. */
export const postJson = <T>(url: string, body: unknown = {}, headers?: Record<string, string>) => apiRequest<T>('POST', url, body, headers);
