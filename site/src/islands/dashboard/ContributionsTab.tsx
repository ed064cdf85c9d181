// The Contributions tab: every contribution of the investor with its status (confirmed green, refunded
// grey, pending yellow, failed red, with the reason) and the explorer link of its transaction.
import type { DashboardContribution } from '@core/api/investor';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { cn } from '../../lib/ui/cn';
import { formatDateTime, formatPrice, formatUsd, phaseLabel, rowTokensText, shorten } from './format';

const STATUS_CLASSES: Record<DashboardContribution['status'], string> = {
  confirmed: 'border-emerald-500/50 bg-emerald-950/60 text-emerald-200',
  refunded: 'border-slate-500/50 bg-slate-900/60 text-slate-200',
  pending: 'border-amber-500/50 bg-amber-950/60 text-amber-200',
  failed: 'border-rose-500/50 bg-rose-950/60 text-rose-200',
};

const STATUS_LABELS: Record<DashboardContribution['status'], string> = { confirmed: 'Confirmed', refunded: 'Refunded', pending: 'Pending', failed: 'Failed' };

/** A status badge: colour and word. */
export function StatusBadge({ status }: { status: DashboardContribution['status'] }) {
  return (
    <span data-slot="status" data-status={status} className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** The table of contributions, or what to do when there is none. */
export function ContributionsTab({ contributions, cluster }: { contributions: DashboardContribution[]; cluster: string | null }) {
  if (contributions.length === 0) {
    return (
      <p className="text-gray-300" data-slot="no-contributions">
        No contribution yet. <a href="/#contribute" className="text-cyan-300 underline hover:text-cyan-200">Make your first contribution</a> with the email of this account to see it here.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Your contributions</caption>
        <thead className="text-gray-300">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Date</th>
            <th scope="col" className="py-2 pr-3 font-medium">Phase</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">SOL</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">USD</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Price</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">MRDX</th>
            <th scope="col" className="py-2 pr-3 font-medium">Status</th>
            <th scope="col" className="py-2 font-medium">Transaction</th>
          </tr>
        </thead>
        <tbody className="text-gray-100">
          {contributions.map((row) => (
            <tr key={`${row.status}-${row.id}`} className="border-t border-slate-800 align-top" data-slot="contribution-row" data-id={row.id}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(row.date)}</td>
              <td className="py-2 pr-3">{phaseLabel(row.phase)}</td>
              <td className="py-2 pr-3 text-right font-mono">{row.sol}</td>
              <td className="py-2 pr-3 text-right">{formatUsd(row.usd)}</td>
              <td className="py-2 pr-3 text-right">{formatPrice(row.price)}</td>
              <td className="py-2 pr-3 text-right font-mono" data-slot="row-tokens">{rowTokensText(row.tokenBaseUnits, row.bonusBaseUnits)}</td>
              <td className="py-2 pr-3">
                <StatusBadge status={row.status} />
                {row.reason && <p className="mt-1 max-w-[16rem] text-xs text-gray-300">{row.reason}</p>}
              </td>
              <td className="py-2">
                {row.signature && cluster !== null ? (
                  <a href={explorerTxUrl(row.signature, cluster)} target="_blank" rel="noopener noreferrer" className="font-mono text-cyan-300 underline hover:text-cyan-200">
                    {shorten(row.signature)}
                    <span className="sr-only"> (view on Solana Explorer)</span>
                  </a>
                ) : (
                  <span className="font-mono text-gray-300">{row.signature ? shorten(row.signature) : '—'}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
