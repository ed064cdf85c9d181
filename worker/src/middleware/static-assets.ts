// Production's routing between the static site and the worker, for when the worker runs first on every
// path (the local default, wrangler.toml): the paths production sends to the worker go on to Hono,
// every other request gets the static assets' own answer, exactly as production's router gives it.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/**
 * The paths production runs the worker for: `[env.production.assets] run_worker_first` in
 * wrangler.toml (a test keeps the two equal). `*` matches anything, `/` included, as in wrangler.
 */
export const WORKER_FIRST_PATHS = ['/api/*', '/admin/dashboard*', '/r/*', '/actions.json'] as const;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const WORKER_FIRST = WORKER_FIRST_PATHS.map((glob) => new RegExp(`^${glob.split('*').map(escape).join('.*')}$`));

/** Whether production's router sends a request for `pathname` (as in the URL, still encoded) to the worker. */
export const isWorkerFirstPath = (pathname: string) => WORKER_FIRST.some((pattern) => pattern.test(pathname));

const SAFE = new Set(['GET', 'HEAD']);

/**
 * The static assets' answer to `request`. They answer every other method 405 without reading the
 * body; wrangler dev forwards requests to its runtime over a pooled connection, and an unread body
 * loses it ("Network connection lost", a 500, for that request or the next). So the body is read to
 * its end first and the assets get the same request without it: same answer, nothing left unread.
 */
export async function staticAssetResponse(request: Request, assets: Fetcher): Promise<Response> {
  if (SAFE.has(request.method) || request.body === null) return assets.fetch(request);
  await request.body.pipeTo(new WritableStream());
  const headers = new Headers(request.headers);
  headers.delete('Content-Length');
  headers.delete('Transfer-Encoding');
  return assets.fetch(new Request(request.url, { method: request.method, headers, redirect: 'manual' }));
}

/** Mounted first: every path outside WORKER_FIRST_PATHS is the static site's, as production routes it. */
export const staticAssets = createMiddleware<AppEnv>(async (c, next) => {
  if (isWorkerFirstPath(new URL(c.req.url).pathname)) return next();
  return staticAssetResponse(c.req.raw, c.env.ASSETS);
});
