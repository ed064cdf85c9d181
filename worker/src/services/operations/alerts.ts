// Operations alerts (docs/decisions.md, "Watcher runs are kept"): after each watcher run, and when an admin opens the
// Operations figures, the firing conditions are compared with the open incidents. A new condition opens
// an incident row and queues one mail to every admin with an alert email, with an audit row, all in one
// D1 batch; the partial unique index (one open incident per kind) makes a concurrent check a no-op.
// A condition that cleared resolves its incident the same way, with a "resolved" mail.
import type { AdminOperations } from '@core/api/operations';
import { log } from '../../lib/log';
import { enqueueMail } from '../mail/mail';
import { ALERT_KINDS, firingAlerts, type AlertKind } from './alert-conditions';
import { alertOpenedMail, alertResolvedMail } from './alert-mail';
import type { AuditAction } from '@core/audit-actions';
import { auditStatement, type AuditCondition } from '../accounts/audit';

/** The audit actor of the checks. */
export const ALERT_ACTOR = 'operations';

/** What one check changed (a check that lost a race to a concurrent one changed nothing). */
export interface AlertChanges {
  opened: AlertKind[];
  resolved: AlertKind[];
}

type OpenIncident = { id: string; kind: AlertKind; opened_at: number };

/** An audit row written only when `condition` holds in the batch (it won the race for the incident). */
function auditIf(db: D1Database, action: AuditAction, kind: AlertKind, detail: object, now: number, condition: AuditCondition) {
  return auditStatement(db, ALERT_ACTOR, action, kind, detail, now, condition);
}

/** Opens and resolves incidents for `figures`; never throws (a failure is logged; the next check retries). */
export async function checkAlerts(env: Pick<Env, 'DB' | 'PUBLIC_ORIGIN'>, figures: AdminOperations, now = new Date()): Promise<AlertChanges> {
  const changes: AlertChanges = { opened: [], resolved: [] };
  try {
    const db = env.DB;
    const [open, admins] = await db.batch<unknown>([
      db.prepare('SELECT id, kind, opened_at FROM operations_incidents WHERE resolved_at IS NULL'),
      db.prepare('SELECT alert_email FROM admins WHERE alert_email IS NOT NULL'),
    ]);
    const openByKind = new Map((open!.results as OpenIncident[]).map((row) => [row.kind, row]));
    const emails = [...new Set((admins!.results as { alert_email: string }[]).map((row) => row.alert_email))];
    const firing = firingAlerts(figures);
    const statements: D1PreparedStatement[] = [];
    // Where each incident's INSERT or UPDATE sits in the batch: its changes say whether this check won.
    const decisive: { kind: AlertKind; at: number; opened: boolean; fields: Record<string, unknown> }[] = [];
    for (const kind of ALERT_KINDS) {
      const condition = firing[kind];
      const incident = openByKind.get(kind);
      if (condition && !incident) {
        const id = crypto.randomUUID();
        // Mails and audit only if this check's row went in (no other check opened one meanwhile).
        const won = { sql: 'EXISTS (SELECT 1 FROM operations_incidents WHERE id = ?)', params: [id] };
        decisive.push({ kind, at: statements.length, opened: true, fields: { incident: id, summary: condition.summary, mailed: emails.length } });
        statements.push(
          db.prepare('INSERT OR IGNORE INTO operations_incidents (id, kind, detail, opened_at) VALUES (?, ?, ?, ?)').bind(id, kind, JSON.stringify(condition.detail), now.getTime()),
          ...emails.map((email) => enqueueMail(db, alertOpenedMail(email, kind, condition, now, env.PUBLIC_ORIGIN), { now, onlyIf: won })),
          auditIf(db, 'operations.alert_opened', kind, { incident: id, summary: condition.summary, ...condition.detail, mailed: emails.length }, now.getTime(), won),
        );
      } else if (!condition && incident) {
        const won = { sql: 'EXISTS (SELECT 1 FROM operations_incidents WHERE id = ? AND resolved_at = ?)', params: [incident.id, now.getTime()] };
        decisive.push({ kind, at: statements.length, opened: false, fields: { incident: incident.id, mailed: emails.length } });
        statements.push(
          db.prepare('UPDATE operations_incidents SET resolved_at = ? WHERE id = ? AND resolved_at IS NULL').bind(now.getTime(), incident.id),
          ...emails.map((email) => enqueueMail(db, alertResolvedMail(email, kind, new Date(incident.opened_at), now, env.PUBLIC_ORIGIN), { now, onlyIf: won })),
          auditIf(db, 'operations.alert_resolved', kind, { incident: incident.id, openedAt: new Date(incident.opened_at).toISOString(), mailed: emails.length }, now.getTime(), won),
        );
      }
    }
    if (statements.length === 0) return changes;
    const results = await db.batch(statements);
    for (const { kind, at, opened, fields } of decisive) {
      // A check that lost the race to another one changed nothing and says nothing.
      if (!results[at]?.meta.changes) continue;
      if (opened) {
        changes.opened.push(kind);
        log.warn('operations.alert_opened', { kind, ...fields });
      } else {
        changes.resolved.push(kind);
        log.info('operations.alert_resolved', { kind, ...fields });
      }
    }
  } catch (error) {
    log.error('operations.alert_check_failed', error);
    return { opened: [], resolved: [] };
  }
  return changes;
}
