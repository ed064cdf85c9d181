// The mail outbox: mail is written to D1 `mail_outbox` in the same batch as what caused it, and a
// pluggable sender delivers it later (docs/decisions.md, "Mail goes through an outbox").
//
// Delivery rule: with MAIL_PROVIDER_URL set, deliverOutbox POSTs each queued mail as JSON to it with
// `Authorization: Bearer MAIL_PROVIDER_API_KEY` and marks it 'sent' (or retries, then 'failed'). Without
// a provider (the local default) mail stays 'queued' in the outbox, where the admin reads it, and goes
// out as soon as a provider is configured. Once sent, temporary passwords and link tokens are redacted from the copy.
// Every delivered mail carries a fresh single-use unsubscribe link in its text and the RFC 8058
// List-Unsubscribe / List-Unsubscribe-Post headers in the provider payload (`headers`).
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { mailOutbox } from '../../db/schema';
import { insertEmailToken, newEmailToken } from '../community/email-tokens';

/** Mail the product sends. */
export type MailKind =
  | 'welcome'
  | 'contribution-received'
  | 'login-details'
  | 'test'
  | 'account-verification'
  | 'account-exists'
  | 'password-reset'
  | 'newsletter-confirm'
  | 'whitelist-registered'
  | 'operations-alert'
  | 'operations-resolved'
  | 'refund-paid';

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  subject: string;
  bodyText: string;
}

/** Attempts before a mail is marked 'failed' and left for the admin. */
export const MAX_MAIL_ATTEMPTS = 5;
/** Line prefix under which a temporary password appears in a body; redacted after delivery. */
export const TEMP_PASSWORD_LINE = 'Temporary password: ';
/** What replaces a temporary password in the outbox once it is delivered (or superseded by a new one). */
export const REDACTED_PASSWORD = '[removed from the outbox after delivery]';
/** Line prefix of a single-use link (email verification, password reset); redacted after delivery too. */
export const ONE_TIME_LINK_LINE = 'Single-use link: ';
const SECRET_LINES = [TEMP_PASSWORD_LINE, ONE_TIME_LINK_LINE];

/**
 * A statement that queues one mail, to run inside the caller's `batch()` so the mail exists exactly
 * when what caused it was written. `onlyIf` is an SQL condition (with its parameters) that must hold at
 * that moment in the batch, e.g. "this batch just stored this password hash".
 */
export function enqueueMail(
  db: D1Database,
  mail: OutgoingMail,
  { now = new Date(), onlyIf, id = crypto.randomUUID() }: { now?: Date; onlyIf?: { sql: string; params: unknown[] }; id?: string } = {},
): D1PreparedStatement {
  const insert =
    'INSERT INTO mail_outbox (id, to_email, kind, subject, body_text, status, attempts, created_at) ' +
    `SELECT ?, ?, ?, ?, ?, 'queued', 0, ? WHERE ${onlyIf?.sql ?? '1'}`;
  return db
    .prepare(insert)
    .bind(id, mail.to, mail.kind, mail.subject, mail.bodyText, now.getTime(), ...(onlyIf?.params ?? []));
}

/** The secret is set with `wrangler secret put`, so `wrangler types` does not list it. */
type MailEnv = Pick<Env, 'DB' | 'MAIL_PROVIDER_URL' | 'PUBLIC_ORIGIN'> & { MAIL_PROVIDER_API_KEY?: string };

/** The outbox columns a delivery reads. */
type QueuedMail = Pick<typeof mailOutbox.$inferSelect, 'id' | 'toEmail' | 'kind' | 'subject' | 'bodyText' | 'attempts'>;

/**
 * Sends up to `limit` queued mails, oldest first, through the configured provider. Does nothing
 * without a provider. Never throws for a provider failure: it records the error and retries later.
 */
export async function deliverOutbox(
  env: MailEnv,
  {
    limit = 20,
    now = () => new Date(),
    fetcher = fetch,
  }: { limit?: number; now?: () => Date; fetcher?: typeof fetch } = {},
): Promise<{ sent: number; failed: number }> {
  const url = env.MAIL_PROVIDER_URL?.trim();
  if (!url) return { sent: 0, failed: 0 };

  const db = drizzle(env.DB);
  const queued = await db
    .select({
      id: mailOutbox.id,
      toEmail: mailOutbox.toEmail,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      bodyText: mailOutbox.bodyText,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'queued'))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .all();

  let sent = 0;
  let failed = 0;
  const attemptedOnceMore = sql`${mailOutbox.attempts} + 1`;
  for (const mail of queued) {
    const unsubscribe = await unsubscribeLinks(env.DB, mail.toEmail, env.PUBLIC_ORIGIN, now().getTime());
    const error = await send(fetcher, url, env.MAIL_PROVIDER_API_KEY, mail, unsubscribe);
    if (error === null) {
      sent += 1;
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now(), attempts: attemptedOnceMore, lastError: null, bodyText: redactTemporaryPassword(mail.bodyText) })
        .where(eq(mailOutbox.id, mail.id))
        .run();
    } else {
      failed += 1;
      const status = mail.attempts + 1 >= MAX_MAIL_ATTEMPTS ? 'failed' : 'queued';
      await db
        .update(mailOutbox)
        .set({ status, attempts: attemptedOnceMore, lastError: error.slice(0, 500) })
        .where(eq(mailOutbox.id, mail.id))
        .run();
    }
  }
  return { sent, failed };
}

/** The unsubscribe page (for the text) and the one-click API URL (for List-Unsubscribe) of one delivery. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

/**
 * Stores a fresh unsubscribe token for this delivery (each attempt gets its own, and every one of them
 * keeps working until used, so a retried mail's earlier copy is not dead).
 */
async function unsubscribeLinks(db: D1Database, email: string, origin: string, now: number): Promise<UnsubscribeLinks> {
  const { token, hash } = await newEmailToken();
  await insertEmailToken(db, hash, email, 'unsubscribe', now).run();
  const page = new URL('/newsletter/unsubscribe', origin);
  page.searchParams.set('token', token);
  const oneClick = new URL('/api/newsletter/one-click-unsubscribe', origin);
  oneClick.searchParams.set('token', token);
  return { page: page.toString(), oneClick: oneClick.toString() };
}

/** The text as delivered: the body, then the unsubscribe footer. */
export function withUnsubscribeFooter(body: string, links: UnsubscribeLinks): string {
  return `${body}\n\n--\nTo stop receiving our newsletter and announcements: ${links.page}`;
}

/** POSTs one mail; null on success, else a short error for the outbox row. */
async function send(
  fetcher: typeof fetch,
  url: string,
  apiKey: string | undefined,
  mail: QueuedMail,
  unsubscribe: UnsubscribeLinks,
): Promise<string | null> {
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // The outbox id makes a retried send of the same mail recognisable to the provider.
        'Idempotency-Key': mail.id,
        ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        to: mail.toEmail,
        subject: mail.subject,
        text: withUnsubscribeFooter(mail.bodyText, unsubscribe),
        kind: mail.kind,
        // RFC 8058 one-click: the mailbox provider POSTs `List-Unsubscribe=One-Click` to this URL.
        headers: { 'List-Unsubscribe': `<${unsubscribe.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    });
    return response.ok ? null : `Provider answered ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : 'Provider unreachable';
  }
}

/** The body with any temporary password, single-use link line or link token blanked out. */
export function redactTemporaryPassword(body: string): string {
  return body
    .split('\n')
    .map((line) => {
      const prefix = SECRET_LINES.find((secret) => line.startsWith(secret));
      return prefix ? prefix + REDACTED_PASSWORD : line;
    })
    .join('\n')
    // Link tokens in URLs (newsletter confirmation) too.
    .replace(/([?&]token=)[A-Za-z0-9_-]{43}/g, `$1${encodeURIComponent(REDACTED_PASSWORD)}`);
}
