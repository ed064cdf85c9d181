// How far one unlock's payment has come, as the server verified it: a progress bar of payouts paid
// out of those payable (held ones never are), and its batches by status.
import type { DistributionUnlockView } from '@core/api/distribution';
import { formatCount, formatPercent } from '@core/format/numbers';
import { formatTokenAmount } from '@core/format/tokens';
import { BATCH_STATUS_LABELS } from '../../../lib/distribution/labels';

const BATCH_COUNTS = [
  ['readyBatches', 'ready'],
  ['sendingBatches', 'sending'],
  ['failedBatches', 'failed'],
  ['paidBatches', 'paid'],
  ['mismatchBatches', 'mismatch'],
] as const;

/** The progress bar and batch counts of `unlock`. */
export function UnlockProgress({ unlock }: { unlock: DistributionUnlockView }) {
  const { paidRows, payableRows, paidAmount } = unlock.progress;
  const percent = payableRows === 0 ? 0 : (paidRows / payableRows) * 100;
  const labelId = `unlock-${unlock.number}-progress`;
  return (
    <div className="flex flex-col gap-2" data-slot="unlock-progress" data-paid={paidRows} data-payable={payableRows}>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id={labelId} className="text-fg-soft">
          Payouts of unlock {unlock.number} paid
        </span>
        <span className="text-muted">
          {formatCount(paidRows)} of {formatCount(payableRows)} · {formatTokenAmount(paidAmount)} of {formatTokenAmount(unlock.amount)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={payableRows}
        aria-valuenow={paidRows}
        aria-valuetext={`${formatCount(paidRows)} of ${formatCount(payableRows)} payouts paid (${formatPercent(percent, 0)})`}
        className="h-3 overflow-hidden rounded-full bg-surface-raised"
      >
        <div className="h-full rounded-full bg-success-line transition-[width] duration-500 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" data-slot="batch-counts">
        {BATCH_COUNTS.map(([key, status]) => (
          <div key={key} className="flex gap-1.5" data-status={status}>
            <dt className="text-muted">{BATCH_STATUS_LABELS[status]}</dt>
            <dd className={`font-semibold ${status === 'mismatch' && unlock.progress[key] > 0 ? 'text-danger' : 'text-heading'}`}>{formatCount(unlock.progress[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
