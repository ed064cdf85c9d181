// The admins' alert emails (admins.alert_email): read, set and removed by the admin, audited. Changing
// it is no credential change, so it leaves admins.updated_at (and with it every session) alone.
import { adminActor, auditStatement } from '../accounts/audit';

/** The alert email of admin `id` (null: none). */
export async function alertEmailOf(db: D1Database, id: string): Promise<string | null> {
  const row = await db.prepare('SELECT alert_email FROM admins WHERE id = ?').bind(id).first<{ alert_email: string | null }>();
  return row?.alert_email ?? null;
}

/** Sets the alert email of `admin`, audited `admin.alert_email_updated`. */
export async function setAlertEmail(db: D1Database, admin: { id: string; username: string }, email: string): Promise<void> {
  await db.batch([
    db.prepare('UPDATE admins SET alert_email = ? WHERE id = ?').bind(email, admin.id),
    auditStatement(db, adminActor(admin.username), 'admin.alert_email_updated', admin.id, { email }),
  ]);
}

/** Removes it, audited `admin.alert_email_removed`; false when none was set (nothing written). */
export async function removeAlertEmail(db: D1Database, admin: { id: string; username: string }): Promise<boolean> {
  const [updated] = await db.batch([
    db.prepare('UPDATE admins SET alert_email = NULL WHERE id = ? AND alert_email IS NOT NULL').bind(admin.id),
    auditStatement(db, adminActor(admin.username), 'admin.alert_email_removed', admin.id, {}, Date.now(), { sql: 'changes() > 0' }),
  ]);
  return Boolean(updated?.meta.changes);
}
