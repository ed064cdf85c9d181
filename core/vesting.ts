// Vesting: when a buyer's tokens unlock, with concrete dates counted from the ICO end (docs/decisions.md, "Vesting").
import { VESTING } from '@core/sale-config';
import { formatPercent } from '@core/format/numbers';
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

/** Days from the ICO end to the last unlock of any buyer (the ICO schedule's end). */
export const LAST_UNLOCK_AFTER_DAYS = Math.max(...Object.values(VESTING).flatMap((plan) => plan.unlocks.map((unlock) => unlock.afterDays)));

/**
 * The schedule of `phase` in words, from config: "25% at the end of the ICO, then 25% 30, 60 and 90
 * days later" or "40% at the end of the ICO, then 10% every 30 days for 6 months (the last 180 days after the ICO ends)".
 */
export function describeVesting(phase: ContributionPhase): string {
  const plan = VESTING[phase];
  const first = `${formatPercent(plan.atIcoEndPercent)} at the end of the ICO`;
  const percents = new Set(plan.unlocks.map((unlock) => unlock.percent));
  const days = plan.unlocks.map((unlock) => unlock.afterDays);
  const step = days[0]!;
  const monthly = percents.size === 1 && days.length > 3 && days.every((day, index) => day === step * (index + 1));
  if (monthly) {
    return `${first}, then ${formatPercent(plan.unlocks[0]!.percent)} every ${step} days for ${days.length} months (the last ${days.at(-1)} days after the ICO ends)`;
  }
  if (percents.size === 1) {
    const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : String(days[0]);
    return `${first}, then ${formatPercent(plan.unlocks[0]!.percent)} ${list} days later`;
  }
  return `${first}, then ${plan.unlocks.map((unlock) => `${formatPercent(unlock.percent)} after ${unlock.afterDays} days`).join(', ')}`;
}
