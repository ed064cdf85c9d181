// The Vesting tab: once the team approves the distribution plan, the investor's token payouts (each
// unlock scheduled, due, sending or paid with its explorer link) and the MRDX their wallets hold on
// chain, above the schedule of each phase bought; before that, the schedule as core/vesting.ts
// sets it (dates, amounts, what is unlocked, the next unlock), or that it starts when the ICO ends.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { InvestorDashboard } from '@core/api/investor';
import { formatDate } from '@core/format/time';
import { formatMrdx, unitsFromBaseUnits } from '@core/format/tokens';
import { pollWhileVisible } from '../../lib/api/poll-while-visible';
import { $investorDistribution, loadInvestorDistribution, payoutInFlight } from '../../stores/investor-distribution';
import { statusByDate, TokenPayouts } from './TokenPayouts';
import { VestingSchedule } from './VestingSchedule';

/** How often the tab reads the payouts again while one of them is being sent. */
const REFRESH_MS = 10_000;

function ScheduleSummary({ vesting }: { vesting: InvestorDashboard['vesting'] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2" data-slot="vesting-summary">
      <div className="rounded-lg border border-slate-700 p-4">
        <dt className="text-sm text-gray-300">Unlocked so far</dt>
        <dd className="text-xl font-semibold text-white">{formatMrdx(unitsFromBaseUnits(vesting.claimableBaseUnits))}</dd>
      </div>
      <div className="rounded-lg border border-slate-700 p-4">
        <dt className="text-sm text-gray-300">Next unlock</dt>
        <dd className="text-xl font-semibold text-white">
          {vesting.nextUnlock ? `${formatMrdx(unitsFromBaseUnits(vesting.nextUnlock.amount))} on ${formatDate(vesting.nextUnlock.date)}` : 'Fully unlocked'}
        </dd>
      </div>
    </dl>
  );
}

/** The schedules of the investor's tokens, with their payouts once the plan is approved. */
export function VestingTab({ vesting, symbol }: { vesting: InvestorDashboard['vesting']; symbol: string }) {
  const distribution = useStore($investorDistribution);
  useEffect(() => {
    void loadInvestorDistribution();
    return pollWhileVisible(() => payoutInFlight($investorDistribution.get()) && loadInvestorDistribution(), REFRESH_MS);
  }, []);
  const data = distribution.status === 'ready' && distribution.data.plan ? { ...distribution.data, plan: distribution.data.plan } : null;

  if (vesting.schedules.length === 0 && !data) return <p className="text-gray-300">Your vesting schedule appears here once a contribution is credited.</p>;
  return (
    <div className="flex flex-col gap-6">
      {distribution.status === 'error' && (
        <p role="alert" className="text-sm text-rose-200">
          {distribution.message}
        </p>
      )}
      {data ? (
        <TokenPayouts data={data} />
      ) : vesting.startsWhenIcoEnds ? (
        <p className="rounded-lg border border-amber-500/40 bg-amber-950/40 p-4 text-amber-100" data-slot="vesting-pending">
          Your vesting schedule starts when the ICO ends: the dates below are counted from that day.
        </p>
      ) : (
        <ScheduleSummary vesting={vesting} />
      )}
      {data && vesting.schedules.length > 0 && <h3 className="font-semibold text-white">Vesting schedule</h3>}
      {vesting.schedules.map((schedule) => (
        <VestingSchedule key={schedule.phase} schedule={schedule} symbol={symbol} statuses={data ? statusByDate(data.unlocks) : null} showClaimable={!data && !vesting.startsWhenIcoEnds} />
      ))}
    </div>
  );
}
