// The Contributions tab: every contribution of the investor with its status (confirmed green, refunded
// grey, pending yellow, failed red, with the reason) and the explorer link of its transaction (and of
// its refund's, once refunded).
import type { DashboardContribution } from '@core/api/investor';
import { formatAssetDecimal } from '@core/asset-amount';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { cn } from '../../lib/ui/cn';
import { formatUsd, formatUsdPrice } from '@core/format/money';
import { unitsFromBaseUnits } from '@core/format/tokens';
import { Table, TableCell, TableRow, type TableColumn } from '../ui/Table';
import { phaseLabel, shorten } from './labels';
import { TokenBreakdown } from '../ui/TokenBreakdown';
import { DateTimeText } from '../ui/DateTimeText';
import { ContributeLink } from '../sale/ContributeLink';

const STATUS_CLASSES: Record<DashboardContribution['status'], string> = {
  confirmed: 'border-emerald-500/50 bg-emerald-950/60 text-emerald-200',
  refunded: 'border-slate-500/50 bg-slate-900/60 text-slate-200',
  pending: 'border-amber-500/50 bg-amber-950/60 text-amber-200',
  failed: 'border-rose-500/50 bg-rose-950/60 text-rose-200',
};

const COLUMNS: TableColumn[] = [
  'Date',
  'Phase',
  { label: 'Amount', align: 'end' },
  { label: 'USD', align: 'end' },
  { label: 'Price', align: 'end' },
  { label: 'MRDX', align: 'end' },
  'Status',
  'Transaction',
];

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
        No contribution yet. <ContributeLink href="/#contribute-form" className="text-cyan-300 underline hover:text-cyan-200">Make your first contribution</ContributeLink> with the email of this account to see it here.
      </p>
    );
  }
  return (
    // Eight columns share the card: the date breaks before its time, so Transaction stays in view at 1280 px.
    // On phones a card per row, each cell labelled with its column, instead of columns hidden behind a scroll.
    <Table caption="Your contributions" columns={COLUMNS} className="sm:min-w-[44rem]" stackOnPhones>
      {contributions.map((row) => (
        <TableRow key={`${row.status}-${row.id}`} className="align-top" data-slot="contribution-row" data-id={row.id}>
          <TableCell><DateTimeText value={row.date} /></TableCell>
          <TableCell>{phaseLabel(row.phase)}</TableCell>
          <TableCell align="end" mono data-slot="row-amount">{formatAssetDecimal(row.amount, row.asset)}</TableCell>
          <TableCell align="end">{formatUsd(row.usd)}</TableCell>
          <TableCell align="end">{formatUsdPrice(row.price)}</TableCell>
          <TableCell align="end" data-slot="row-tokens">
            <TokenBreakdown base={unitsFromBaseUnits(row.tokenBaseUnits)} bonus={unitsFromBaseUnits(row.bonusBaseUnits)} unit={false} stacked />
          </TableCell>
          <TableCell>
            <StatusBadge status={row.status} />
            {row.reason && <p className="mt-1 max-w-[16rem] text-xs text-gray-300 max-sm:ml-auto">{row.reason}</p>}
          </TableCell>
          <TableCell>
            {row.signature && cluster !== null ? (
              <a href={explorerTxUrl(row.signature, cluster)} target="_blank" rel="noopener noreferrer" className="font-mono text-cyan-300 underline hover:text-cyan-200">
                {shorten(row.signature)}
                <span className="sr-only"> (view on Solana Explorer)</span>
              </a>
            ) : (
              <span className="font-mono text-gray-300">{row.signature ? shorten(row.signature) : '—'}</span>
            )}
            {row.refundSignature && row.refundExplorerUrl && (
              <p className="mt-1 text-xs text-gray-300" data-slot="row-refund-link">
                Refund:{' '}
                <a href={row.refundExplorerUrl} target="_blank" rel="noopener noreferrer" className="font-mono whitespace-nowrap text-cyan-300 underline hover:text-cyan-200">
                  {shorten(row.refundSignature)}
                  <span className="sr-only"> (refund transaction on Solana Explorer)</span>
                </a>
              </p>
            )}
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}
