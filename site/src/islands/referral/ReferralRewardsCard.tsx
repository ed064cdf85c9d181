// The investor dashboard's Referral Rewards card: rewards,
// referrals and tier from the same polled dashboard as the referral pages, with the recent referrals
// when `withList` is set (the dashboard's Referrals tab).
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $referralDashboard, watchReferralDashboard } from '../../stores/referral';
import { formatCount } from '@core/format/numbers';
import { formatMrdx, unitsFromMrdx } from '@core/format/tokens';
import { ReferralsList } from './ReferralsList';

type ReferralRewardsCardProps = { withList?: boolean };

/** Mount once per page: it starts the 10 s dashboard poll while it is shown. */
export function ReferralRewardsCard({ withList = false }: ReferralRewardsCardProps) {
  const dashboard = useStore($referralDashboard);
  useEffect(() => watchReferralDashboard(), []);
  return (
    <section aria-labelledby="referral-rewards-title" data-slot="referral-rewards-card" className="rounded-xl border border-gray-800 bg-gray-900/80 p-5">
      <h2 id="referral-rewards-title" className="text-sm font-medium text-gray-300">Referral Rewards</h2>
      <p className="mt-1 text-2xl font-bold text-white" data-slot="referral-rewards-total">{dashboard ? formatMrdx(unitsFromMrdx(dashboard.totalRewards)) : '—'}</p>
      <p className="text-sm text-gray-300">
        {dashboard
          ? `${formatCount(dashboard.referredCount)} referral${dashboard.referredCount === 1 ? '' : 's'}${dashboard.tier ? ` · ${dashboard.tier}` : ''}`
          : 'Loading...'}
      </p>
      {dashboard && !dashboard.referralCode && (
        <a href="/referrals" className="mt-2 inline-block text-sm text-cyan-300 underline hover:text-cyan-200">Get your referral link</a>
      )}
      {withList && dashboard && (
        <div className="mt-4">
          <ReferralsList referrals={dashboard.recentReferrals} />
        </div>
      )}
    </section>
  );
}
