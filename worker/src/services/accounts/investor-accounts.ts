// The investors table, read and written here only: the sign-in lookup, the session answer, whether a
// username is free, and every write (the account a credit creates or updates, a verified sign-up, a
// temporary password issued or revoked, a reset, a username, the investor's own password change), each
// a statement the caller runs in the batch of the change it belongs to.
import { and, eq, isNull } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { InvestorSession } from '@core/api/investor';
import { investors } from '../../db/schema';
import { placeholdersAfter, type SqlCondition } from '../../db/sql-condition';

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

/**
 * The account of a credited contribution's email, written only if `when` holds (the contribution went
 * in): created with the mailed temporary password (must change), or, for an existing email, only its
 * wallet updated: an existing account keeps its sign-in as it is (a wallet sign-in that closed the
 * temporary password stays whole; docs/decisions.md, "A wallet sign-in is a whole sign-in").
 */
export function investorOfCreditStatement(
  db: D1Database,
  credit: { email: string; walletAddress: string; temporaryPasswordHash: string | null; at: number },
  when: SqlCondition,
): D1PreparedStatement {
  const values = [crypto.randomUUID(), credit.email, credit.walletAddress, credit.temporaryPasswordHash, credit.at];
  return db
    .prepare(
      `INSERT INTO investors (id, email, username, wallet_address, password_hash, must_change_password, created_at, updated_at)
       SELECT ?1, ?2, NULL, ?3, ?4, 1, ?5, ?5 WHERE ${placeholdersAfter(when.sql, values.length)}
       ON CONFLICT (email) DO UPDATE SET
         wallet_address = excluded.wallet_address,
         updated_at = excluded.updated_at`,
    )
    .bind(...values, ...(when.params ?? []));
}

/** The account of a verified sign-up (`signupId` spent at `at`), unless its email got one meanwhile. */
export function investorOfSignupStatement(db: D1Database, investorId: string, signupId: string, at: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO investors (id, email, username, wallet_address, password_hash, must_change_password, created_at, updated_at)
       SELECT ?1, s.email, s.username, NULL, s.password_hash, 0, ?2, ?2 FROM investor_signups AS s
       WHERE s.id = ?3 AND s.used_at = ?2 AND NOT EXISTS (SELECT 1 FROM investors WHERE email = s.email)`,
    )
    .bind(investorId, at, signupId);
}

/** A new temporary password the admin had mailed: it must be changed at the next sign-in. */
export function temporaryPasswordStatement(db: D1Database, investorId: string, passwordHash: string, at: number): D1PreparedStatement {
  return db.prepare('UPDATE investors SET password_hash = ?, must_change_password = 1, updated_at = ? WHERE id = ?').bind(passwordHash, at, investorId);
}

/** Revokes a still-unchanged temporary password (a wallet sign-in): changes one row only if it was still the mailed one. */
export function revokeTemporaryPasswordStatement(db: D1Database, investorId: string, at: number): D1PreparedStatement {
  return db
    .prepare('UPDATE investors SET password_hash = NULL, must_change_password = 0, updated_at = ?2 WHERE id = ?1 AND must_change_password = 1 AND password_hash IS NOT NULL')
    .bind(investorId, at);
}

/** The password a reset link set (no change required afterwards), written only if `when` holds (the link was spent by this reset). */
export function resetPasswordStatement(db: D1Database, investorId: string, passwordHash: string, at: number, when: SqlCondition): D1PreparedStatement {
  const values = [passwordHash, at, investorId];
  return db
    .prepare(`UPDATE investors SET password_hash = ?1, must_change_password = 0, updated_at = ?2 WHERE id = ?3 AND ${placeholdersAfter(when.sql, values.length)}`)
    .bind(...values, ...(when.params ?? []));
}

/** The investor's (lower-cased) username; the UNIQUE index refuses one taken meanwhile. */
export function usernameStatement(db: D1Database, investorId: string, username: string, at: number): D1PreparedStatement {
  return db.prepare('UPDATE investors SET username = ?, updated_at = ? WHERE id = ?').bind(username, at, investorId);
}
