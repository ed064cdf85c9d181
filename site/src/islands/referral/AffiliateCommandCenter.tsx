// /referral, the 'Affiliate Command Center': tabs Overview, Share and
// Earn, Leaderboard; the dashboard and leaderboard polled every 10 s while visible; the real network
// and sale metric panels; the 'New Badge Unlocked!' popup.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $referralDashboard, $referralLeaderboard, $referralLoadFailed, watchReferralDashboard } from '../../stores/referral';
import { Tabs } from '../ui/Tabs';
import { Toasts } from '../ui/Toasts';
import { BadgeGrid } from './BadgeGrid';
import { BadgePopup } from './BadgePopup';
import { Leaderboard } from './Leaderboard';
import { LoadState } from './LoadState';
import { MetricPanels } from './MetricPanels';
import { ReferralsList } from './ReferralsList';
import { SharePanel } from './SharePanel';
import { SignupCard } from './SignupCard';
import { StatsGrid } from './StatsGrid';
import { TierProgress } from './TierProgress';

/** The Command Center's tabs and panels. */
export function AffiliateCommandCenter() {
  const dashboard = useStore($referralDashboard);
  const board = useStore($referralLeaderboard);
  const failed = useStore($referralLoadFailed);
  const [tab, setTab] = useState('overview');
  useEffect(() => watchReferralDashboard({ leaderboard: true }), []);

  if (!dashboard) return <LoadState failed={failed} />;
  const hasCode = dashboard.referralCode !== null && dashboard.referralPath !== null;
  return (
    <div data-slot="command-center" className="space-y-6">
      <Toasts />
      <BadgePopup />
      <Tabs
        label="Affiliate Command Center"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'overview',
            label: 'Overview',
            panel: (
              <div className="space-y-5">
                <StatsGrid dashboard={dashboard} />
                <TierProgress {...dashboard} />
                <section aria-labelledby="cc-badges-title">
                  <h3 id="cc-badges-title" className="mb-2 text-lg font-semibold text-white">Badges</h3>
                  <BadgeGrid earned={dashboard.badges} />
                </section>
                <section aria-labelledby="cc-recent-title">
                  <h3 id="cc-recent-title" className="mb-2 text-lg font-semibold text-white">Recent referrals</h3>
                  <ReferralsList referrals={dashboard.recentReferrals} />
                </section>
              </div>
            ),
          },
          {
            id: 'share',
            label: 'Share and Earn',
            panel: hasCode ? <SharePanel referralCode={dashboard.referralCode!} referralPath={dashboard.referralPath!} /> : <SignupCard />,
          },
          { id: 'leaderboard', label: 'Leaderboard', panel: <Leaderboard board={board} /> },
        ]}
      />
      <MetricPanels board={board} />
    </div>
  );
}
