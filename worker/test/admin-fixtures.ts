// Rows and a signed-in admin for the admin console's worker tests: intents in any status and outbox
// mails written straight to the test D1.
import { env } from 'cloudflare:workers';
import { adminCookie, insertAdmin } from './auth-fixtures';

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
