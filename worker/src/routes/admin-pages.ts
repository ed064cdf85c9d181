// Serves the /admin/dashboard page only with an admin session (wrangler.toml run_worker_first sends
// every /admin/dashboard* path here); without one the browser is redirected to /admin/login before
// any HTML loads. Mounted at the root: it owns exactly ADMIN_PAGE_PATHS.
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { currentAdmin } from '../middleware/require-session';
import { mutableCopy } from '../middleware/security-headers';

/** The paths wrangler.toml's run_worker_first sends to the worker besides /api/*: all of them are guarded. */
export const ADMIN_PAGE_PATHS = '/admin/dashboard*';

/**
 * The static pages' headers (site/public/_headers), not the API's `default-src 'none'`: the page's
 * own CSP is Astro's meta tag with script hashes, so the header adds only what a meta tag cannot.
 */
const pageSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { frameAncestors: ["'none'"], baseUri: ["'self'"], objectSrc: ["'none'"] },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains; preload',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
});

/**
 * Mount BEFORE the global API security headers in index.ts: it answers without calling next, so
 * the API's CSP (which would block the page's scripts and styles) never applies to it.
 */
const app = new Hono<AppEnv>()
  .use(ADMIN_PAGE_PATHS, pageSecurityHeaders)

  .on(['GET', 'HEAD'], ADMIN_PAGE_PATHS, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!(await currentAdmin(c))) return c.redirect('/admin/login', 302);
    // Whatever the assets answer (the page, their redirect of /admin/dashboard.html, the 404 page) is
    // copied: a fetched Response has immutable headers, and this one gets the page headers set on it.
    const response = mutableCopy(await c.env.ASSETS.fetch(c.req.raw));
    response.headers.set('Cache-Control', 'no-store');
    return response;
  })

  .all(ADMIN_PAGE_PATHS, () => fail(405, 'Method not allowed', { Allow: 'GET, HEAD' }));

export default app;
