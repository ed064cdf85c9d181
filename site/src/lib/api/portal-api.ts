// Same-origin JSON calls of the investor and admin portals, with one result shape for success,
// server errors ({ error }) and network failures.

/** Shown when the request never reached the server (spec section 8). */
export const NETWORK_ERROR = 'Failed to connect to the server. Please try again.';

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

/**
 * Calls the API with the session cookie. Writes always send a JSON body (the worker accepts only
 * application/json). `error` is the server's message, '' when it gave none, or NETWORK_ERROR.
 */
export async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { 'Content-Type': 'application/json', ...headers } : headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: data as T };
  const error = data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : '';
  return { ok: false, status: response.status, error };
}

/** GET shorthand. */
export const getApi = <T>(path: string) => callApi<T>('GET', path);

/** POST shorthand. */
export const postApi = <T>(path: string, body?: unknown, headers?: Record<string, string>) => callApi<T>('POST', path, body, headers);
