// Serves the /admin/dashboard page only with an admin session (wrangler.toml run_worker_first sends
// those paths here); without one the browser is redirected to /admin/login before any HTML loads.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { currentAdmin } from '../middleware/require-session';

/** The static page for a signed-in admin, else 302 to /admin/login. Never cached. */
export const guardAdminPage = createMiddleware<AppEnv>(async (c) => {
  if (!(await currentAdmin(c))) {
    c.header('Cache-Control', 'no-store');
    return c.redirect('/admin/login', 302);
  }
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  const response = new Response(asset.body, asset);
  response.headers.set('Cache-Control', 'no-store');
  return response;
});
