// How far one payout run has come (an unlock of the distribution, one asset of the refund plan), as
// the server verified it: a progress bar of lines paid out of those payable (held ones never are), and
// its batches by status.
import { useId } from 'react';
import type { BatchProgress } from '@core/payout/api-port';
import { formatCount, formatPercent } from '@core/format/numbers';
import { BATCH_STATUS_LABELS } from '../../../lib/distribution/labels';

const BATCH_COUNTS = [
  ['readyBatches', 'ready'],
  ['sendingBatches', 'sending'],
  ['failedBatches', 'failed'],
  ['paidBatches', 'paid'],
  ['mismatchBatches', 'mismatch'],
] as const;

export interface RunProgressProps {
  /** "Payouts of unlock 2 paid". */
  label: string;
  /** What is counted, plural ("payouts", "refunds"), for the bar's spoken value. */
  noun: string;
  paid: number;
  payable: number;
  /** The amounts beside the counts ("300 MRDX of 1,000 MRDX"). */
  amounts: string;
  batches: BatchProgress;
}

/** The progress bar and batch counts of one run. */
export function RunProgress({ label, noun, paid, payable, amounts, batches }: RunProgressProps) {
  const percent = payable === 0 ? 0 : (paid / payable) * 100;
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2" data-slot="run-progress" data-paid={paid} data-payable={payable}>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id={labelId} className="text-fg-soft">
          {label}
        </span>
        <span className="text-muted">
          {formatCount(paid)} of {formatCount(payable)} · {amounts}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={payable}
        aria-valuenow={paid}
        aria-valuetext={`${formatCount(paid)} of ${formatCount(payable)} ${noun} paid (${formatPercent(percent, 0)})`}
        className="h-3 overflow-hidden rounded-full bg-surface-raised"
      >
        <div className="h-full rounded-full bg-success-line transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-slot="batch-counts">
        {BATCH_COUNTS.map(([key, status]) => (
          <div key={key} className="flex gap-1.5" data-status={status}>
            <dt className="text-muted">{BATCH_STATUS_LABELS[status]}</dt>
            <dd className={`font-semibold ${status === 'mismatch' && batches[key] > 0 ? 'text-danger' : 'text-heading'}`}>{formatCount(batches[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
