// Whitelist registration: who registered (one row per wallet and per email, in order), the places taken, the admin's
// registration writes, and the rule create-intent applies in the whitelist phase (by the admin's mode).
import type { WhitelistRegistrationRow } from '@core/api/community';
import type { ContributionPhase } from '@core/sale-rules';
import { WHITELIST_REGISTRATION_MESSAGES } from '@core/schemas/community';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { whitelistRegistrations } from '../../db/schema';
import { refusal, type Refusal } from '../../lib/refusal';
import { loadWhitelistMode } from './sale-settings-queries';

/** Whitelist places taken: distinct wallets with a credited whitelist contribution (core/whitelist-places.ts). */
const PLACES_TAKEN_SQL = 'COALESCE((SELECT whitelist_contributors FROM sale_totals WHERE id = 1), 0)';

/** Whitelist places taken, as the credit batch's cap counts them (sale_totals). */
export async function placesTaken(db: D1Database): Promise<number> {
  return (await db.prepare(`SELECT ${PLACES_TAKEN_SQL} AS n`).first<{ n: number }>())?.n ?? 0;
}

/** Whether an email (lower-cased) already registered a wallet. */
export async function isEmailRegistered(db: D1Database, email: string): Promise<boolean> {
  const row = await drizzle(db).select({ id: whitelistRegistrations.id }).from(whitelistRegistrations).where(eq(whitelistRegistrations.email, email)).get();
  return row !== undefined;
}

/**
 * Registers `walletAddress` for `email` unless the `limit` places are all taken by credited wallets
 * (checked inside the INSERT: `changes` is 0 when full). Registering takes no place itself. The UNIQUE
 * indexes on wallet and email refuse a second registration of either.
 */
export function registrationInsertStatement(db: D1Database, walletAddress: string, email: string, now: number, limit: number) {
  return db
    .prepare(
      `INSERT INTO whitelist_registrations (wallet_address, email, terms_accepted_at, created_at)
       SELECT ?1, ?2, ?3, ?3 WHERE ${PLACES_TAKEN_SQL} < ?4`,
    )
    .bind(walletAddress, email, now, limit);
}

/** The condition (for `enqueueMail`'s onlyIf) that the batch just made this registration. */
export function registrationInserted(walletAddress: string, now: number) {
  return { sql: 'EXISTS (SELECT 1 FROM whitelist_registrations WHERE wallet_address = ? AND created_at = ?)', params: [walletAddress, now] };
}

/** The wallet's registration with its 1-based place, or null. */
export function findRegistration(db: D1Database, walletAddress: string) {
  return db
    .prepare(
      `SELECT r.email, r.created_at, (SELECT COUNT(*) FROM whitelist_registrations o WHERE o.id <= r.id) AS position
       FROM whitelist_registrations r WHERE r.wallet_address = ?`,
    )
    .bind(walletAddress)
    .first<{ email: string; created_at: number; position: number }>();
}

/**
 * Called by create-intent: in the whitelist phase with mode 'registered', a wallet that did not
 * register may not contribute (refused as forbidden, with the message the wizard shows). Null in any
 * other case.
 */
export async function whitelistRegistrationRefusal(db: D1Database, walletAddress: string, phase: ContributionPhase): Promise<Refusal | null> {
  if (phase !== 'WHITELIST') return null;
  if ((await loadWhitelistMode(db)) !== 'registered') return null;
  const row = await db.prepare('SELECT 1 AS yes FROM whitelist_registrations WHERE wallet_address = ?').bind(walletAddress).first();
  return row ? null : refusal('forbidden', WHITELIST_REGISTRATION_MESSAGES.notRegistered);
}

/**
 * A page of registrations in registration order, for the admin; `q` keeps those whose wallet or email
 * (stored lower-cased) starts with it, as ranges of their unique indexes. Positions stay those of the
 * whole list.
 */
export async function listRegistrations(db: D1Database, page: number, limit: number, q = '') {
  const email = q.toLowerCase();
  const where = q ? 'WHERE (r.wallet_address >= ? AND r.wallet_address < ?) OR (r.email >= ? AND r.email < ?)' : '';
  const params = q ? [q, `${q}\uffff`, email, `${email}\uffff`] : [];
  const [rows, total] = await db.batch([
    db
      .prepare(
        `SELECT wallet_address, email, created_at, (SELECT COUNT(*) FROM whitelist_registrations o WHERE o.id <= r.id) AS position
         FROM whitelist_registrations r ${where} ORDER BY r.id LIMIT ? OFFSET ?`,
      )
      .bind(...params, limit, (page - 1) * limit),
    db.prepare(`SELECT COUNT(*) AS n FROM whitelist_registrations r ${where}`).bind(...params),
  ]);
  return {
    items: ((rows?.results ?? []) as { wallet_address: string; email: string; created_at: number; position: number }[]).map(toRow),
    page,
    limit,
    total: (total?.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** Every registration in order, for the CSV export. */
export async function allRegistrations(db: D1Database): Promise<WhitelistRegistrationRow[]> {
  const { results } = await db
    .prepare('SELECT wallet_address, email, created_at, ROW_NUMBER() OVER (ORDER BY id) AS position FROM whitelist_registrations ORDER BY id')
    .all<{ wallet_address: string; email: string; created_at: number; position: number }>();
  return results.map(toRow);
}

function toRow(row: { wallet_address: string; email: string; created_at: number; position: number }): WhitelistRegistrationRow {
  return { position: row.position, walletAddress: row.wallet_address, email: row.email, createdAt: new Date(row.created_at).toISOString() };
}
