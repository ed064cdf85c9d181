// GET /api/dev/metrics: per-isolate counters for the local bench (D1 reads of the sale state, 5xx answers);
// exists only in demo mode, a 404 everywhere else.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { serverErrorCount } from '../lib/http-error';
import { requireDemoMode } from '../middleware/require-demo-mode';
import { saleStateReadCount } from '../services/sale/sale-state';

const app = new Hono<AppEnv>().use('*', requireDemoMode)
  .get('/metrics', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ saleStateReads: saleStateReadCount(), serverErrors: serverErrorCount() });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type DevMetricsApi = typeof app;

export default app;
