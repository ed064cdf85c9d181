// The admins table: the sign-in and session lookups, the settings checks and the two credential writes (settings,
// emergency reset). Writes are prepared statements, to run in one batch with their audit row.
import { and, eq, ne } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { admins } from '../../db/schema';

/** The admin a login names (usernames are exact), with the hash to verify; undefined if none. */
export function findAdminByUsername(db: D1Database, username: string) {
  return drizzle(db).select({ id: admins.id, username: admins.username, passwordHash: admins.passwordHash }).from(admins).where(eq(admins.username, username)).get();
}

/** One admin's name and when its credentials last changed (sessions issued before are void); undefined if gone. */
export function findAdminById(db: D1Database, id: string) {
  return drizzle(db).select({ id: admins.id, username: admins.username, updatedAt: admins.updatedAt }).from(admins).where(eq(admins.id, id)).get();
}

/** The stored password hash of one admin; undefined if the admin is gone. */
export async function adminPasswordHash(db: D1Database, id: string): Promise<string | undefined> {
  return (await drizzle(db).select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, id)).get())?.passwordHash;
}

/** Whether another admin than `exceptId` already uses `username`. */
export async function isAdminUsernameTaken(db: D1Database, username: string, exceptId: string): Promise<boolean> {
  const row = await drizzle(db)
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.username, username), ne(admins.id, exceptId)))
    .get();
  return row !== undefined;
}

/**
 * New username and hash for one admin; updated_at moves, so every session issued before ends
 * (require-session.ts compares them).
 */
export function adminCredentialsStatement(db: D1Database, id: string, username: string, passwordHash: string, now: number) {
  return db.prepare('UPDATE admins SET username = ?, password_hash = ?, updated_at = ? WHERE id = ?').bind(username, passwordHash, now, id);
}

/** The emergency reset: every admin account goes, and this one is the only one left. */
export function replaceAdminsStatements(db: D1Database, admin: { id: string; username: string; passwordHash: string }, now: number) {
  return [
    db.prepare('DELETE FROM admins'),
    db.prepare('INSERT INTO admins (id, username, password_hash, updated_at) VALUES (?, ?, ?, ?)').bind(admin.id, admin.username, admin.passwordHash, now),
  ] as const;
}
