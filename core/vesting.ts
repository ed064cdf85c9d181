// Vesting: when a buyer's tokens unlock, with concrete dates counted from the ICO end (DESIGN.md 4).
import { VESTING } from '@core/sale-config';
import type { ContributionPhase } from '@core/phase';

const DAY_MS = 86_400_000;

/** One unlock of a vesting schedule. */
export interface VestingUnlock {
  date: Date;
  percent: number;
}

/** The unlocks of a buyer of `phase`: the share at the ICO end, then each later unlock; percents sum to 100. */
export function vestingSchedule(phase: ContributionPhase, icoEndsAt: Date): VestingUnlock[] {
  const plan = VESTING[phase];
  const start = icoEndsAt.getTime();
  return [
    { date: new Date(start), percent: plan.atIcoEndPercent },
    ...plan.unlocks.map((unlock) => ({ date: new Date(start + unlock.afterDays * DAY_MS), percent: unlock.percent })),
  ];
}

/**
 * Splits `totalBaseUnits` over a schedule in whole base units; the last unlock takes the rounding
 * remainder so the parts always sum to the total.
 */
export function vestingAmounts(totalBaseUnits: bigint, schedule: readonly VestingUnlock[]): bigint[] {
  let allotted = 0n;
  return schedule.map((unlock, index) => {
    const part = index === schedule.length - 1 ? totalBaseUnits - allotted : (totalBaseUnits * BigInt(unlock.percent)) / 100n;
    allotted += part;
    return part;
  });
}

/** Percent of the tokens unlocked at `now` under a schedule. */
export function unlockedPercentAt(schedule: readonly VestingUnlock[], now: Date): number {
  return schedule.filter((unlock) => unlock.date.getTime() <= now.getTime()).reduce((sum, unlock) => sum + unlock.percent, 0);
}
