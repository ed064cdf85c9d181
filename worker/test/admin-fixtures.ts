// Rows and a signed-in admin for the admin console's worker tests: intents in any status and outbox
// mails written straight to the test D1.
import { env } from 'cloudflare:workers';
import { adminCookie, insertAdmin } from './auth-fixtures';
import { INVESTOR_TOTALS_BACKFILL_SQL } from '../src/services/contributions/investor-totals-backfill';

/** Inserts the admin `admin` / `admin-secret` and returns its session cookie. */
export async function signedInAdmin(): Promise<string> {
  await insertAdmin('admin', 'admin-secret');
  return adminCookie('admin', 'admin-secret');
}

let sequence = 0;

/** Writes an intent that is not credited (pending, rejected or expired). */
export async function insertIntent(input: { email: string; status: 'pending' | 'rejected' | 'expired'; reason?: string; reportedSignature?: string }) {
  sequence += 1;
  const id = crypto.randomUUID();
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents,
       token_base_units, newsletter_subscribed, status, status_reason, reported_signature, created_at, expires_at)
     VALUES (?, ?, '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5', ?, 'WHITELIST', 1000000000, 180000000, 18000, '900000000000000', 0, ?, ?, ?, ?, ?)`,
  )
    .bind(id, `ref-intent-${sequence}-${id}`, input.email, input.status, input.reason ?? null, input.reportedSignature ?? null, now - sequence, now + 900_000)
    .run();
  return id;
}

/** Writes an outbox mail. */
export async function insertMail(input: { to: string; status: 'queued' | 'sent' | 'failed'; kind?: string; body?: string; lastError?: string; createdAt?: number }) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO mail_outbox (id, to_email, kind, subject, body_text, status, attempts, last_error, created_at, sent_at)
     VALUES (?, ?, ?, 'Subject', ?, ?, ?, ?, ?, ?)`,
  )
    .bind(id, input.to, input.kind ?? 'welcome', input.body ?? 'Hello', input.status, input.status === 'failed' ? 5 : 0, input.lastError ?? null,
      input.createdAt ?? Date.now(), input.status === 'sent' ? Date.now() : null)
    .run();
  return id;
}

/**
 * Writes `count` credited contributions (and their intents) in two recursive-CTE INSERTs, fast enough
 * for 100,000 rows: wallet `Wallet<i % wallets>`, email `buyer<i % emails>@example.com` (row
 * `formulaAt` gets an email that starts like a spreadsheet formula), every third row in the ICO,
 * one second apart ending now.
 */
export async function seedContributions(count: number, options: { wallets?: number; emails?: number; formulaAt?: number } = {}) {
  const start = Date.now() - count * 1000;
  // D1 binds JS numbers as REAL: cast them, or 'Wallet' || (i % 9.0) would read 'Wallet0.0'.
  const rows = `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < CAST(?1 AS INTEGER))
    SELECT i, 'Wallet' || (i % CAST(?2 AS INTEGER)) AS wallet,
      CASE WHEN i = CAST(?4 AS INTEGER) THEN '=HYPERLINK("http://evil")@example.com' ELSE 'buyer' || (i % CAST(?3 AS INTEGER)) || '@example.com' END AS email,
      CASE WHEN i % 3 = 0 THEN 'ICO' ELSE 'WHITELIST' END AS phase, 1000000000 + i AS lamports, 10000 + i AS usd_cents,
      CAST(50000000000000 + i * 1234567 AS TEXT) AS tokens, CAST(?5 AS INTEGER) + i * 1000 AS at FROM n`;
  const params = [count, options.wallets ?? 9, options.emails ?? 11, options.formulaAt ?? -1, start];
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents,
         token_base_units, newsletter_subscribed, status, created_at, expires_at)
       SELECT 'seed-i' || i, 'seed-ref' || i, wallet, email, phase, lamports, 180000000, usd_cents, tokens, 0, 'credited', at, at + 900000
       FROM (${rows})`,
    ).bind(...params),
    env.DB.prepare(
      `INSERT INTO contributions (id, intent_id, signature, wallet_address, email, phase, lamports, usd_cents, token_base_units, slot, block_time, credited_at)
       SELECT 'seed-c' || printf('%07d', i), 'seed-i' || i, 'seedsig' || printf('%07d', i), wallet, email, phase, lamports, usd_cents, tokens, i, at, at
       FROM (${rows})`,
    ).bind(...params),
    // Rows written past the credit batch: rebuild the kept per-investor totals it would have kept.
    env.DB.prepare(INVESTOR_TOTALS_BACKFILL_SQL),
  ]);
}
