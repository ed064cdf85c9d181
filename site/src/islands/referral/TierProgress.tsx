// The affiliate's tier, the reward per referral it pays and the progress to the next one.
import type { ReferralDashboardResponse } from '@core/api/referral-responses';
import { REFERRAL_TIERS } from '@core/referral-config';
import { formatMrdx, unitsFromMrdx } from '@core/format/tokens';
import { formatCount } from '@core/format/numbers';

type TierProgressProps = Pick<ReferralDashboardResponse, 'tier' | 'referredCount' | 'nextTierRequirement' | 'tierProgress' | 'currentRewardPerReferral'>;

/** "Bronze · 75 MRDX per referral" and a bar to the next tier. */
export function TierProgress({ tier, referredCount, nextTierRequirement, tierProgress, currentRewardPerReferral }: TierProgressProps) {
  const next = REFERRAL_TIERS.find((candidate) => candidate.minReferrals === nextTierRequirement);
  return (
    <section aria-labelledby="tier-title" data-slot="tier-progress" className="rounded-xl border border-gray-800 bg-gray-900/80 p-5">
      <h3 id="tier-title" className="text-sm font-medium text-gray-300">Affiliate tier</h3>
      <p className="mt-1 text-2xl font-bold text-white" data-slot="tier-name">{tier ?? 'No tier yet'}</p>
      <p className="text-sm text-gray-300">
        {tier ? `${formatMrdx(unitsFromMrdx(currentRewardPerReferral))} per referral` : `Your first credited referral reaches ${REFERRAL_TIERS[0].name}.`}
      </p>
      {next ? (
        <>
          <div
            role="progressbar"
            aria-label={`Progress to ${next.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={tierProgress}
            className="mt-4 h-2 overflow-hidden rounded-full bg-gray-800"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-cyan-500 to-violet-500" style={{ width: `${tierProgress}%` }} />
          </div>
          <p className="mt-2 text-sm text-gray-300">
            {formatCount(referredCount)} of {formatCount(next.minReferrals)} referrals to {next.name} ({formatMrdx(unitsFromMrdx(String(next.rewardPerReferral)))} per referral)
          </p>
        </>
      ) : (
        <p className="mt-4 text-sm text-emerald-300">Top tier reached.</p>
      )}
    </section>
  );
}
