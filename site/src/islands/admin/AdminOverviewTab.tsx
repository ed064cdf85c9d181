// Admin Overview: amount raised, investors and time remaining, from the live fundraising stats.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $overview, loadOverview } from '../../stores/admin';

const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function Card({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-700 bg-slate-900 p-5">
      <p className="text-sm text-gray-300">{label}</p>
      <p className="mt-2 text-2xl font-bold text-white">{value}</p>
    </div>
  );
}

/** Three figure cards; they say "Loading..." until the stats arrive. */
export function AdminOverviewTab() {
  const stats = useStore($overview);
  useEffect(() => void loadOverview(), []);
  const loading = 'Loading...';
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Card label="Current Amount Raised" value={stats ? usd(stats.currentAmount) : loading} />
      <Card label="Investors" value={stats ? stats.totalContributors.toLocaleString('en-US') : loading} />
      <Card label="Time Remaining" value={stats ? `${stats.daysRemaining} ${stats.daysRemaining === 1 ? 'Day' : 'Days'}` : loading} />
    </div>
  );
}
