// The dashboard's Referrals tab: the recent referrals of the same polled referral dashboard that the
// Referral Rewards card (islands/referral/ReferralRewardsCard.tsx) starts and shows.
import { useStore } from '@nanostores/react';
import { $referralDashboard } from '../../stores/referral';
import { ReferralsList } from '../referral/ReferralsList';

/** Loading text until the card's first poll answers, then the list (or how referrals arrive). */
export function ReferralsTab() {
  const dashboard = useStore($referralDashboard);
  if (!dashboard) return <p role="status" className="text-gray-300">Loading referrals...</p>;
  return (
    <div className="flex flex-col gap-3">
      <ReferralsList referrals={dashboard.recentReferrals} />
      <a href="/referrals" className="text-sm text-cyan-300 underline hover:text-cyan-200">Share your referral link</a>
    </div>
  );
}
