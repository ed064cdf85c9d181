// The resend dialog's actions: Regenerate (a new temporary password, stored hashed, must be changed,
// mailed) and Resend Login Details (the pending mail again). The admin never sees a password.
import type { LoginMailQueued } from '@core/api/admin';
import { refusal, type Refusal } from '../../lib/refusal';
import { auditStatement } from '../accounts/audit';
import { generateTemporaryPassword, hashTemporaryPassword } from '../accounts/passwords';
import { loginDetailsMail } from '../mail/admin-mail';
import { enqueueMail, redactTemporaryPassword, REDACTED_PASSWORD, TEMP_PASSWORD_LINE } from '../mail/mail';
import { temporaryPasswordStatement } from '../accounts/investor-accounts';

export const LOGIN_MAIL_MESSAGES = {
  noAccount: 'No investor account for this email',
  regenerated: 'A new temporary password was emailed to the investor.',
  requeued: 'The login details mail was queued again.',
  alreadyQueued: 'The login details mail is already queued for delivery.',
  superseded: 'Superseded by a new temporary password',
  withoutPassword: 'Login details without a password were emailed; use Regenerate to issue a new temporary password.',
} as const;

/** Undelivered mails to `?` that still carry a temporary password (delivery redacts it). */
const PASSWORD_MAIL_PENDING = `to_email = ? AND kind IN ('welcome', 'login-details') AND status IN ('queued', 'failed')
  AND instr(body_text, '${TEMP_PASSWORD_LINE}') > 0 AND instr(body_text, '${REDACTED_PASSWORD}') = 0`;

/** The investor id of `email`, or null without an account. */
async function accountOf(db: D1Database, email: string): Promise<string | null> {
  const row = await db.prepare('SELECT id FROM investors WHERE email = ?').bind(email).first<{ id: string }>();
  return row?.id ?? null;
}

/** Issues and mails a new temporary password in one batch; returns the investor id (for session revocation). Refused without an account. */
export async function regeneratePassword(db: D1Database, actor: string, email: string, origin: string, now: Date): Promise<(LoginMailQueued & { investorId: string }) | Refusal> {
  const investorId = await accountOf(db, email);
  if (!investorId) return refusal('not found', LOGIN_MAIL_MESSAGES.noAccount);
  const password = generateTemporaryPassword();
  const mailId = crypto.randomUUID();
  // Mails still holding the old password would deliver one that no longer works: withdraw them.
  const { results: stale } = await db
    .prepare(`SELECT id, body_text FROM mail_outbox WHERE ${PASSWORD_MAIL_PENDING}`)
    .bind(email)
    .all<{ id: string; body_text: string }>();
  await db.batch([
    ...stale.map((row) =>
      db
        .prepare("UPDATE mail_outbox SET status = 'failed', last_error = ?, body_text = ? WHERE id = ?")
        .bind(LOGIN_MAIL_MESSAGES.superseded, redactTemporaryPassword(row.body_text), row.id),
    ),
    temporaryPasswordStatement(db, investorId, await hashTemporaryPassword(password), now.getTime()),
    enqueueMail(db, loginDetailsMail(email, password, origin), { now, id: mailId }),
    auditStatement(db, actor, 'investor.password_regenerated', email, { mailId }, now.getTime()),
  ]);
  return { email, investorId, mailId, passwordIncluded: true, message: LOGIN_MAIL_MESSAGES.regenerated };
}

/**
 * Queues the login details again: a failed mail that still holds the temporary password goes back to
 * the queue; a queued one is left to the sender; otherwise (the password was delivered and redacted,
 * or never existed) a login-details mail without a password is queued. Refused without an account.
 */
export async function resendLoginDetails(db: D1Database, actor: string, email: string, origin: string, now: Date): Promise<LoginMailQueued | Refusal> {
  if (!(await accountOf(db, email))) return refusal('not found', LOGIN_MAIL_MESSAGES.noAccount);
  const pending = await db
    .prepare(
      `SELECT id, status FROM mail_outbox WHERE ${PASSWORD_MAIL_PENDING} ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(email)
    .first<{ id: string; status: 'queued' | 'failed' }>();
  if (pending?.status === 'queued') {
    await auditStatement(db, actor, 'investor.login_details_resent', email, { mailId: pending.id, outcome: 'already queued' }, now.getTime()).run();
    return { email, mailId: pending.id, passwordIncluded: true, message: LOGIN_MAIL_MESSAGES.alreadyQueued };
  }
  if (pending) {
    await db.batch([
      db.prepare("UPDATE mail_outbox SET status = 'queued', attempts = 0, last_error = NULL WHERE id = ? AND status = 'failed'").bind(pending.id),
      auditStatement(db, actor, 'investor.login_details_resent', email, { mailId: pending.id, outcome: 'requeued' }, now.getTime()),
    ]);
    return { email, mailId: pending.id, passwordIncluded: true, message: LOGIN_MAIL_MESSAGES.requeued };
  }
  const mailId = crypto.randomUUID();
  await db.batch([
    enqueueMail(db, loginDetailsMail(email, null, origin), { now, id: mailId }),
    auditStatement(db, actor, 'investor.login_details_resent', email, { mailId, outcome: 'without password' }, now.getTime()),
  ]);
  return { email, mailId, passwordIncluded: false, message: LOGIN_MAIL_MESSAGES.withoutPassword };
}
