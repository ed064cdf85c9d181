// The Vesting tab: the schedule of DESIGN.md section 4 for each phase bought (dates, amounts, what is
// claimable now, the next unlock), or, before the ICO end is fixed, that it starts when the ICO ends.
import type { InvestorDashboard } from '@core/api/investor';
import { formatPercent } from '@core/format/numbers';
import { formatDate } from '@core/format/time';
import { formatMrdx, formatTokens, unitsFromBaseUnits } from '@core/format/tokens';
import { Table, TableCell, TableRow, type TableColumn } from '../ui/Table';
import { phaseLabel } from './labels';

/** The schedules of the investor's tokens. */
export function VestingTab({ vesting, symbol }: { vesting: InvestorDashboard['vesting']; symbol: string }) {
  const columns: TableColumn[] = ['Unlock date', { label: 'Share', align: 'end' }, { label: symbol, align: 'end' }, 'State'];
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
            <dd className="text-xl font-semibold text-white">{formatMrdx(unitsFromBaseUnits(vesting.claimableBaseUnits))}</dd>
          </div>
          <div className="rounded-lg border border-slate-700 p-4">
            <dt className="text-sm text-gray-300">Next unlock</dt>
            <dd className="text-xl font-semibold text-white">
              {vesting.nextUnlock ? `${formatMrdx(unitsFromBaseUnits(vesting.nextUnlock.amount))} on ${formatDate(vesting.nextUnlock.date)}` : 'Fully unlocked'}
            </dd>
          </div>
        </dl>
      )}
      {vesting.schedules.map((schedule) => (
        <section key={schedule.phase} aria-labelledby={`vesting-${schedule.phase}`} data-slot="vesting-schedule" data-phase={schedule.phase}>
          <h3 id={`vesting-${schedule.phase}`} className="font-semibold text-white">
            {phaseLabel(schedule.phase)} tokens: {formatMrdx(unitsFromBaseUnits(schedule.totalBaseUnits))}
          </h3>
          <Table caption={`Unlocks of the ${phaseLabel(schedule.phase)} tokens`} columns={columns} className="mt-2 min-w-[28rem]">
            {schedule.unlocks.map((unlock) => (
              <TableRow key={unlock.afterDays} data-slot="vesting-unlock">
                <TableCell>{unlock.date ? formatDate(unlock.date) : unlock.afterDays === 0 ? 'At the ICO end' : `ICO end + ${unlock.afterDays} days`}</TableCell>
                <TableCell align="end">{formatPercent(unlock.percent)}</TableCell>
                <TableCell align="end" mono>{formatTokens(unitsFromBaseUnits(unlock.amount))}</TableCell>
                <TableCell className={unlock.unlocked ? 'text-emerald-300' : 'text-gray-300'}>{unlock.unlocked ? 'Unlocked' : 'Locked'}</TableCell>
              </TableRow>
            ))}
          </Table>
          {!vesting.startsWhenIcoEnds && (
            <p className="mt-2 text-sm text-gray-300">
              Claimable now: {formatMrdx(unitsFromBaseUnits(schedule.claimableBaseUnits))}
              {schedule.nextUnlock?.date ? ` · next unlock ${formatDate(schedule.nextUnlock.date)}` : ''}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
