// An investor's holdings as the dashboard shows them: the value of tokens at a phase price, and the
// vesting plan of the tokens bought in one phase, with amounts per unlock (docs/decisions.md, "Vesting").
import { PHASES, TOKEN, VESTING, type PhaseName } from '@core/sale-config';
import type { ContributionPhase } from '@core/phase';
import { vestingAmounts, vestingSchedule } from '@core/vesting';

const TOKEN_SCALE = 10n ** BigInt(TOKEN.decimals);
/** Prices are quoted to at most 12 decimals (core/tokens.ts). */
const PRICE_SCALE = 10n ** 12n;

/** USD cents (rounded down) that `baseUnits` tokens are worth at the price of `phase`. */
export function tokenValueCents(baseUnits: bigint, phase: PhaseName): bigint {
  const pricePico = BigInt(Math.round(PHASES[phase].tokenPrice * Number(PRICE_SCALE)));
  return (baseUnits * pricePico * 100n) / (TOKEN_SCALE * PRICE_SCALE);
}

/** One unlock of a plan; `date` is null while the ICO end is not fixed. */
export interface PlannedUnlock {
  afterDays: number;
  percent: number;
  date: Date | null;
  amount: bigint;
  unlocked: boolean;
}

export interface VestingPlan {
  phase: ContributionPhase;
  totalBaseUnits: bigint;
  unlocks: PlannedUnlock[];
  /** Sum of the unlocked amounts at `now`. */
  claimableBaseUnits: bigint;
  nextUnlock: PlannedUnlock | null;
}

/**
 * The plan of `totalBaseUnits` tokens bought in `phase`: the configured unlocks, dated from
 * `icoEndsAt` when it is fixed. Before that nothing is unlocked and no unlock is "next" by date.
 */
export function vestingPlan(phase: ContributionPhase, totalBaseUnits: bigint, icoEndsAt: Date | null, now: Date): VestingPlan {
  const offsets = [0, ...VESTING[phase].unlocks.map((unlock) => unlock.afterDays)];
  // Amounts depend on the percents only; the epoch stands in for an unknown ICO end.
  const schedule = vestingSchedule(phase, icoEndsAt ?? new Date(0));
  const amounts = vestingAmounts(totalBaseUnits, schedule);
  const unlocks = schedule.map((unlock, index) => {
    const date = icoEndsAt ? unlock.date : null;
    return {
      afterDays: offsets[index]!,
      percent: unlock.percent,
      date,
      amount: amounts[index]!,
      unlocked: date !== null && date.getTime() <= now.getTime(),
    };
  });
  return {
    phase,
    totalBaseUnits,
    unlocks,
    claimableBaseUnits: unlocks.filter((unlock) => unlock.unlocked).reduce((sum, unlock) => sum + unlock.amount, 0n),
    nextUnlock: icoEndsAt ? (unlocks.find((unlock) => !unlock.unlocked) ?? null) : null,
  };
}
