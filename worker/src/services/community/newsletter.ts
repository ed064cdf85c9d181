// Newsletter double opt-in: a sign-up stores the address unconfirmed and queues a confirmation mail
// with a single-use link; only confirmed, not unsubscribed addresses count as subscribed.
import { TOKEN } from '@core/sale-config';
import { enqueueMail } from '../mail/mail';
import { consumeEmailToken, insertEmailToken, JUST_USED_TOKEN_EMAIL, newEmailToken } from './email-tokens';

export type NewsletterSource = 'footer' | 'contribution' | 'whitelist';

/** A pending address gets at most one confirmation mail per this interval (repeat sign-ups stay quiet). */
export const CONFIRM_RESEND_INTERVAL_MS = 10 * 60 * 1000;

/** The site pages the mailed links open; each calls the matching /api/newsletter endpoint with the token. */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** SQL condition (over newsletter_subscribers) of an address that counts as subscribed. */
export const CONFIRMED_SUBSCRIBER_SQL = 'confirmed_at IS NOT NULL AND unsubscribed_at IS NULL';

/** `origin/page?token=…`. */
export function newsletterLink(origin: string, page: keyof typeof NEWSLETTER_PAGES, token: string): string {
  const url = new URL(NEWSLETTER_PAGES[page], origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The statements that sign `email` up, for the caller's batch (the footer route, crediting a
 * contribution with the newsletter box checked, the whitelist form). A new, pending or unsubscribed
 * address is (re)set to pending and mailed a confirmation link, at most once per resend interval; a
 * confirmed address is left alone and mailed nothing.
 */
export async function newsletterSignupStatements(
  db: D1Database,
  {
    email,
    source,
    origin,
    now = Date.now(),
    onlyIf,
  }: {
    email: string;
    source: NewsletterSource;
    origin: string;
    now?: number;
    /** A condition the sign-up needs (e.g. that the contribution of this credit batch was written). */
    onlyIf?: { sql: string; params: unknown[] };
  },
): Promise<D1PreparedStatement[]> {
  const { token, hash } = await newEmailToken();
  // The mail and the token exist only if this batch just requested the confirmation.
  const requestedNow = {
    sql: 'EXISTS (SELECT 1 FROM newsletter_subscribers WHERE email = ? AND confirm_requested_at = ? AND confirmed_at IS NULL)',
    params: [email, now],
  };
  return [
    db
      .prepare(
        `INSERT INTO newsletter_subscribers (email, source, created_at, confirm_requested_at) SELECT ?, ?, ?, ? WHERE ${onlyIf?.sql ?? '1'}
         ON CONFLICT (email) DO UPDATE SET
           confirm_requested_at = excluded.confirm_requested_at,
           confirmed_at = CASE WHEN newsletter_subscribers.unsubscribed_at IS NOT NULL THEN NULL ELSE newsletter_subscribers.confirmed_at END,
           unsubscribed_at = NULL
         WHERE (newsletter_subscribers.confirmed_at IS NULL OR newsletter_subscribers.unsubscribed_at IS NOT NULL)
           AND (newsletter_subscribers.confirm_requested_at IS NULL OR newsletter_subscribers.confirm_requested_at <= ?)`,
      )
      .bind(email, source, now, now, ...(onlyIf?.params ?? []), now - CONFIRM_RESEND_INTERVAL_MS),
    insertEmailToken(db, hash, email, 'newsletter-confirm', now, requestedNow),
    enqueueMail(db, confirmationMail(email, newsletterLink(origin, 'confirm', token)), { now: new Date(now), onlyIf: requestedNow }),
  ];
}

/** The confirmation mail. */
export function confirmationMail(email: string, link: string) {
  return {
    to: email,
    kind: 'newsletter-confirm' as const,
    subject: `Confirm your ${TOKEN.symbol} newsletter subscription`,
    bodyText: [
      `Someone (hopefully you) asked to receive the ${TOKEN.symbol} newsletter at this address.`,
      '',
      `Confirm your subscription: ${link}`,
      '',
      'If you did not ask for it, ignore this mail: you will not be subscribed.',
    ].join('\n'),
  };
}

/** Confirms the address of a confirmation token, once. Null when the link is invalid, used or expired. */
export function confirmNewsletter(db: D1Database, token: string, now = Date.now()): Promise<string | null> {
  return consumeEmailToken(db, token, 'newsletter-confirm', (hash, at) => [
    db
      .prepare(`UPDATE newsletter_subscribers SET confirmed_at = ? WHERE email = ${JUST_USED_TOKEN_EMAIL} AND confirmed_at IS NULL AND unsubscribed_at IS NULL`)
      .bind(at, hash, at),
  ], now);
}

/** Unsubscribes the address of an unsubscribe token, once. Null when the link is invalid, used or expired. */
export function unsubscribeNewsletter(db: D1Database, token: string, now = Date.now()): Promise<string | null> {
  return consumeEmailToken(db, token, 'unsubscribe', (hash, at) => [
    db
      .prepare(`UPDATE newsletter_subscribers SET unsubscribed_at = ? WHERE email = ${JUST_USED_TOKEN_EMAIL} AND unsubscribed_at IS NULL`)
      .bind(at, hash, at),
  ], now);
}

/** Whether `email` counts as subscribed: confirmed and not unsubscribed. */
export async function isNewsletterConfirmed(db: D1Database, email: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS yes FROM newsletter_subscribers WHERE email = ? AND ${CONFIRMED_SUBSCRIBER_SQL}`)
    .bind(email.trim().toLowerCase())
    .first<{ yes: number }>();
  return row !== null;
}

/** Every address that counts as subscribed, oldest first: the admin's subscriber list and export. */
export async function confirmedSubscribers(db: D1Database): Promise<{ email: string; source: NewsletterSource; createdAt: Date; confirmedAt: Date }[]> {
  const { results } = await db
    .prepare(`SELECT email, source, created_at, confirmed_at FROM newsletter_subscribers WHERE ${CONFIRMED_SUBSCRIBER_SQL} ORDER BY created_at, email`)
    .all<{ email: string; source: NewsletterSource; created_at: number; confirmed_at: number }>();
  return results.map((row) => ({ email: row.email, source: row.source, createdAt: new Date(row.created_at), confirmedAt: new Date(row.confirmed_at) }));
}

