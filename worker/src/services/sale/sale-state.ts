// The sale as the server sees it now: settings (or the configured defaults), phase, totals and
// whether contributions are accepted, read from D1 in one batch that is O(1) in contributions: the
// totals are kept by the credit batch (sale_totals), not recomputed.
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { LAMPORTS_PER_SOL, usdToCents } from '@core/lamports';
import { DEFAULT_CAPS, PHASES, type PhaseName } from '@core/sale-config';
import { areSaleDatesValid, isSaleOpenAt, phaseAt, phaseConfig, type SaleDates } from '@core/sale-rules';
import { fundraisingAdjustments, saleSettings, saleTotals } from '../../db/schema';
import type { CapLimits } from '../settlement/credit-statements';

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
  /** Credited token base units: base at the phase prices and the phase bonuses, apart. */
  baseTokenBaseUnits: bigint;
  bonusTokenBaseUnits: bigint;
}

export interface SaleState {
  settings: SaleSettings;
  dates: SaleDates | null;
  phase: PhaseName;
  initialized: boolean;
  /**
   * Initialized, inside the sale window, in a phase that accepts contributions, with room under the
   * hard cap for at least the phase minimum (less room than that refuses every intent: the sale is full).
   */
  accepting: boolean;
  /** Initialized, in a phase that takes contributions, and the room under the hard cap is below its minimum. */
  full: boolean;
  totals: SaleTotals;
}

/** Defaults an uninitialized sale shows (docs/decisions.md, "Caps and the progress bar"). */
export const DEFAULT_SALE_SETTINGS: SaleSettings = {
  softCapCents: usdToCents(DEFAULT_CAPS.softCap),
  goalCents: usdToCents(DEFAULT_CAPS.goal),
  hardCapCents: usdToCents(DEFAULT_CAPS.hardCap),
  whitelistDays: PHASES.WHITELIST.durationDays ?? 0,
  whitelistMaxParticipants: PHASES.WHITELIST.maxParticipants ?? 0,
  whitelistMaxLamports: BigInt(PHASES.WHITELIST.maxContributionSOL ?? 0) * LAMPORTS_PER_SOL,
  updatedAt: null,
};

type SettingsRow = typeof saleSettings.$inferSelect;
type TotalsRow = typeof saleTotals.$inferSelect;

let stateReads = 0;

/** How many times this isolate has queried the sale state (served by GET /api/dev/metrics in demo mode). */
export function saleStateReadCount(): number {
  return stateReads;
}

/** Reads settings and kept totals and computes the phase at `now`. One D1 round trip. */
export async function loadSaleState(db: D1Database, now: Date): Promise<SaleState> {
  const orm = drizzle(db);
  stateReads += 1;
  const [settings, totals, adjustments] = await orm.batch([
    orm.select().from(saleSettings).where(eq(saleSettings.id, 1)),
    orm.select().from(saleTotals).where(eq(saleTotals.id, 1)),
    orm
      .select({
        cents: sql<number>`COALESCE(SUM(${fundraisingAdjustments.usdCents}), 0)`,
        investors: sql<number>`COALESCE(SUM(${fundraisingAdjustments.investorsDelta}), 0)`,
      })
      .from(fundraisingAdjustments),
  ]);
  return saleStateFrom(settings[0] ?? null, totals[0] ?? null, adjustments[0] ?? { cents: 0, investors: 0 }, now);
}

function saleStateFrom(row: SettingsRow | null, kept: TotalsRow | null, adjustments: { cents: number; investors: number }, now: Date): SaleState {
  const settings: SaleSettings =
    row === null
      ? DEFAULT_SALE_SETTINGS
      : {
          softCapCents: BigInt(row.softCapCents),
          goalCents: BigInt(row.goalCents),
          hardCapCents: BigInt(row.hardCapCents),
          whitelistDays: row.whitelistDays,
          whitelistMaxParticipants: row.whitelistMaxParticipants,
          whitelistMaxLamports: BigInt(row.whitelistMaxLamports),
          updatedAt: row.updatedAt,
        };
  const candidate = {
    whitelistStartsAt: row?.whitelistStartsAt ?? null,
    whitelistEndsAt: row?.whitelistEndsAt ?? null,
    icoEndsAt: row?.icoEndsAt ?? null,
  };
  const dates = areSaleDatesValid(candidate) ? candidate : null;
  const { phase, initialized } = phaseAt(now, dates);

  const raised = BigInt(kept?.raisedCents ?? 0) + BigInt(adjustments.cents);
  const contributors = (kept?.contributors ?? 0) + adjustments.investors;
  const totals: SaleTotals = {
    raisedCents: raised > 0n ? raised : 0n,
    contributors: Math.max(0, contributors),
    baseTokenBaseUnits: BigInt(kept?.baseTokenBaseUnits ?? '0'),
    bonusTokenBaseUnits: BigInt(kept?.bonusTokenBaseUnits ?? '0'),
  };
  const rules = phaseConfig(phase);
  const full = initialized && rules.acceptsContributions && settings.hardCapCents - totals.raisedCents < usdToCents(rules.minContributionUSD);
  const accepting = initialized && isSaleOpenAt(now, dates) && rules.acceptsContributions && !full;
  return { settings, dates, phase, initialized, accepting, full, totals };
}

/** The caps a credit must fit under (credit-statements.ts), from the settings. */
export function saleCaps(settings: SaleSettings): CapLimits {
  return {
    hardCapCents: settings.hardCapCents,
    whitelistMaxLamports: settings.whitelistMaxLamports,
    whitelistMaxParticipants: settings.whitelistMaxParticipants,
  };
}
