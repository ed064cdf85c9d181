// /api/admin/mail (admin only): the outbox (queued / sent / failed, attempts, last error), one mail
// with any temporary password removed, retry of a failed mail, and Send Test Email.
import { Hono } from 'hono';
import { MailIdSchema, MailListQuerySchema, TestEmailSchema } from '@core/schemas/admin-lists';
import { INVALID_EMAIL_MESSAGE } from '@core/schemas/newsletter';
import type { MailDetail } from '@core/api/admin';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { testMail } from '../../services/mail/admin-mail';
import { enqueueMail, redactTemporaryPassword } from '../../services/mail/mail';
import { mailById, mailWithBody, outboxPage, retryFailedMail } from '../../services/mail/outbox-queries';

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/mail?to=&status=&page=&pageSize=
   * to: the recipient, whole or its first characters (case-insensitive; mail_outbox_to_idx);
   * status: queued | sent | failed (default all); newest first.
   * Response 200 `Page<MailSummary>`: id, to, kind, subject, status, attempts, lastError, createdAt, sentAt.
   * Bodies are never listed. Errors: 400 'Status must be queued, sent or failed', bad paging; 401.
   */
  .get('/', validate('query', MailListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await outboxPage(c.env.DB, c.req.valid('query')));
  })

  /**
   * POST /api/admin/mail/test  { to }
   * Queues a test mail to the typed address; the configured sender delivers it (locally it stays in
   * the outbox). Audited as `mail.test_queued`.
   * Response 201 `MailSummary` of the queued mail.
   * Errors: 400 'Please enter a valid email address'; 429 past 30 a minute; 401.
   */
  .post('/test', rateLimit('ADMIN_MAIL_RATE_LIMITER'), validate('json', TestEmailSchema), async (c) => {
    const { to } = c.req.valid('json');
    if (!to) fail(400, INVALID_EMAIL_MESSAGE);
    const admin = c.get('admin');
    const now = new Date();
    const id = crypto.randomUUID();
    await c.env.DB.batch([
      enqueueMail(c.env.DB, testMail(to, admin.username, now), { now, id }),
      auditStatement(c.env.DB, adminActor(admin.username), 'mail.test_queued', id, { to }, now.getTime()),
    ]);
    return c.json((await mailById(c.env.DB, id))!, 201);
  })

  /**
   * GET /api/admin/mail/:id
   * Response 200 `MailDetail`: the summary and the body with any temporary password line removed.
   * Errors: 400 'Unknown mail' for a malformed id; 404 'Unknown mail'; 401.
   */
  .get('/:id', validate('param', MailIdSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const mail = await mailWithBody(c.env.DB, c.req.valid('param').id);
    if (!mail) fail(404, 'Unknown mail');
    const { storedBody, ...summary } = mail;
    const detail: MailDetail = { ...summary, bodyText: redactTemporaryPassword(storedBody) };
    return c.json(detail);
  })

  /**
   * POST /api/admin/mail/:id/retry  (empty JSON body)
   * Puts a failed mail back in the queue with its attempts reset; audited as `mail.retried`.
   * Response 200 `MailSummary` (status queued).
   * Errors: 400/404 'Unknown mail'; 409 'Only a failed mail can be retried'; 401.
   */
  .post('/:id/retry', validate('param', MailIdSchema), async (c) => {
    const { id } = c.req.valid('param');
    const retried = await retryFailedMail(c.env.DB, id, adminActor(c.get('admin').username), Date.now());
    const mail = await mailById(c.env.DB, id);
    if (!mail) fail(404, 'Unknown mail');
    if (!retried) fail(409, 'Only a failed mail can be retried');
    return c.json(mail);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminMailApi = typeof app;

export default app;
