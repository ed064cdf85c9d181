// /referrals: the sign-up card until the affiliate has a code, then
// the tabs Share, Stats and Badges. The dashboard is polled every 10 s while the tab is visible.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $referralDashboard, $referralLoadFailed, watchReferralDashboard } from '../../stores/referral';
import { Tabs } from '../ui/Tabs';
import { Toasts } from '../ui/Toasts';
import { BadgeGrid } from './BadgeGrid';
import { ReferralsList } from './ReferralsList';
import { SharePanel } from './SharePanel';
import { SignupCard } from './SignupCard';
import { StatsGrid } from './StatsGrid';
import { TierProgress } from './TierProgress';
import { LoadState } from './LoadState';

/** The program's sign-up and its dashboard. */
export function ReferralProgram() {
  const dashboard = useStore($referralDashboard);
  const failed = useStore($referralLoadFailed);
  const [tab, setTab] = useState('share');
  useEffect(() => watchReferralDashboard(), []);

  if (!dashboard) return <LoadState failed={failed} />;
  if (!dashboard.referralCode || !dashboard.referralPath) {
    return (
      <>
        <Toasts />
        <SignupCard />
      </>
    );
  }
  return (
    <section aria-labelledby="referral-dashboard-title" data-slot="referral-program" className="rounded-2xl border border-gray-800 bg-gray-900/60 p-6">
      <Toasts />
      <h2 id="referral-dashboard-title" className="mb-4 text-xl font-semibold text-white">Your referral dashboard</h2>
      <Tabs
        label="Referral dashboard"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'share', label: 'Share', panel: <SharePanel referralCode={dashboard.referralCode} referralPath={dashboard.referralPath} /> },
          {
            id: 'stats',
            label: 'Stats',
            panel: (
              <div className="space-y-5">
                <StatsGrid dashboard={dashboard} />
                <TierProgress {...dashboard} />
                <div>
                  <h3 className="mb-2 text-lg font-semibold text-white">Recent referrals</h3>
                  <ReferralsList referrals={dashboard.recentReferrals} />
                </div>
              </div>
            ),
          },
          { id: 'badges', label: 'Badges', panel: <BadgeGrid earned={dashboard.badges} /> },
        ]}
      />
    </section>
  );
}
