// The sale as the server sees it now: settings (or the configured defaults), phase, totals and
// whether contributions are accepted, read from D1 in one aggregate query.
import { sql } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import { LAMPORTS_PER_SOL, usdToCents } from '@core/lamports';
import { DEFAULT_CAPS, PHASES, type PhaseName } from '@core/sale-config';
import { areSaleDatesValid, isSaleOpenAt, phaseAt, phaseConfig, type SaleDates } from '@core/sale-rules';
import { contributions, fundraisingAdjustments, saleSettings } from '../../db/schema';

/** The admin-controlled settings, with the configured defaults while no row exists. */
export interface SaleSettings {
  softCapCents: bigint;
  goalCents: bigint;
  hardCapCents: bigint;
  whitelistDays: number;
  whitelistMaxParticipants: number;
  whitelistMaxLamports: bigint;
  /** Null when the settings row does not exist yet. */
  updatedAt: Date | null;
}

/** Raised money and contributors: credited contributions plus the admin's audited adjustments. */
export interface SaleTotals {
  /** Credited contributions plus adjustments, never below 0. */
  raisedCents: bigint;
  /** Distinct credited wallets plus adjustments, never below 0. */
  contributors: number;
}

export interface SaleState {
  settings: SaleSettings;
  dates: SaleDates | null;
  phase: PhaseName;
  initialized: boolean;
  /** Initialized, inside the sale window, in a phase that accepts contributions, below the hard cap. */
  accepting: boolean;
  totals: SaleTotals;
}

/** Defaults an uninitialized sale shows (DESIGN.md 4). */
export const DEFAULT_SALE_SETTINGS: SaleSettings = {
  softCapCents: usdToCents(DEFAULT_CAPS.softCap),
  goalCents: usdToCents(DEFAULT_CAPS.goal),
  hardCapCents: usdToCents(DEFAULT_CAPS.hardCap),
  whitelistDays: PHASES.WHITELIST.durationDays ?? 0,
  whitelistMaxParticipants: PHASES.WHITELIST.maxParticipants ?? 0,
  whitelistMaxLamports: BigInt(PHASES.WHITELIST.maxContributionSOL ?? 0) * LAMPORTS_PER_SOL,
  updatedAt: null,
};

interface StateRow {
  settings_id: number | null;
  whitelist_starts_at: number | null;
  whitelist_ends_at: number | null;
  ico_ends_at: number | null;
  soft_cap_cents: number | null;
  goal_cents: number | null;
  hard_cap_cents: number | null;
  whitelist_days: number | null;
  whitelist_max_participants: number | null;
  whitelist_max_lamports: number | null;
  updated_at: number | null;
  contributed_cents: number;
  contributor_wallets: number;
  adjustment_cents: number;
  investors_delta: number;
}

let stateReads = 0;

/** How many times this isolate has queried the sale state (served by GET /api/dev/metrics in demo mode). */
export function saleStateReadCount(): number {
  return stateReads;
}

type Orm = DrizzleD1Database<Record<string, unknown>>;

function isOrm(db: D1Database | Orm): db is Orm {
  return '$client' in db;
}

/** Reads settings and totals and computes the phase at `now`. One D1 query. */
export async function loadSaleState(db: D1Database | Orm, now: Date): Promise<SaleState> {
  const orm = isOrm(db) ? db : drizzle(db);
  stateReads += 1;
  // One round trip: the settings row (if any) joined onto a single row of aggregates.
  const row = await orm.get<StateRow>(sql`
    SELECT s.id AS settings_id, s.whitelist_starts_at, s.whitelist_ends_at, s.ico_ends_at,
      s.soft_cap_cents, s.goal_cents, s.hard_cap_cents, s.whitelist_days, s.whitelist_max_participants,
      s.whitelist_max_lamports, s.updated_at,
      (SELECT COALESCE(SUM(usd_cents), 0) FROM ${contributions}) AS contributed_cents,
      (SELECT COUNT(DISTINCT wallet_address) FROM ${contributions}) AS contributor_wallets,
      (SELECT COALESCE(SUM(usd_cents), 0) FROM ${fundraisingAdjustments}) AS adjustment_cents,
      (SELECT COALESCE(SUM(investors_delta), 0) FROM ${fundraisingAdjustments}) AS investors_delta
    FROM (SELECT 1) AS one LEFT JOIN ${saleSettings} AS s ON s.id = 1`);
  if (!row) throw new Error('sale state query returned no row');
  return saleStateFromRow(row, now);
}

function toDate(ms: number | null): Date | null {
  return ms === null ? null : new Date(ms);
}

function saleStateFromRow(row: StateRow, now: Date): SaleState {
  const settings: SaleSettings =
    row.settings_id === null
      ? DEFAULT_SALE_SETTINGS
      : {
          softCapCents: BigInt(row.soft_cap_cents ?? 0),
          goalCents: BigInt(row.goal_cents ?? 0),
          hardCapCents: BigInt(row.hard_cap_cents ?? 0),
          whitelistDays: row.whitelist_days ?? DEFAULT_SALE_SETTINGS.whitelistDays,
          whitelistMaxParticipants: row.whitelist_max_participants ?? DEFAULT_SALE_SETTINGS.whitelistMaxParticipants,
          whitelistMaxLamports: BigInt(row.whitelist_max_lamports ?? 0),
          updatedAt: toDate(row.updated_at),
        };
  const candidate = {
    whitelistStartsAt: toDate(row.whitelist_starts_at),
    whitelistEndsAt: toDate(row.whitelist_ends_at),
    icoEndsAt: toDate(row.ico_ends_at),
  };
  const dates = areSaleDatesValid(candidate) ? candidate : null;
  const { phase, initialized } = phaseAt(now, dates);

  const raised = BigInt(row.contributed_cents) + BigInt(row.adjustment_cents);
  const contributors = row.contributor_wallets + row.investors_delta;
  const totals: SaleTotals = { raisedCents: raised > 0n ? raised : 0n, contributors: Math.max(0, contributors) };

  const accepting =
    initialized && isSaleOpenAt(now, dates) && phaseConfig(phase).acceptsContributions && totals.raisedCents < settings.hardCapCents;
  return { settings, dates, phase, initialized, accepting, totals };
}
