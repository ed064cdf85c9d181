// The sale phase at a moment, computed from the stored phase dates and the server clock.
import { PHASES, type PhaseConfig, type PhaseName } from '@core/sale-config';

/** Phase boundaries stored in D1 when the admin initializes the sale. */
export interface SaleDates {
  whitelistStartsAt: Date;
  whitelistEndsAt: Date;
  icoEndsAt: Date;
}

/** A phase in which contributions can be credited. */
export type ContributionPhase = Exclude<PhaseName, 'LISTING'>;

const DAY_MS = 86_400_000;

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** Whether the dates are present, valid and in order (start <= whitelist end <= ICO end). */
export function areSaleDatesValid(
  dates: { [K in keyof SaleDates]?: Date | null } | null | undefined,
): dates is SaleDates {
  if (!dates) return false;
  const { whitelistStartsAt, whitelistEndsAt, icoEndsAt } = dates;
  if (!isValidDate(whitelistStartsAt) || !isValidDate(whitelistEndsAt) || !isValidDate(icoEndsAt)) return false;
  return whitelistStartsAt.getTime() <= whitelistEndsAt.getTime() && whitelistEndsAt.getTime() <= icoEndsAt.getTime();
}

/**
 * The phase at `now`: after the ICO end LISTING, after the whitelist
 * end ICO, otherwise WHITELIST. Missing or invalid dates mean the sale is not initialized (WHITELIST).
 */
export function phaseAt(now: Date, dates: SaleDates | null): { phase: PhaseName; initialized: boolean } {
  if (!areSaleDatesValid(dates)) return { phase: 'WHITELIST', initialized: false };
  const t = now.getTime();
  if (t >= dates.icoEndsAt.getTime()) return { phase: 'LISTING', initialized: true };
  if (t >= dates.whitelistEndsAt.getTime()) return { phase: 'ICO', initialized: true };
  return { phase: 'WHITELIST', initialized: true };
}

/** The configuration of a phase: price, minimum, caps, duration. */
export function phaseConfig(phase: PhaseName): PhaseConfig {
  return PHASES[phase];
}

/**
 * The window [startsAt, endsAt) in which a phase accepts contributions; LISTING has no window.
 * A transaction's block time must fall inside the window of the intent's phase.
 */
export function phaseWindow(phase: PhaseName, dates: SaleDates): { startsAt: Date; endsAt: Date } | null {
  if (phase === 'WHITELIST') return { startsAt: dates.whitelistStartsAt, endsAt: dates.whitelistEndsAt };
  if (phase === 'ICO') return { startsAt: dates.whitelistEndsAt, endsAt: dates.icoEndsAt };
  return null;
}

/** Whether `now` is inside the sale (from the whitelist start up to the ICO end). */
export function isSaleOpenAt(now: Date, dates: SaleDates | null): boolean {
  if (!areSaleDatesValid(dates)) return false;
  const t = now.getTime();
  return t >= dates.whitelistStartsAt.getTime() && t < dates.icoEndsAt.getTime();
}

/** The dates an admin's Initialize sets at `now`: whitelist for `whitelistDays`, then the ICO for its configured days. */
export function initialSaleDates(now: Date, whitelistDays = PHASES.WHITELIST.durationDays ?? 0): SaleDates {
  const whitelistEndsAt = new Date(now.getTime() + whitelistDays * DAY_MS);
  const icoEndsAt = new Date(whitelistEndsAt.getTime() + (PHASES.ICO.durationDays ?? 0) * DAY_MS);
  return { whitelistStartsAt: new Date(now.getTime()), whitelistEndsAt, icoEndsAt };
}

/**
 * Whole days left until the end of the sale (the ICO end), rounded up; 0 once it has ended. Before
 * initialization: the configured whitelist days plus ICO days.
 */
export function daysRemainingAt(now: Date, dates: SaleDates | null, whitelistDays = PHASES.WHITELIST.durationDays ?? 0): number {
  if (!areSaleDatesValid(dates)) return whitelistDays + (PHASES.ICO.durationDays ?? 0);
  const left = dates.icoEndsAt.getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}
