// Short-lived caching of public GET JSON: a copy of the JSON text in this isolate for a second, then
// the Cache API of the Cloudflare location, so thousands of polling visitors cost one D1 read per
// location per TTL. Only strings and numbers are shared between requests: Workers forbid one request
// to use another's I/O (Promises of its subrequests, Responses, streams). A miss that finds another
// request loading the same key waits a moment on its own timer for the text, then loads for itself.
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../app-env';

/** How long this isolate reuses a JSON text without asking the location's cache. */
const ISOLATE_COPY_MS = 1_000;
/** Keys kept in the isolate (ledger pages vary by query): the oldest is dropped past this. */
const ISOLATE_COPY_LIMIT = 256;

interface IsolateCopy {
  text: string;
  expiresAt: number;
}

const isolateCopies = new Map<string, IsolateCopy>();
/** When a request of this isolate started loading a key (a number: nothing another request could await). */
const loadingSince = new Map<string, number>();
/** How long a miss waits for another request's load before loading itself (a load takes milliseconds). */
const WAIT_FOR_OTHER_LOAD_MS = 300;
const WAIT_STEP_MS = 5;

export interface CachedJsonOptions<Extra extends Record<string, unknown> = Record<never, never>> {
  /**
   * Fields added to every answer after the cache (e.g. the server clock); the answer then carries
   * `Cache-Control: no-store` for the browser, since no two answers are the same.
   */
  perRequest?: () => Extra;
  /**
   * Tells the browser not to keep the answer (`no-store`) while the worker still shares it, for an
   * answer a page polls and must see change (an intent's status): our TTL alone bounds its age.
   */
  noStoreInBrowser?: boolean;
}

/** The answer of cachedJson, typed like `c.json` would type it so hono/client sees the body. */
export type CachedJsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;

/**
 * Answers the JSON `load` builds, reused for `ttlSeconds` under `key`: from this isolate's copy,
 * else from `caches.default`, else freshly loaded and stored in both. The key is chosen by the route
 * (not the raw URL) so query-string noise cannot bypass the cache.
 */
export async function cachedJson<T, Extra extends Record<string, unknown> = Record<never, never>>(
  c: Context<AppEnv>,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
  options: CachedJsonOptions<Extra> = {},
): Promise<CachedJsonResponse<Extra & T>> {
  const now = Date.now();
  const copy = freshCopy(key, now) ?? (await copyLoadedMeanwhile(key));
  if (copy !== null) return answer<Extra & T>(copy, ttlSeconds, options);

  const request = new Request(key);
  const hit = await edgeCache().match(request);
  if (hit) {
    const text = await hit.text();
    keepCopy(key, text, now, ttlSeconds);
    return answer<Extra & T>(text, ttlSeconds, options);
  }

  loadingSince.set(key, now);
  let text: string;
  try {
    text = JSON.stringify(await load());
  } finally {
    loadingSince.delete(key);
  }
  keepCopy(key, text, Date.now(), ttlSeconds);
  c.executionCtx.waitUntil(edgeCache().put(request, jsonResponse(text, `public, max-age=${ttlSeconds}`)));
  return answer<Extra & T>(text, ttlSeconds, options);
}

function freshCopy(key: string, now: number): string | null {
  const copy = isolateCopies.get(key);
  return copy && copy.expiresAt > now ? copy.text : null;
}

/** While another request of this isolate loads `key` (for at most the wait), polls for its text. */
async function copyLoadedMeanwhile(key: string): Promise<string | null> {
  const startedAt = loadingSince.get(key);
  if (startedAt === undefined) return null;
  while (loadingSince.get(key) === startedAt && Date.now() - startedAt < WAIT_FOR_OTHER_LOAD_MS) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return freshCopy(key, Date.now());
}

function keepCopy(key: string, text: string, now: number, ttlSeconds: number): void {
  isolateCopies.delete(key);
  if (isolateCopies.size >= ISOLATE_COPY_LIMIT) isolateCopies.delete(isolateCopies.keys().next().value!);
  isolateCopies.set(key, { text, expiresAt: now + Math.min(ISOLATE_COPY_MS, ttlSeconds * 1000) });
}

/**
 * A new Response per request (later middleware adds headers to it), with the per-request fields spliced in.
 * Its body is the JSON of a `T` (what `load` returned, plus the per-request fields): the type says so.
 */
function answer<T>(text: string, ttlSeconds: number, { perRequest, noStoreInBrowser }: CachedJsonOptions<Record<string, unknown>>): CachedJsonResponse<T> {
  if (!perRequest) return jsonResponse(text, noStoreInBrowser ? 'no-store' : `public, max-age=${ttlSeconds}`) as CachedJsonResponse<T>;
  // The cached text is an object: its fields follow the per-request ones (keys must not overlap).
  const fields = JSON.stringify(perRequest()).slice(1, -1);
  const rest = text.slice(1);
  const body = fields ? `{${fields}${rest === '}' ? '' : ','}${rest}` : text;
  return jsonResponse(body, 'no-store') as CachedJsonResponse<T>;
}

function jsonResponse(text: string, cacheControl: string): Response {
  return new Response(text, { headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': cacheControl } });
}

/** The cache key of a route: the request's origin plus a fixed path and the normalized query. */
export function cacheKey(c: Context<AppEnv>, pathAndQuery: string): string {
  return `${new URL(c.req.url).origin}${pathAndQuery}`;
}

/** Forgets `key` in this isolate and in the location's cache, e.g. after an admin changed the sale. */
export async function purgeCachedJson(key: string): Promise<void> {
  await edgeCache().delete(new Request(key));
}

/**
 * The location's default cache. Deleting through it also forgets this isolate's copy, so a purge
 * is seen at once here (other isolates drop theirs within ISOLATE_COPY_MS). The project's tsconfig
 * also loads the DOM types, whose CacheStorage has no `default`; the Workers runtime provides it.
 */
export function edgeCache(): Cache {
  const cache = (caches as unknown as { default: Cache }).default;
  return {
    match: (request: RequestInfo | URL, options?: CacheQueryOptions) => cache.match(request, options),
    put: (request: RequestInfo | URL, response: Response) => cache.put(request, response),
    delete: (request: RequestInfo | URL, options?: CacheQueryOptions) => {
      isolateCopies.delete(new Request(request).url);
      return cache.delete(request, options);
    },
  } as Cache;
}
