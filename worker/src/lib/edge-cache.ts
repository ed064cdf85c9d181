// Short-lived caching of public GET responses in the Cache API of the Cloudflare location, so that
// thousands of polling visitors cost one D1 read per location per TTL.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Answers from `caches.default` under `key` when present; otherwise builds the JSON with `load`,
 * stores it for `ttlSeconds` and answers it. Concurrent misses in one isolate share one `load`.
 * The key is chosen by the route (not the raw URL) so query-string noise cannot bypass the cache.
 */
export async function cachedJson<T>(c: Context<AppEnv>, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<Response> {
  const cache = edgeCache();
  const request = new Request(key);
  const hit = await cache.match(request);
  // A new Response so later middleware can still add headers to it.
  if (hit) return new Response(hit.body, hit);

  const body = JSON.stringify(await coalesce(key, load));
  const response = new Response(body, {
    headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': `public, max-age=${ttlSeconds}` },
  });
  c.executionCtx.waitUntil(cache.put(request, response.clone()));
  return response;
}

const pending = new Map<string, Promise<unknown>>();

/** Runs `load` once for all callers that ask for `key` while it is in flight. */
function coalesce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const running = pending.get(key);
  if (running) return running as Promise<T>;
  const started = load().finally(() => pending.delete(key));
  pending.set(key, started);
  return started;
}

/** The cache key of a route: the request's origin plus a fixed path and the normalized query. */
export function cacheKey(c: Context<AppEnv>, pathAndQuery: string): string {
  return `${new URL(c.req.url).origin}${pathAndQuery}`;
}

/**
 * The location's default cache. The project's tsconfig also loads the DOM types, whose
 * CacheStorage has no `default`; the Workers runtime always provides it.
 */
export function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
