// The distribution plan's arithmetic, pure: what each wallet is owed on each unlock date, in the mint's
// base units. Purchased tokens (base + bonus) vest by the schedule of the phase they were bought in;
// referral rewards are not purchases and unlock whole with the first unlock (the ICO end).
import type { ContributionPhase } from '@core/phase';
import { TOKEN } from '@core/sale-config';
import { vestingAmounts, vestingSchedule } from '@core/vesting';

/** What one wallet is owed in total, in the configured decimals (TOKEN.decimals), as the sale recorded it. */
export interface WalletEntitlement {
  wallet: string;
  /** Base plus bonus tokens of unrefunded whitelist contributions. */
  whitelist: bigint;
  ico: bigint;
  /** Earned referral rewards paid to this wallet. */
  referral: bigint;
}

/** One payout of the plan: a wallet, an unlock date, an amount in the mint's base units and what it is made of. */
export interface PlannedPayout {
  wallet: string;
  unlockAt: Date;
  amount: bigint;
  purchased: bigint;
  referral: bigint;
}

/**
 * Configured base units (TOKEN.decimals) in the mint's base units. A mint with fewer decimals than
 * configured cannot hold the finest fractions: they are rounded down, per wallet and phase, before
 * vesting splits the total, so each wallet's parts still add up exactly to what it is paid.
 */
export function toMintBaseUnits(configured: bigint, mintDecimals: number): bigint {
  const shift = mintDecimals - TOKEN.decimals;
  return shift >= 0 ? configured * 10n ** BigInt(shift) : configured / 10n ** BigInt(-shift);
}

/** The unlock dates of a sale whose ICO ended at `icoEndsAt`: every date of either schedule, ascending. */
export function unlockDates(icoEndsAt: Date): Date[] {
  const times = new Set<number>();
  for (const phase of ['WHITELIST', 'ICO'] as const) for (const unlock of vestingSchedule(phase, icoEndsAt)) times.add(unlock.date.getTime());
  return [...times].sort((a, b) => a - b).map((time) => new Date(time));
}

/**
 * The payouts of one wallet: one per unlock date on which it receives anything, amounts of both phases
 * summed per date, the referral reward on the first date. The parts of each phase come from
 * vestingAmounts, so they sum exactly to the phase's total.
 */
export function plannedPayouts(entitlement: WalletEntitlement, icoEndsAt: Date, mintDecimals: number): PlannedPayout[] {
  const byDate = new Map<number, { purchased: bigint; referral: bigint }>();
  const add = (time: number, purchased: bigint, referral: bigint) => {
    const entry = byDate.get(time) ?? { purchased: 0n, referral: 0n };
    entry.purchased += purchased;
    entry.referral += referral;
    byDate.set(time, entry);
  };
  const phases: [ContributionPhase, bigint][] = [['WHITELIST', entitlement.whitelist], ['ICO', entitlement.ico]];
  for (const [phase, configured] of phases) {
    const total = toMintBaseUnits(configured, mintDecimals);
    if (total <= 0n) continue;
    const schedule = vestingSchedule(phase, icoEndsAt);
    vestingAmounts(total, schedule).forEach((part, index) => add(schedule[index]!.date.getTime(), part, 0n));
  }
  const referral = toMintBaseUnits(entitlement.referral, mintDecimals);
  if (referral > 0n) add(icoEndsAt.getTime(), 0n, referral);
  return [...byDate]
    .filter(([, entry]) => entry.purchased + entry.referral > 0n)
    .sort(([a], [b]) => a - b)
    .map(([time, entry]) => ({
      wallet: entitlement.wallet,
      unlockAt: new Date(time),
      amount: entry.purchased + entry.referral,
      purchased: entry.purchased,
      referral: entry.referral,
    }));
}
