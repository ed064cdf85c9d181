// The admin investors table's SQL over investor_totals (kept per email by the credit batch), so a page,
// a search and the summary read indexes whatever the number of contributions (issue 10).
import type { NewsletterStatus } from '@core/api/admin';
import type { InvestorSort } from '@core/schemas/admin-lists';
import { emailsOfContributionSearch } from '../contributions/contribution-queries';

/** A row of investor_totals with the access and newsletter columns of its email. */
export interface InvestorTotalsRow {
  email: string;
  wallets: string;
  usd_cents: number;
  token_base_units: string;
  latest_at: number;
  contributions: number;
  active: number;
  /** NEWSLETTER_STATE_SQL's number. */
  newsletter_state: number;
}

/**
 * Where an email stands with the newsletter, as a number that sorts: 0 never signed up, 1 unsubscribed,
 * 2 signed up but the confirmation link not yet followed (its mail may still be queued), 3 confirmed.
 * Over `newsletter_subscribers AS n`, LEFT JOINed on the email.
 */
export const NEWSLETTER_STATE_SQL =
  'CASE WHEN n.email IS NULL THEN 0 WHEN n.unsubscribed_at IS NOT NULL THEN 1 WHEN n.confirmed_at IS NULL THEN 2 ELSE 3 END';

/** The newsletter column's words, by NEWSLETTER_STATE_SQL's number. */
export const NEWSLETTER_STATUSES: readonly NewsletterStatus[] = ['No', 'Unsubscribed', 'Awaiting confirmation', 'Subscribed'];

/** The words of a NEWSLETTER_STATE_SQL number ("No" for none). */
export const newsletterStatus = (state: number | undefined): NewsletterStatus => NEWSLETTER_STATUSES[state ?? 0] ?? 'No';

// Each sort column but access and newsletter (which live in other tables) has an index on
// investor_totals with the email after it; the email tie-break follows the sort direction, so one index
// read forwards or backwards gives the page without sorting (many investors share a total).
const SORT_SQL: Record<InvestorSort, string> = {
  email: 't.email',
  wallet: 't.first_wallet',
  totalUsd: 't.usd_cents',
  tokens: 't.token_base_units',
  access: 'active',
  newsletter: 'newsletter_state',
  latestAt: 't.latest_at',
};

/**
 * The emails a search matches, as an SQL condition on `t.email` that uses indexes: email prefix (the
 * investor_totals key), wallet prefix (contributions_wallet_idx), exact signature
 * (contributions_signature_unique). Empty search: every email.
 */
function searchCondition(q: string): { sql: string; params: string[] } {
  if (!q) return { sql: '1', params: [] };
  const end = `${q}\uffff`;
  const contributions = emailsOfContributionSearch(q);
  return {
    sql: `t.email IN (SELECT email FROM investor_totals WHERE email >= ? AND email < ? UNION ${contributions.sql})`,
    params: [q.toLowerCase(), end.toLowerCase(), ...contributions.params],
  };
}

/** One page of investors sorted by a column then email (same direction), and the number matching the search. */
export function investorPageQueries(db: D1Database, input: { q: string; sort: InvestorSort; dir: 'asc' | 'desc'; limit: number; offset: number }) {
  const where = searchCondition(input.q);
  const direction = input.dir === 'asc' ? 'ASC' : 'DESC';
  const page = db
    .prepare(
      // token_base_units as text: D1 would round an integer above 2^53 to a JS number.
      `SELECT t.email, t.wallets, t.usd_cents, CAST(t.token_base_units AS TEXT) AS token_base_units, t.latest_at, t.contributions,
         (COALESCE(i.must_change_password, 1) = 0) AS active, ${NEWSLETTER_STATE_SQL} AS newsletter_state
       FROM investor_totals AS t LEFT JOIN investors AS i ON i.email = t.email LEFT JOIN newsletter_subscribers AS n ON n.email = t.email
       WHERE ${where.sql}
       ORDER BY ${SORT_SQL[input.sort]} ${direction}, t.email ${direction}
       LIMIT ? OFFSET ?`,
    )
    .bind(...where.params, input.limit, input.offset);
  const count = db.prepare(`SELECT COUNT(*) AS total FROM investor_totals AS t WHERE ${where.sql}`).bind(...where.params);
  return { page, count };
}

/** Everyone's MRDX owed (base + bonus, decimal text) and the number of investors. */
export function investorSummaryQuery(db: D1Database) {
  return db.prepare('SELECT CAST(COALESCE(SUM(token_base_units), 0) AS TEXT) AS tokens, COUNT(*) AS investors FROM investor_totals');
}
