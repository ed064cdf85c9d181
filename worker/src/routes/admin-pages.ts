// Serves the /admin/dashboard page only with an admin session (wrangler.toml run_worker_first sends
// those paths here); without one the browser is redirected to /admin/login before any HTML loads.
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import { currentAdmin } from '../middleware/require-session';

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
const app = new Hono<AppEnv>();

app.get('*', pageSecurityHeaders, async (c) => {
  c.header('Cache-Control', 'no-store');
  if (!(await currentAdmin(c))) return c.redirect('/admin/login', 302);
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  const response = new Response(asset.body, asset);
  response.headers.set('Cache-Control', 'no-store');
  return response;
});

export default app;
