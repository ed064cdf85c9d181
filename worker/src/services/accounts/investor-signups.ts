// Sign-ups that wait for their email to be verified (investor_signups): creating one with its mailed
// single-use link, and turning a verified one into an investor account, exactly once.
import { hashPassword } from './passwords';
import { hashToken, newOneTimeToken } from './one-time-tokens';
import { INVESTOR_EVENTS, investorEventStatement } from './investor-events';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { enqueueMail } from '../mail/mail';
import { accountExistsMail, verificationMail } from '../mail/account-mail';
import { investorOfSignupStatement } from './investor-accounts';

/** A verification link lives 24 hours. */
export const SIGNUP_TTL_MS = 24 * 3600_000;

export interface SignupInput {
  email: string;
  username: string;
  password: string;
  origin: string;
  now?: number;
}

/**
 * Records a sign-up and queues its verification mail; when the email already has an account it
 * queues a notice to that address instead. Both paths hash the password, so the answer takes the
 * same time and nothing tells the caller which one ran.
 */
export async function createSignup(db: D1Database, { email, username, password, origin, now = Date.now() }: SignupInput): Promise<void> {
  const passwordHash = await hashPassword(password);
  const existing = await db.prepare('SELECT 1 AS found FROM investors WHERE email = ?').bind(email).first();
  if (existing) {
    await enqueueMail(db, accountExistsMail(email, origin), { now: new Date(now) }).run();
    return;
  }
  const { token, hash } = await newOneTimeToken();
  await db.batch([
    // Spent and long-expired sign-ups are of no use to anyone: cleared as new ones arrive.
    db.prepare('DELETE FROM investor_signups WHERE expires_at < ?').bind(now - SIGNUP_TTL_MS),
    db
      .prepare(
        'INSERT INTO investor_signups (id, email, username, password_hash, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(crypto.randomUUID(), email, username, passwordHash, hash, now, now + SIGNUP_TTL_MS),
    enqueueMail(db, verificationMail(email, username, token, origin), { now: new Date(now) }),
  ]);
}

export type VerifyOutcome =
  | { outcome: 'verified'; investorId: string; username: string }
  | { outcome: 'invalid' }
  | { outcome: 'email-taken' }
  | { outcome: 'username-taken' };

interface SignupRow {
  id: string;
  email: string;
  username: string;
  expires_at: number;
  used_at: number | null;
}

/**
 * Spends a verification token and creates the account in one batch. The token is single use; an
 * email that got an account meanwhile (a credited contribution, another sign-up) keeps it untouched.
 */
export async function verifySignup(db: D1Database, token: string, now = Date.now()): Promise<VerifyOutcome> {
  const signup = await db
    .prepare('SELECT id, email, username, expires_at, used_at FROM investor_signups WHERE token_hash = ?')
    .bind(await hashToken(token))
    .first<SignupRow>();
  if (!signup || signup.used_at !== null || signup.expires_at <= now) return { outcome: 'invalid' };

  const investorId = crypto.randomUUID();
  try {
    const [spent, created] = await db.batch([
      db.prepare('UPDATE investor_signups SET used_at = ?1 WHERE id = ?2 AND used_at IS NULL AND expires_at > ?1').bind(now, signup.id),
      investorOfSignupStatement(db, investorId, signup.id, now),
      investorEventStatement(db, investorId, INVESTOR_EVENTS.accountCreated, { method: 'sign-up' }, now, { sql: 'EXISTS (SELECT 1 FROM investors WHERE id = ?)', params: [investorId] }),
    ]);
    if (spent!.meta.changes !== 1) return { outcome: 'invalid' };
    if (created!.meta.changes !== 1) return { outcome: 'email-taken' };
    return { outcome: 'verified', investorId, username: signup.username };
  } catch (error) {
    // The username went to another account meanwhile; the batch rolled back.
    if (isUniqueViolation(error)) return { outcome: 'username-taken' };
    throw error;
  }
}

/**
 * The password hash of the newest unverified, unexpired sign-up a login names (email or username),
 * so that the right password can be told "confirm your email first" instead of a plain refusal.
 */
export async function pendingSignupHash(db: D1Database, login: string, now = Date.now()): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT password_hash FROM investor_signups WHERE (email = ?1 OR username = ?1) AND used_at IS NULL AND expires_at > ?2
       ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(login.trim().toLowerCase(), now)
    .first<{ password_hash: string }>();
  return row?.password_hash ?? null;
}
