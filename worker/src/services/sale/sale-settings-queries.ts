// Every write of the one sale_settings row (timers, whitelist settings and mode, fundraising goal and
// caps) and the reads that are not the sale state. The sale state itself (settings with totals and
// adjustments, one round trip) is read by sale-state.ts. Writes are prepared statements, to run in
// the caller's batch beside their audit row; the guarded ones compare the row's version (updated_at).
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { SaleDates } from '@core/sale-rules';
import type { WhitelistMode } from '@core/schemas/community';
import { saleSettings } from '../../db/schema';
import { DEFAULT_SALE_SETTINGS } from './sale-state';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';

/** The settings row with the configured defaults, created on the first admin write. */
export function ensureSettingsRow(db: D1Database, now: number) {
  const d = DEFAULT_SALE_SETTINGS;
  return db
    .prepare(
      `INSERT OR IGNORE INTO sale_settings (id, soft_cap_cents, goal_cents, hard_cap_cents, whitelist_days,
         whitelist_max_participants, whitelist_max_lamports, updated_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(Number(d.softCapCents), Number(d.goalCents), Number(d.hardCapCents), d.whitelistDays, d.whitelistMaxParticipants, Number(d.whitelistMaxLamports), now);
}

/**
 * Initialize: sets the phase dates only while the row is still at `version` (its updated_at), so a
 * concurrent change (another Initialize, a Reset) wins alone, and audits as `actor` only if it did.
 * Run both in one batch; the first statement's `changes` is 1 when it won.
 */
export function initializeTimersStatements(db: D1Database, dates: SaleDates, actor: string, now: number, version: number) {
  return [
    db
      .prepare('UPDATE sale_settings SET whitelist_starts_at = ?, whitelist_ends_at = ?, ico_ends_at = ?, updated_at = ? WHERE id = 1 AND updated_at = ?')
      .bind(dates.whitelistStartsAt.getTime(), dates.whitelistEndsAt.getTime(), dates.icoEndsAt.getTime(), now, version),
    auditStatement(
      db,
      actor,
      'timers.initialized',
      'sale_settings',
      {
        whitelistStartsAt: dates.whitelistStartsAt.toISOString(),
        whitelistEndsAt: dates.whitelistEndsAt.toISOString(),
        icoEndsAt: dates.icoEndsAt.toISOString(),
      },
      now,
      { sql: 'EXISTS (SELECT 1 FROM sale_settings WHERE id = 1 AND updated_at = ? AND whitelist_starts_at = ?)', params: [now, dates.whitelistStartsAt.getTime()] },
    ),
  ] as const;
}

/**
 * Close now: the whitelist (if still running) and the ICO end at `now`, only while the row is still at
 * `version`, audited as `actor` only if it won (`detail` names the dates before and after). Run both in
 * one batch; the first statement's `changes` is 1 when it won.
 */
export function closeTimersStatements(db: D1Database, ends: { whitelistEndsAt: number; icoEndsAt: number }, actor: string, detail: object, version: number) {
  return [
    db
      .prepare('UPDATE sale_settings SET whitelist_ends_at = ?, ico_ends_at = ?, updated_at = ? WHERE id = 1 AND updated_at = ?')
      .bind(ends.whitelistEndsAt, ends.icoEndsAt, ends.icoEndsAt, version),
    auditStatement(db, actor, 'timers.closed', 'sale_settings', detail, ends.icoEndsAt, AFTER_ONE_CHANGE),
  ] as const;
}

/** Reset: clears the phase dates (not initialized; contributions stop until the next Initialize). */
export function resetTimersStatement(db: D1Database, now: number) {
  return db.prepare('UPDATE sale_settings SET whitelist_starts_at = NULL, whitelist_ends_at = NULL, ico_ends_at = NULL, updated_at = ? WHERE id = 1').bind(now);
}

/** The whitelist limits: days (used by the next Initialize), places and lamports per person. */
export function whitelistSettingsStatement(db: D1Database, limits: { days: number; maxParticipants: number; maxLamports: bigint }, now: number) {
  return db
    .prepare('UPDATE sale_settings SET whitelist_days = ?, whitelist_max_participants = ?, whitelist_max_lamports = ?, updated_at = ? WHERE id = 1')
    .bind(limits.days, limits.maxParticipants, Number(limits.maxLamports), now);
}

/** The admin's whitelist mode; 'open' (the first N contributing wallets) until they choose. */
export async function loadWhitelistMode(db: D1Database): Promise<WhitelistMode> {
  const row = await drizzle(db).select({ mode: saleSettings.whitelistMode }).from(saleSettings).where(eq(saleSettings.id, 1)).get();
  return row?.mode === 'registered' ? 'registered' : 'open';
}

/** Sets the whitelist mode (the row must exist: run {@link ensureSettingsRow} first in the batch). */
export function whitelistModeStatement(db: D1Database, mode: WhitelistMode, now: number) {
  return db.prepare('UPDATE sale_settings SET whitelist_mode = ?, updated_at = ? WHERE id = 1').bind(mode, now);
}

/**
 * The fundraising form: goal, caps and the ICO end, guarded by the row's version like the timers, and
 * audited as `actor` only if the update happened (run both in one batch).
 */
export function fundraisingSettingsStatements(
  db: D1Database,
  values: { goalCents: number; softCapCents: number; hardCapCents: number; icoEndsAt: Date },
  audit: { actor: string; detail: object },
  now: Date,
  version: Date,
) {
  return [
    db
      .prepare('UPDATE sale_settings SET goal_cents = ?, soft_cap_cents = ?, hard_cap_cents = ?, ico_ends_at = ?, updated_at = ? WHERE id = 1 AND updated_at = ?')
      .bind(values.goalCents, values.softCapCents, values.hardCapCents, values.icoEndsAt.getTime(), now.getTime(), version.getTime()),
    auditStatement(db, audit.actor, 'fundraising.settings_updated', 'sale_settings', audit.detail, now.getTime(), AFTER_ONE_CHANGE),
  ] as const;
}
