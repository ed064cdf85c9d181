// Forgotten passwords: a single-use reset link (token stored as its SHA-256, valid 1 h) mailed to the
// account's email, and spending it to set a new password in one batch.
import { hashPassword } from './passwords';
import { hashToken, newOneTimeToken } from './one-time-tokens';
import { INVESTOR_EVENTS, investorEventStatement } from './investor-events';
import { enqueueMail } from '../mail/mail';
import { passwordResetMail } from '../mail/account-mail';
import { resetPasswordStatement } from './investor-accounts';

/** A reset link lives 1 hour. */
export const RESET_TTL_MS = 3600_000;

/**
 * Queues a reset link when `email` has an account; does nothing otherwise. The caller answers the
 * same either way. Older links stay valid until used or expired; using one spends them all.
 */
export async function requestPasswordReset(db: D1Database, email: string, origin: string, now = Date.now()): Promise<void> {
  const investor = await db.prepare('SELECT id FROM investors WHERE email = ?').bind(email).first<{ id: string }>();
  if (!investor) return;
  const { token, hash } = await newOneTimeToken();
  await db.batch([
    db.prepare('DELETE FROM password_reset_tokens WHERE expires_at < ?').bind(now - RESET_TTL_MS),
    db
      .prepare('INSERT INTO password_reset_tokens (token_hash, investor_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .bind(hash, investor.id, now, now + RESET_TTL_MS),
    enqueueMail(db, passwordResetMail(email, token, origin), { now: new Date(now) }),
  ]);
}

/**
 * Spends a reset token and sets the new password (no change required afterwards) in one batch; every
 * other outstanding link of the investor is spent too. Returns the investor's id, or null when the
 * token is unknown, used or expired.
 */
export async function resetPassword(db: D1Database, token: string, password: string, now = Date.now()): Promise<string | null> {
  const tokenHash = await hashToken(token);
  const row = await db
    .prepare('SELECT investor_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = ?')
    .bind(tokenHash)
    .first<{ investor_id: string; expires_at: number; used_at: number | null }>();
  if (!row || row.used_at !== null || row.expires_at <= now) return null;

  const passwordHash = await hashPassword(password);
  const spentByUs = 'EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ?2 AND used_at = ?1)';
  const [spent] = await db.batch([
    db.prepare('UPDATE password_reset_tokens SET used_at = ?1 WHERE token_hash = ?2 AND used_at IS NULL AND expires_at > ?1').bind(now, tokenHash),
    resetPasswordStatement(db, row.investor_id, passwordHash, now, { sql: spentByUs, params: [now, tokenHash] }),
    investorEventStatement(db, row.investor_id, INVESTOR_EVENTS.passwordChanged, { method: 'reset' }, now, { sql: spentByUs, params: [now, tokenHash] }),
    db.prepare('UPDATE password_reset_tokens SET used_at = ?1 WHERE investor_id = ?2 AND used_at IS NULL').bind(now, row.investor_id),
  ]);
  return spent!.meta.changes === 1 ? row.investor_id : null;
}
