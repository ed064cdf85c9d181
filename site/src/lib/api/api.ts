// The one request helper of the site (public-sale.md 7): same-origin JSON calls with credentials.

/** An API failure; the message is "<status>: <body or status text>" as the spec's error catalogue says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Sends `method` to `url` with credentials; the body goes as JSON only when given. Returns parsed JSON
 * when the response is JSON, otherwise the response itself. A non-OK response throws an ApiError.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : response) as T;
}

/** GET `url` and return its JSON. */
export function getJson<T>(url: string): Promise<T> {
  return apiRequest<T>('GET', url);
}
