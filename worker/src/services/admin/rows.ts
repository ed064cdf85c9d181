// Outbox and audit rows as the admin API answers them. Mail bodies are never selected here: lists
// cannot leak a temporary password by construction.
import type { AuditEntry, MailSummary } from '@core/api/admin';

/** The outbox columns a list may read: everything but body_text. */
export const MAIL_SUMMARY_COLUMNS = 'id, to_email, kind, subject, status, attempts, last_error, created_at, sent_at';

export interface MailRow {
  id: string;
  to_email: string;
  kind: string;
  subject: string;
  status: MailSummary['status'];
  attempts: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

export function mailSummary(row: MailRow): MailSummary {
  return {
    id: row.id,
    to: row.to_email,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at).toISOString(),
  };
}

export interface AuditRow {
  id: string;
  actor: string;
  action: string;
  subject: string | null;
  detail: string;
  created_at: number;
}

export function auditEntry(row: AuditRow): AuditEntry {
  let detail: unknown;
  try {
    detail = JSON.parse(row.detail);
  } catch {
    detail = row.detail;
  }
  return { id: row.id, actor: row.actor, action: row.action, subject: row.subject, detail, createdAt: new Date(row.created_at).toISOString() };
}
