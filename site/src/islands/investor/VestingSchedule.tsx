// The vesting schedule of each phase the investor bought in (docs/decisions.md, "Vesting"): dates, shares and amounts.
// Before a distribution plan is approved each unlock says whether it is unlocked; once one is, what
// became of the payout on that date (scheduled, due, sending, paid or held).
import type { InvestorDashboard } from '@core/api/investor';
import type { PayoutStatus } from '@core/api/distribution';
import { formatPercent } from '@core/format/numbers';
import { formatDate } from '@core/format/time';
import { formatMrdx, formatTokens, unitsFromBaseUnits } from '@core/format/tokens';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from '../../lib/distribution/labels';
import { Table, TableCell, TableRow, type TableColumn } from '../ui/Table';
import { phaseLabel } from './labels';

type Schedule = InvestorDashboard['vesting']['schedules'][number];

/** The payout status on each unlock date (ms since epoch), once a plan is approved; null before. */
export type PayoutStatusByDate = Map<number, PayoutStatus> | null;

function State({ unlock, statuses }: { unlock: Schedule['unlocks'][number]; statuses: PayoutStatusByDate }) {
  if (!statuses) return <TableCell className={unlock.unlocked ? 'text-emerald-300' : 'text-gray-300'}>{unlock.unlocked ? 'Unlocked' : 'Locked'}</TableCell>;
  const status = unlock.date ? statuses.get(Date.parse(unlock.date)) : undefined;
  return <TableCell className={status ? PAYOUT_STATUS_TONES[status] : 'text-gray-300'}>{status ? PAYOUT_STATUS_LABELS[status] : 'Not in the plan'}</TableCell>;
}

/** One phase's schedule; `statuses` turns its State column into the payouts' status. */
export function VestingSchedule({ schedule, symbol, statuses, showClaimable }: { schedule: Schedule; symbol: string; statuses: PayoutStatusByDate; showClaimable: boolean }) {
  const columns: TableColumn[] = ['Unlock date', { label: 'Share', align: 'end' }, { label: symbol, align: 'end' }, statuses ? 'Payout' : 'State'];
  return (
    <section aria-labelledby={`vesting-${schedule.phase}`} data-slot="vesting-schedule" data-phase={schedule.phase}>
      <h3 id={`vesting-${schedule.phase}`} className="font-semibold text-white">
        {phaseLabel(schedule.phase)} tokens: {formatMrdx(unitsFromBaseUnits(schedule.totalBaseUnits))}
      </h3>
      {/* No minimum width: on a phone the cells wrap and every column, the payout's too, stays in view. */}
      <Table caption={`Unlocks of the ${phaseLabel(schedule.phase)} tokens`} columns={columns} smallOnPhones className="mt-2">
        {schedule.unlocks.map((unlock) => (
          <TableRow key={unlock.afterDays} data-slot="vesting-unlock">
            <TableCell>{unlock.date ? formatDate(unlock.date) : unlock.afterDays === 0 ? 'At the ICO end' : `ICO end + ${unlock.afterDays} days`}</TableCell>
            <TableCell align="end">{formatPercent(unlock.percent)}</TableCell>
            <TableCell align="end" mono>{formatTokens(unitsFromBaseUnits(unlock.amount))}</TableCell>
            <State unlock={unlock} statuses={statuses} />
          </TableRow>
        ))}
      </Table>
      {showClaimable && (
        <p className="mt-2 text-sm text-gray-300">
          Unlocked so far: {formatMrdx(unitsFromBaseUnits(schedule.claimableBaseUnits))}
          {schedule.nextUnlock?.date ? ` · next unlock ${formatDate(schedule.nextUnlock.date)}` : ''}
        </p>
      )}
    </section>
  );
}
