// A wallet sign-in is a whole sign-in (docs/decisions.md): a verified SIWS session revokes a still-unchanged
// mailed temporary password. It stops working (password sign-in stays closed until the investor sets
// one from the dashboard or by reset), the outbox copy of the mail loses it, and the audit log says so.
import { TEMP_PASSWORD_LINE } from '../mail/mail';
import { INVESTOR_EVENTS, investorEventStatement } from './investor-events';
import { revokeTemporaryPasswordStatement } from './investor-accounts';

/** What replaces the temporary-password lines of a mail whose password a wallet sign-in revoked. */
export const REVOKED_PASSWORD_LINE =
  'Password: none. You signed in with your wallet, which closed sign-in with the temporary password; set a password on your dashboard, or use "Forgot password" on the sign-in page.';
/** The line that follows the password in the welcome and login-details mails: no longer true. */
const CHANGE_AT_FIRST_SIGN_IN = 'You will be asked to choose a new password when you first sign in.';

/** Undelivered password mails to `?1` still holding a temporary password (delivery redacts it itself). */
const PASSWORD_MAILS = `SELECT id, body_text FROM mail_outbox WHERE to_email = ?1 AND kind IN ('welcome', 'login-details')
  AND status IN ('queued', 'failed') AND instr(body_text, '${TEMP_PASSWORD_LINE}') > 0`;

/** The body without its temporary password: the password line says why, the "change it" line goes. */
export function withoutTemporaryPassword(body: string): string {
  return body
    .split('\n')
    .flatMap((line) => (line.startsWith(TEMP_PASSWORD_LINE) ? [REVOKED_PASSWORD_LINE] : line === CHANGE_AT_FIRST_SIGN_IN ? [] : [line]))
    .join('\n');
}

export interface Revocation {
  /** True when this call revoked a temporary password (false when the investor had chosen their own, or none). */
  revoked: boolean;
  /** Outbox mails whose copy lost the password. */
  mailsRedacted: number;
}

/**
 * Revokes the investor's temporary password if it is still the mailed one (must-change set and a hash
 * stored), in one batch: the hash goes (password sign-in answers as for a wrong password), must-change is
 * cleared (the wallet session is whole), undelivered mails lose the password, and the audit log records
 * it. A password chosen by the investor is left alone. The caller ends the investor's other sessions.
 */
export async function revokeTemporaryPassword(
  db: D1Database,
  investor: { id: string; email: string },
  wallet: string,
  now = Date.now(),
): Promise<Revocation> {
  const { results: mails } = await db.prepare(PASSWORD_MAILS).bind(investor.email).all<{ id: string; body_text: string }>();
  // Every statement after the first runs only if the first one revoked: it is the one that set updated_at to now.
  const revokedNow = `EXISTS (SELECT 1 FROM investors WHERE id = ?1 AND password_hash IS NULL AND must_change_password = 0 AND updated_at = ?2)`;
  const detail = { method: 'wallet', wallet, mailsRedacted: mails.length };
  const [revoke] = await db.batch([
    revokeTemporaryPasswordStatement(db, investor.id, now),
    ...mails.map((mail) =>
      db
        .prepare(`UPDATE mail_outbox SET body_text = ?3 WHERE id = ?4 AND body_text = ?5 AND ${revokedNow}`)
        .bind(investor.id, now, withoutTemporaryPassword(mail.body_text), mail.id, mail.body_text),
    ),
    investorEventStatement(db, investor.id, INVESTOR_EVENTS.temporaryPasswordRevoked, detail, now, { sql: revokedNow, params: [investor.id, now] }),
  ]);
  const revoked = revoke!.meta.changes === 1;
  return { revoked, mailsRedacted: revoked ? mails.length : 0 };
}
