// The Vesting tab: the schedule of DESIGN.md section 4 for each phase bought (dates, amounts, what is
// claimable now, the next unlock), or, before the ICO end is fixed, that it starts when the ICO ends.
import type { InvestorDashboard } from '@core/api/investor';
import { formatDate, formatMrdx, phaseLabel } from './format';

/** The schedules of the investor's tokens. */
export function VestingTab({ vesting, symbol }: { vesting: InvestorDashboard['vesting']; symbol: string }) {
  if (vesting.schedules.length === 0) return <p className="text-gray-300">Your vesting schedule appears here once a contribution is credited.</p>;
  return (
    <div className="flex flex-col gap-6">
      {vesting.startsWhenIcoEnds ? (
        <p className="rounded-lg border border-amber-500/40 bg-amber-950/40 p-4 text-amber-100" data-slot="vesting-pending">
          Your vesting schedule starts when the ICO ends: the dates below are counted from that day.
        </p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2" data-slot="vesting-summary">
          <div className="rounded-lg border border-slate-700 p-4">
            <dt className="text-sm text-gray-300">Claimable now</dt>
            <dd className="text-xl font-semibold text-white">{formatMrdx(vesting.claimableBaseUnits)} {symbol}</dd>
          </div>
          <div className="rounded-lg border border-slate-700 p-4">
            <dt className="text-sm text-gray-300">Next unlock</dt>
            <dd className="text-xl font-semibold text-white">
              {vesting.nextUnlock ? `${formatMrdx(vesting.nextUnlock.amount)} ${symbol} on ${formatDate(vesting.nextUnlock.date)}` : 'Fully unlocked'}
            </dd>
          </div>
        </dl>
      )}
      {vesting.schedules.map((schedule) => (
        <section key={schedule.phase} aria-labelledby={`vesting-${schedule.phase}`} data-slot="vesting-schedule" data-phase={schedule.phase}>
          <h3 id={`vesting-${schedule.phase}`} className="font-semibold text-white">
            {phaseLabel(schedule.phase)} tokens: {formatMrdx(schedule.totalBaseUnits)} {symbol}
          </h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <caption className="sr-only">Unlocks of the {phaseLabel(schedule.phase)} tokens</caption>
              <thead className="text-gray-300">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">Unlock date</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">Share</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">{symbol}</th>
                  <th scope="col" className="py-2 font-medium">State</th>
                </tr>
              </thead>
              <tbody className="text-gray-100">
                {schedule.unlocks.map((unlock) => (
                  <tr key={unlock.afterDays} className="border-t border-slate-800" data-slot="vesting-unlock">
                    <td className="py-2 pr-3">{unlock.date ? formatDate(unlock.date) : unlock.afterDays === 0 ? 'At the ICO end' : `ICO end + ${unlock.afterDays} days`}</td>
                    <td className="py-2 pr-3 text-right">{unlock.percent}%</td>
                    <td className="py-2 pr-3 text-right font-mono">{formatMrdx(unlock.amount)}</td>
                    <td className={unlock.unlocked ? 'py-2 text-emerald-300' : 'py-2 text-gray-300'}>{unlock.unlocked ? 'Unlocked' : 'Locked'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!vesting.startsWhenIcoEnds && (
            <p className="mt-2 text-sm text-gray-300">
              Claimable now: {formatMrdx(schedule.claimableBaseUnits)} {symbol}
              {schedule.nextUnlock?.date ? ` · next unlock ${formatDate(schedule.nextUnlock.date)}` : ''}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
