// GET /api/admin/operations (admin only): the live health of the money engine, each figure graded
// against its stated amber and red thresholds (services/operations). /api/health stays cheap and public.
import { Hono } from 'hono';
import type { AdminOperations } from '@core/api/operations';
import type { AppEnv } from '../../app-env';
import { loadOperations } from '../../services/operations/load-operations';

const app = new Hono<AppEnv>();

/**
 * GET /api/admin/operations
 * Response 200 `AdminOperations` (core/api/operations.ts): watcher (last run, lag behind the finalized
 * tip in seconds and slots, what it found), RPC (errors and latency per method over the last hour),
 * price feed (age, source), mail failures, open unmatched payments, the treasury's balance beside its
 * books and unexplained outflows, with `thresholds`. Costs a few D1 reads and one batched RPC request.
 * Errors: 401 without an admin session.
 */
app.get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  // Read only: the alerts are checked by the cron after each watcher run (services/operations/cron.ts).
  return c.json((await loadOperations(c.env, c.executionCtx)) satisfies AdminOperations);
});

export default app;
