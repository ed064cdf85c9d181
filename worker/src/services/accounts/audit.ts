// The one writer of audit_log: every credit and every admin action is recorded with who did it and what
// changed, through the one statement built here (no other module names the table in an INSERT). Actions
// are the typed list of core/audit-actions.ts. A row is written alone, or inside the D1 batch of the
// change it records, optionally only when a condition holds there (the change won its race).
import type { AuditAction } from '@core/audit-actions';
import { placeholdersAfter as shifted, type SqlCondition } from '../../db/sql-condition';

/** A SQL condition the row is written under, evaluated in the batch; `?` or `?N` placeholders, bound from `params`. */
export type AuditCondition = SqlCondition;

const COLUMNS = 'INSERT INTO audit_log (id, actor, action, subject, detail, created_at)';

/** A prepared INSERT of one audit row, to run alone or inside the batch that makes the change; with `when`, written only if it holds. */
export function auditStatement(db: D1Database, actor: string, action: AuditAction, subject: string | null, detail: object, now = Date.now(), when?: AuditCondition) {
  const values = [crypto.randomUUID(), actor, action, subject, JSON.stringify(detail), now];
  if (!when) return db.prepare(`${COLUMNS} VALUES (?1, ?2, ?3, ?4, ?5, ?6)`).bind(...values);
  return db.prepare(`${COLUMNS} SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${shifted(when.sql, values.length)}`).bind(...values, ...(when.params ?? []));
}

/** Written only if the statement just before it in the batch changed exactly one row (it won its race). */
export const AFTER_ONE_CHANGE: AuditCondition = { sql: 'changes() = 1' };

/** An action read from a column of the row the audit describes: `cases` by its value, else `otherwise`. */
export interface AuditActionByColumn {
  column: string;
  cases: Readonly<Record<string, AuditAction>>;
  otherwise: AuditAction;
}

/**
 * A prepared INSERT of one audit row per row of `from` (SQL after FROM: a table and its WHERE), whose
 * subject and detail are SQL expressions over that row (e.g. `json_object(...)`), for a record whose
 * facts only the database knows when the batch runs. `from` binds `params` (`?`/`?N`).
 */
export function auditStatementFromRows(
  db: D1Database,
  row: { actor: string; action: AuditAction | AuditActionByColumn; subjectSql: string; detailSql: string; now?: number },
  from: AuditCondition,
) {
  const { actor, action, subjectSql, detailSql, now = Date.now() } = row;
  const values: unknown[] = [crypto.randomUUID(), actor, now];
  let actionSql = '?4';
  if (typeof action === 'string') values.push(action);
  else {
    const cases = Object.entries(action.cases);
    actionSql = `CASE ${action.column} ${cases.map((_, index) => `WHEN ?${4 + index * 2} THEN ?${5 + index * 2}`).join(' ')} ELSE ?${4 + cases.length * 2} END`;
    values.push(...cases.flat(), action.otherwise);
  }
  return db
    .prepare(`${COLUMNS} SELECT ?1, ?2, ${actionSql}, ${subjectSql}, ${detailSql}, ?3 FROM ${shifted(from.sql, values.length)}`)
    .bind(...values, ...(from.params ?? []));
}

/** The audit actor of an admin: `admin:<username>`. */
export const adminActor = (username: string) => `admin:${username}`;
