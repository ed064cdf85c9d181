// GET /api/admin/audit (admin only): the audit log of every admin action and credit, filtered by
// actor and action, newest first, paginated on the server.
import { Hono } from 'hono';
import { AuditListQuerySchema } from '@core/schemas/admin-lists';
import type { AppEnv } from '../../app-env';
import { validate } from '../../lib/validate';
import { auditPage } from '../../services/accounts/audit-queries';

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/audit?actor=&action=&page=&pageSize=
   * actor (e.g. `admin:alice`, `watcher`, `contributor`) and action (e.g. `contribution.credited`) match
   * exactly; empty means any. Served by audit_log_actor_idx / audit_log_action_idx / audit_log_created_idx.
   * Response 200 `Page<AuditEntry>` (detail parsed from JSON) and `facets`: the distinct actors and actions
   * for the filter menus.
   * Errors: 400 'Filters must be at most 200 characters', bad paging; 401.
   */
  .get('/', validate('query', AuditListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await auditPage(c.env.DB, c.req.valid('query')));
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminAuditApi = typeof app;

export default app;
