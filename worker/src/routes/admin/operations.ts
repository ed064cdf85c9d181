// GET /api/admin/operations (admin only): the live health of the money engine, each figure graded
// against its stated amber and red thresholds (services/operations). /api/health stays cheap and public.
// The signed-in admin's alert email (where operations alerts go) is read and set here too.
import { Hono } from 'hono';
import type { AdminOperations } from '@core/api/operations';
import { AlertEmailSchema, type AlertEmailView } from '@core/schemas/operations';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { alertEmailOf, removeAlertEmail, setAlertEmail } from '../../services/operations/alert-email';
import { loadOperations } from '../../services/operations/load-operations';

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/operations
   * Response 200 `AdminOperations` (core/api/operations.ts): watcher (last run, lag behind the finalized
   * tip in seconds and slots, the finalized tip's age, what it found), RPC (errors and latency per method over the last hour),
   * price feed (age, source), mail failures, open unmatched payments, the treasury's balance beside its
   * books and unexplained outflows, with `thresholds`. Costs a few D1 reads and two RPC requests.
   * Read only: the alerts are checked by the cron after each watcher run (services/operations/cron.ts).
   * Errors: 401 without an admin session.
   */
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await loadOperations(c.env, c.executionCtx)) satisfies AdminOperations);
  })

  /** GET /api/admin/operations/alert-email — 200 `AlertEmailView` of the signed-in admin; 401. */
  .get('/alert-email', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ email: await alertEmailOf(c.env.DB, c.get('admin').id) } satisfies AlertEmailView);
  })

  /**
   * POST /api/admin/operations/alert-email {email} — where this admin's operations alerts go. Audited
   * `admin.alert_email_updated`; ends no session. 200 `AlertEmailView`. Errors: 400 not an email; 401.
   */
  .post('/alert-email', validate('json', AlertEmailSchema), async (c) => {
    const { email } = c.req.valid('json');
    await setAlertEmail(c.env.DB, c.get('admin'), email);
    return c.json({ email } satisfies AlertEmailView);
  })

  /**
   * POST /api/admin/operations/alert-email/remove {} — this admin gets no more alerts. Audited
   * `admin.alert_email_removed`. 200 `AlertEmailView` (null). Errors: 404 none was set; 401.
   */
  .post('/alert-email/remove', async (c) => {
    if (!(await removeAlertEmail(c.env.DB, c.get('admin')))) fail(404, 'No alert email is set');
    return c.json({ email: null } satisfies AlertEmailView);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminOperationsApi = typeof app;

export default app;
