// GET /api/admin/audit (admin only): the audit log of every admin action and credit, filtered by
// actor and action, newest first, paginated on the server.
import { Hono } from 'hono';
import { AuditListQuerySchema } from '@core/schemas/admin-lists';
import type { AuditEntry, Page } from '@core/api/admin';
import type { AppEnv } from '../../app-env';
import { validate } from '../../lib/validate';
import { auditEntry, type AuditRow } from '../../services/admin/rows';

const app = new Hono<AppEnv>();

/**
 * GET /api/admin/audit?actor=&action=&page=&pageSize=
 * actor (e.g. `admin:alice`, `watcher`, `contributor`) and action (e.g. `contribution.credited`) match
 * exactly; empty means any. Served by audit_log_actor_idx / audit_log_action_idx / audit_log_created_idx.
 * Response 200 `Page<AuditEntry>` (detail parsed from JSON) and `facets`: the distinct actors and actions
 * for the filter menus.
 * Errors: 400 'Filters must be at most 200 characters', bad paging; 401.
 */
app.get('/', validate('query', AuditListQuerySchema), async (c) => {
  c.header('Cache-Control', 'no-store');
  const { actor, action, page, pageSize } = c.req.valid('query');
  const conditions: string[] = [];
  const params: string[] = [];
  if (actor) (conditions.push('actor = ?'), params.push(actor));
  if (action) (conditions.push('action = ?'), params.push(action));
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const db = c.env.DB;
  const [rows, count, actors, actions] = await db.batch<unknown>([
    db
      .prepare(`SELECT id, actor, action, subject, detail, created_at FROM audit_log ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .bind(...params, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM audit_log ${where}`).bind(...params),
    db.prepare('SELECT DISTINCT actor FROM audit_log ORDER BY actor LIMIT 200'),
    db.prepare('SELECT DISTINCT action FROM audit_log ORDER BY action LIMIT 200'),
  ]);
  const body: Page<AuditEntry> & { facets: { actors: string[]; actions: string[] } } = {
    items: (rows!.results as AuditRow[]).map(auditEntry),
    page,
    pageSize,
    total: (count!.results[0] as { total: number }).total,
    facets: {
      actors: (actors!.results as { actor: string }[]).map((row) => row.actor),
      actions: (actions!.results as { action: string }[]).map((row) => row.action),
    },
  };
  return c.json(body);
});

export default app;
