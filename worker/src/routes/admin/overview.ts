// GET /api/admin/overview (admin only): the Overview tab's numbers, computed on the server.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { loadOverview } from '../../services/admin/overview';

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/overview
   * Response 200 `AdminOverview` (core/api/admin.ts): raised (total = contributed + adjustments), investors,
   * contributors, contributions, tokens sold, time remaining from the stored dates, soft cap / goal / hard
   * cap progress, credits today (UTC), open intents, mail queued / failed, unmatchedPayments (null until the
   * reconciliation engine exists).
   * Errors: 401 without an admin session.
   */
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await loadOverview(c.env.DB, new Date()));
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminOverviewApi = typeof app;

export default app;
