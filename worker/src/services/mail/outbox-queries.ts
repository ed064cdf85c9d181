// Reads of the mail outbox (the admin's pages, one mail, one recipient's mails, whether a kind of mail
// went out) and the admin's retry.
// Bodies are read only by `mailWithBody`, for the one-mail view that redacts them: a list cannot
// leak a temporary password by construction. Queuing and delivery live in mail.ts.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { MailListQuery } from '@core/schemas/admin-lists';
import type { MailSummary, Page } from '@core/api/admin';
import { mailOutbox } from '../../db/schema';
import type { MailKind } from './mail';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';

/** The outbox columns a list may read: everything but the body. */
const SUMMARY_COLUMNS = {
  id: mailOutbox.id,
  toEmail: mailOutbox.toEmail,
  kind: mailOutbox.kind,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

type SummaryRow = Omit<typeof mailOutbox.$inferSelect, 'bodyText'>;

/** One outbox row as the admin API answers it. */
export function mailSummary(row: SummaryRow): MailSummary {
  return {
    id: row.id,
    to: row.toEmail,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt === null ? null : row.sentAt.toISOString(),
  };
}

/**
 * A page of the outbox, newest first. `to` keeps the addresses (stored lower-cased) that start with it:
 * [to, to + U+FFFF) is a range of mail_outbox_to_idx. `status` keeps one status.
 */
export async function outboxPage(db: D1Database, { to, status, page, pageSize }: MailListQuery): Promise<Page<MailSummary>> {
  const conditions: SQL[] = [];
  if (to) conditions.push(gte(mailOutbox.toEmail, to), lt(mailOutbox.toEmail, `${to}\uffff`));
  if (status) conditions.push(eq(mailOutbox.status, status));
  const where = and(...conditions);
  const orm = drizzle(db);
  const [rows, [counted]] = await orm.batch([
    orm
      .select(SUMMARY_COLUMNS)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), asc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    orm.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { items: rows.map(mailSummary), page, pageSize, total: counted?.total ?? 0 };
}

/** One mail without its body, or null. */
export async function mailById(db: D1Database, id: string): Promise<MailSummary | null> {
  const row = await drizzle(db).select(SUMMARY_COLUMNS).from(mailOutbox).where(eq(mailOutbox.id, id)).get();
  return row ? mailSummary(row) : null;
}

/** One mail with its body as stored (the caller redacts it before answering), or null. */
export async function mailWithBody(db: D1Database, id: string): Promise<(MailSummary & { storedBody: string }) | null> {
  const row = await drizzle(db)
    .select({ ...SUMMARY_COLUMNS, bodyText: mailOutbox.bodyText })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .get();
  return row ? { ...mailSummary(row), storedBody: row.bodyText } : null;
}

/** Every mail to one address, newest first, without bodies (an investor's details). */
export async function mailsTo(db: D1Database, email: string): Promise<MailSummary[]> {
  const rows = await drizzle(db).select(SUMMARY_COLUMNS).from(mailOutbox).where(eq(mailOutbox.toEmail, email)).orderBy(desc(mailOutbox.createdAt));
  return rows.map(mailSummary);
}

/** Whether a mail of this kind was ever queued to `email` (e.g. the welcome mail with the temporary password). */
export async function hasMailOfKind(db: D1Database, email: string, kind: MailKind): Promise<boolean> {
  const row = await drizzle(db)
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.kind, kind)))
    .limit(1)
    .get();
  return row !== undefined;
}

/** The mail a credit sent its contributor: the welcome with a temporary password, or a receipt only. */
export type CreditMail = 'welcome' | 'receipt';

/**
 * Which mail the credit of `email` at `creditedAt` queued: the credit queues it at its own time
 * (services/settlement/credit-contribution.ts), and only the credit that creates the account sends
 * the welcome. Null when no mail was queued at that time (a credit recorded before mails carried it).
 */
export async function creditMailSent(db: D1Database, email: string, creditedAt: Date): Promise<CreditMail | null> {
  const rows = await drizzle(db)
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.createdAt, creditedAt), inArray(mailOutbox.kind, ['welcome', 'contribution-received'])));
  if (rows.some((row) => row.kind === 'welcome')) return 'welcome';
  return rows.length > 0 ? 'receipt' : null;
}

/**
 * Puts a failed mail back in the queue with its attempts reset, audited as `mail.retried` by `actor`
 * in the same batch and only if it changed. True when it did (false: unknown, or not failed).
 */
export async function retryFailedMail(db: D1Database, id: string, actor: string, now: number): Promise<boolean> {
  const [update] = await db.batch([
    db.prepare("UPDATE mail_outbox SET status = 'queued', attempts = 0, last_error = NULL WHERE id = ? AND status = 'failed'").bind(id),
    auditStatement(db, actor, 'mail.retried', id, {}, now, AFTER_ONE_CHANGE),
  ]);
  return update?.meta.changes === 1;
}
