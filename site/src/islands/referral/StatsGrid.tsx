// The dashboard's figures as cards.
import type { ReferralDashboardResponse } from '@core/api/referral-responses';
import { formatCount } from '@core/format/numbers';
import { formatMrdx, unitsFromMrdx } from '@core/format/tokens';

/** Referrals, rewards, visits, conversion and shares. */
export function StatsGrid({ dashboard }: { dashboard: ReferralDashboardResponse }) {
  const stats = [
    { id: 'referred', label: 'Referrals', value: formatCount(dashboard.referredCount) },
    { id: 'rewards', label: 'Total rewards', value: formatMrdx(unitsFromMrdx(dashboard.totalRewards)) },
    { id: 'visits', label: 'Link visits', value: formatCount(dashboard.visits) },
    { id: 'conversion', label: 'Conversion rate', value: `${dashboard.conversionRate}%` },
    { id: 'shares', label: 'Social shares', value: formatCount(dashboard.socialShares) },
  ];
  return (
    <dl data-slot="referral-stats" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats.map((stat) => (
        <div key={stat.id} className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
          <dt className="text-sm text-gray-300">{stat.label}</dt>
          <dd className="mt-1 text-xl font-bold text-white" data-stat={stat.id}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
