// /api/admin/mail (admin only): the outbox (queued / sent / failed, attempts, last error), one mail
// with any temporary password removed, retry of a failed mail, and Send Test Email.
import { Hono } from 'hono';
import { MailIdSchema, MailListQuerySchema, TestEmailSchema } from '@core/schemas/admin-lists';
import { INVALID_EMAIL_MESSAGE } from '@core/schemas/newsletter';
import type { MailDetail, Page, MailSummary } from '@core/api/admin';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { mailSummary, MAIL_SUMMARY_COLUMNS, type MailRow } from '../../services/admin/rows';
import { testMail } from '../../services/mail/admin-mail';
import { enqueueMail, redactTemporaryPassword } from '../../services/mail/mail';

const app = new Hono<AppEnv>();

/**
 * GET /api/admin/mail?to=&status=&page=&pageSize=
 * to: the recipient, whole or its first characters (case-insensitive; mail_outbox_to_idx);
 * status: queued | sent | failed (default all); newest first.
 * Response 200 `Page<MailSummary>`: id, to, kind, subject, status, attempts, lastError, createdAt, sentAt.
 * Bodies are never listed. Errors: 400 'Status must be queued, sent or failed', bad paging; 401.
 */
app.get('/', validate('query', MailListQuerySchema), async (c) => {
  c.header('Cache-Control', 'no-store');
  const { to, status, page, pageSize } = c.req.valid('query');
  // Addresses are stored lower-cased; [to, to + U+FFFF) is every address that starts with `to`.
  const conditions = [...(to ? ['to_email >= ? AND to_email < ?'] : []), ...(status ? ['status = ?'] : [])];
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const params = [...(to ? [to, `${to}\uffff`] : []), ...(status ? [status] : [])];
  const db = c.env.DB;
  const [rows, count] = await db.batch<unknown>([
    db.prepare(`SELECT ${MAIL_SUMMARY_COLUMNS} FROM mail_outbox ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`).bind(...params, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM mail_outbox ${where}`).bind(...params),
  ]);
  const body: Page<MailSummary> = {
    items: (rows!.results as MailRow[]).map(mailSummary),
    page,
    pageSize,
    total: (count!.results[0] as { total: number }).total,
  };
  return c.json(body);
});

/**
 * POST /api/admin/mail/test  { to }
 * Queues a test mail to the typed address; the configured sender delivers it (locally it stays in
 * the outbox). Audited as `mail.test_queued`.
 * Response 201 `MailSummary` of the queued mail.
 * Errors: 400 'Please enter a valid email address'; 429 past 30 a minute; 401.
 */
app.post('/test', rateLimit('ADMIN_MAIL_RATE_LIMITER'), validate('json', TestEmailSchema), async (c) => {
  const { to } = c.req.valid('json');
  if (!to) fail(400, INVALID_EMAIL_MESSAGE);
  const admin = c.get('admin');
  const now = new Date();
  const id = crypto.randomUUID();
  await c.env.DB.batch([
    enqueueMail(c.env.DB, testMail(to, admin.username, now), { now, id }),
    auditStatement(c.env.DB, adminActor(admin.username), 'mail.test_queued', id, { to }, now.getTime()),
  ]);
  const row = await c.env.DB.prepare(`SELECT ${MAIL_SUMMARY_COLUMNS} FROM mail_outbox WHERE id = ?`).bind(id).first<MailRow>();
  return c.json(mailSummary(row!), 201);
});

/**
 * GET /api/admin/mail/:id
 * Response 200 `MailDetail`: the summary and the body with any temporary password line removed.
 * Errors: 400 'Unknown mail' for a malformed id; 404 'Unknown mail'; 401.
 */
app.get('/:id', validate('param', MailIdSchema), async (c) => {
  c.header('Cache-Control', 'no-store');
  const row = await c.env.DB.prepare(`SELECT ${MAIL_SUMMARY_COLUMNS}, body_text FROM mail_outbox WHERE id = ?`)
    .bind(c.req.valid('param').id)
    .first<MailRow & { body_text: string }>();
  if (!row) fail(404, 'Unknown mail');
  const detail: MailDetail = { ...mailSummary(row), bodyText: redactTemporaryPassword(row.body_text) };
  return c.json(detail);
});

/**
 * POST /api/admin/mail/:id/retry  (empty JSON body)
 * Puts a failed mail back in the queue with its attempts reset; audited as `mail.retried`.
 * Response 200 `MailSummary` (status queued).
 * Errors: 400/404 'Unknown mail'; 409 'Only a failed mail can be retried'; 401.
 */
app.post('/:id/retry', validate('param', MailIdSchema), async (c) => {
  const { id } = c.req.valid('param');
  const db = c.env.DB;
  const now = Date.now();
  const [update] = await db.batch([
    db.prepare("UPDATE mail_outbox SET status = 'queued', attempts = 0, last_error = NULL WHERE id = ? AND status = 'failed'").bind(id),
    db
      .prepare("INSERT INTO audit_log (id, actor, action, subject, detail, created_at) SELECT ?, ?, 'mail.retried', ?, '{}', ? WHERE changes() = 1")
      .bind(crypto.randomUUID(), adminActor(c.get('admin').username), id, now),
  ]);
  const row = await db.prepare(`SELECT ${MAIL_SUMMARY_COLUMNS} FROM mail_outbox WHERE id = ?`).bind(id).first<MailRow>();
  if (!row) fail(404, 'Unknown mail');
  if (update?.meta.changes !== 1) fail(409, 'Only a failed mail can be retried');
  return c.json(mailSummary(row));
});

export default app;
