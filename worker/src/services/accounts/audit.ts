// Appends to audit_log: every credit and every admin action is recorded with who did it and what changed.

/** A prepared INSERT into audit_log, to run alone or inside the batch that makes the change. */
export function auditStatement(db: D1Database, actor: string, action: string, subject: string | null, detail: object, now = Date.now()) {
  return db
    .prepare('INSERT INTO audit_log (id, actor, action, subject, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(crypto.randomUUID(), actor, action, subject, JSON.stringify(detail), now);
}

/** The audit actor of an admin: `admin:<username>`. */
export const adminActor = (username: string) => `admin:${username}`;
