// Reads of investor accounts shared by the /api/investor routes: the sign-in lookup, the session
// answer, whether a username is free, and the investor's own password change.
import { and, eq, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { InvestorSession } from '@core/api/investor';
import { investors } from '../../db/schema';

export interface InvestorRow {
  id: string;
  email: string;
  username: string | null;
  wallet_address: string | null;
  password_hash: string | null;
  must_change_password: number;
}

/**
 * The account a login names: by email (lower-cased) or by username (stored lower-cased, so this is
 * case-insensitive). Contributors created by a credit have no username and sign in with their email.
 */
export function findInvestorByLogin(db: D1Database, login: string): Promise<InvestorRow | null> {
  const key = login.trim().toLowerCase();
  return db.prepare('SELECT * FROM investors WHERE email = ?1 OR username = ?1 LIMIT 1').bind(key).first<InvestorRow>();
}

export function findInvestorById(db: D1Database, id: string): Promise<InvestorRow | null> {
  return db.prepare('SELECT * FROM investors WHERE id = ?').bind(id).first<InvestorRow>();
}

/** What login, SIWS and reset answer about the now signed-in investor. */
export function sessionAnswer(investor: InvestorRow): InvestorSession {
  return {
    username: investor.username ?? investor.email,
    email: investor.email,
    hasUsername: investor.username !== null,
    mustChangePassword: investor.must_change_password === 1,
    hasPassword: investor.password_hash !== null,
  };
}

/** Whether a (lower-cased) username belongs to an account or to a sign-up still waiting for verification. */
export async function isUsernameTaken(db: D1Database, username: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS found FROM investors WHERE username = ?1
       UNION ALL SELECT 1 FROM investor_signups WHERE username = ?1 AND used_at IS NULL AND expires_at > ?2
       LIMIT 1`,
    )
    .bind(username, now)
    .first<{ found: number }>();
  return row !== null;
}

/** Whether the investor must still replace the mailed temporary password; undefined when the account is gone. */
export async function mustChangePassword(db: D1Database, investorId: string): Promise<boolean | undefined> {
  const row = await drizzle(db).select({ mustChange: investors.mustChangePassword }).from(investors).where(eq(investors.id, investorId)).get();
  return row?.mustChange;
}

/** The investor's stored password hash: undefined when the account is gone, null before one is issued. */
export async function investorPasswordHash(db: D1Database, investorId: string): Promise<string | null | undefined> {
  const row = await drizzle(db).select({ passwordHash: investors.passwordHash }).from(investors).where(eq(investors.id, investorId)).get();
  return row === undefined ? undefined : row.passwordHash;
}

/**
 * Replaces the password chosen by the investor (clearing must-change) only while the stored hash is
 * still `expectedHash`, so two concurrent changes cannot both win. True when this one did.
 */
export async function replaceInvestorPassword(db: D1Database, investorId: string, expectedHash: string, newHash: string, now: Date): Promise<boolean> {
  const result = await drizzle(db)
    .update(investors)
    .set({ passwordHash: newHash, mustChangePassword: false, updatedAt: now })
    .where(and(eq(investors.id, investorId), eq(investors.passwordHash, expectedHash)))
    .run();
  return result.meta.changes === 1;
}

/**
 * Sets the first password of an account that has none (a wallet sign-in revoked the mailed one), only
 * while it still has none, so it never replaces a password without the current one. True when it did.
 */
export async function setFirstInvestorPassword(db: D1Database, investorId: string, newHash: string, now: Date): Promise<boolean> {
  const result = await drizzle(db)
    .update(investors)
    .set({ passwordHash: newHash, mustChangePassword: false, updatedAt: now })
    .where(and(eq(investors.id, investorId), isNull(investors.passwordHash)))
    .run();
  return result.meta.changes === 1;
}
