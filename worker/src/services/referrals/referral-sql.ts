// SQL fragments of the referral program generated from the one rules table in core, so the database
// computes exactly what core/referral-rules.ts says (referral-sql.test.ts checks them against it).
import { mrdxToBaseUnits } from '@core/referral-rules';
import { REFERRAL_MILESTONE_BONUS, REFERRAL_TIERS } from '@core/referral-config';

/** Statuses of a referral that counts for tiers, badges, rewards and the leaderboard. */
export const COUNTING_STATUSES = "('confirmed', 'rewarded')";

/**
 * An integer SQL expression: the per-referral rate, in base units, of the tier that the referral
 * number `n` (an SQL expression) reaches. Highest tier first; `n` >= 1 always reaches Bronze.
 */
export function tierRewardSql(n: string): string {
  const tiers = [...REFERRAL_TIERS].reverse();
  const whens = tiers.slice(0, -1).map((tier) => `WHEN ${n} >= ${tier.minReferrals} THEN ${mrdxToBaseUnits(tier.rewardPerReferral)}`);
  return `(CASE ${whens.join(' ')} ELSE ${mrdxToBaseUnits(tiers.at(-1)!.rewardPerReferral)} END)`;
}

/** The milestone bonus in base units and the referral number that earns it. */
export const MILESTONE = {
  atReferral: REFERRAL_MILESTONE_BONUS.atReferral,
  baseUnits: mrdxToBaseUnits(REFERRAL_MILESTONE_BONUS.reward),
} as const;

/** Exact sum of a TEXT base-units column as TEXT (SQLite sums 64-bit integers; JS numbers would round). */
export const sumBaseUnitsSql = (column: string) => `CAST(COALESCE(SUM(CAST(${column} AS INTEGER)), 0) AS TEXT)`;
