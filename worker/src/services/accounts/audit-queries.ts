// Reads of audit_log: the admin's filtered pages with their filter menus, and one investor's entries.
// Appending is audit.ts (auditStatement), always in the batch of the change it records.
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { AuditEntry, Page } from '@core/api/admin';
import type { AuditListQuery } from '@core/schemas/admin-lists';
import { auditLog, contributionIntents } from '../../db/schema';

/** How many distinct actors and actions the filter menus offer. */
const FACET_LIMIT = 200;

/** One audit row as the admin API answers it: detail parsed from JSON (kept as text if it is not). */
export function auditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  let detail: unknown;
  try {
    detail = JSON.parse(row.detail);
  } catch {
    detail = row.detail;
  }
  return { id: row.id, actor: row.actor, action: row.action, subject: row.subject, detail, createdAt: row.createdAt.toISOString() };
}

/** A page of the audit log with the filter menus. */
export type AuditPage = Page<AuditEntry> & { facets: { actors: string[]; actions: string[] } };

/**
 * Newest first; `actor` and `action` match exactly (empty: any), served by audit_log_actor_idx,
 * audit_log_action_idx or audit_log_created_idx. One round trip with the distinct actors and actions.
 */
export async function auditPage(db: D1Database, { actor, action, page, pageSize }: AuditListQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (actor) conditions.push(eq(auditLog.actor, actor));
  if (action) conditions.push(eq(auditLog.action, action));
  const where = and(...conditions);
  const orm = drizzle(db);
  const [rows, [counted], actors, actions] = await orm.batch([
    orm
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), asc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    orm.select({ total: count() }).from(auditLog).where(where),
    orm.selectDistinct({ actor: auditLog.actor }).from(auditLog).orderBy(auditLog.actor).limit(FACET_LIMIT),
    orm.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action).limit(FACET_LIMIT),
  ]);
  return {
    items: rows.map(auditEntry),
    page,
    pageSize,
    total: counted?.total ?? 0,
    facets: { actors: actors.map((row) => row.actor), actions: actions.map((row) => row.action) },
  };
}

/**
 * An investor's entries, newest first (at most 500): credits and rejections name the intent, admin
 * actions on the account name the email.
 */
export async function auditOfEmail(db: D1Database, email: string): Promise<AuditEntry[]> {
  const orm = drizzle(db);
  const intentsOfEmail = orm.select({ id: contributionIntents.id }).from(contributionIntents).where(eq(contributionIntents.email, email));
  const rows = await orm
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.subject, email), inArray(auditLog.subject, intentsOfEmail)))
    .orderBy(desc(auditLog.createdAt))
    .limit(500);
  return rows.map(auditEntry);
}
