// The refund plan's lines, searched by wallet and filtered by asset, flags and status, paged by the
// server: what each wallet is owed in one asset and why, its flags (off curve, frozen account, cannot
// land, dust) and, for each flagged one, the admin's audited choice (pay anyway or hold, with a reason)
// made while the plan is a draft; once paid, the transaction that paid it.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { RefundLineView, RefundPlanView } from '@core/api/refunds';
import { formatAssetDecimal } from '@core/asset-amount';
import { formatCount } from '@core/format/numbers';
import { formatDateTimeUtc } from '@core/format/time';
import { ASSET_SYMBOLS } from '@core/payment-assets';
import { ACCOUNT_STATE_LABELS, actorName } from '../../../lib/distribution/labels';
import { REFUND_FLAG_LABELS, REFUND_LINE_STATUS_LABELS, REFUND_LINE_STATUSES } from '../../../lib/refunds/labels';
import { chooseForRefundLine, refundLineList } from '../../../stores/admin/refund-plan';
import { $adminBusy } from '../../../stores/admin/session';
import { Button } from '../../ui/Button';
import { ListSearch } from '../../ui/ListSearch';
import { Select, optionsOf } from '../../ui/Select';
import { ServerList } from '../../ui/ServerList';
import { Table, TableCell, TableRow } from '../../ui/Table';
import { Section, short } from '../AdminUi';
import { ChoiceDialog } from '../payout/ChoiceDialog';

const FILTERS = { all: 'All lines', flagged: 'Flagged', undecided: 'Flagged, no choice yet' } as const;
const ASSET_OPTIONS = [{ value: '', label: 'All assets' }, ...ASSET_SYMBOLS.map((asset) => ({ value: asset, label: asset }))];
const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...optionsOf(REFUND_LINE_STATUS_LABELS, REFUND_LINE_STATUSES)];

function choiceText(line: RefundLineView): string {
  if (line.flags.length === 0) return '—';
  if (!line.choice) return 'Needs your choice';
  return `${line.choice === 'pay' ? 'Pay' : 'Hold'}: ${line.choiceReason} (${actorName(line.choiceBy)}, ${formatDateTimeUtc(line.choiceAt)})`;
}

function StatusCell({ line }: { line: RefundLineView }) {
  return (
    <>
      {REFUND_LINE_STATUS_LABELS[line.status]}
      {line.paidBy === 'hand' && <span className="block text-xs text-muted">refunded by hand</span>}
      {line.signature && line.explorerUrl && (
        <a href={line.explorerUrl} target="_blank" rel="noopener noreferrer" className="block font-mono text-xs text-link underline" title={line.signature}>
          {short(line.signature)}
          <span className="sr-only"> (the refund to {line.wallet} on Solana Explorer, opens in a new tab)</span>
        </a>
      )}
      {line.paidAt && <span className="block text-xs text-muted">{formatDateTimeUtc(line.paidAt)}</span>}
    </>
  );
}

/** Lines of the refund plan; choices are open while it is a draft. */
export function RefundLinesSection({ plan }: { plan: RefundPlanView }) {
  const params = useStore(refundLineList.$params);
  const busy = useStore($adminBusy);
  const [choosing, setChoosing] = useState<RefundLineView | null>(null);
  const draft = plan.status === 'draft';
  return (
    <Section title="Refund lines">
      <ServerList
        list={refundLineList}
        label="Refund lines"
        loadingText="Loading refund lines..."
        controls={
          <>
            <ListSearch list="Refund lines" label="Search refund lines by wallet" name="refund-line-q" initial={params.q ?? ''} onSearch={(text) => void refundLineList.update({ q: text })} button="Search lines" />
            <Select id="refund-line-asset" label="Asset" className="w-36" options={ASSET_OPTIONS} value={params.asset} onChange={(e) => void refundLineList.update({ asset: e.target.value })} />
            <Select id="refund-line-filter" label="Show" className="w-56" options={optionsOf(FILTERS)} value={params.filter} onChange={(e) => void refundLineList.update({ filter: e.target.value })} />
            <Select id="refund-line-status" label="Status" className="w-40" options={STATUS_OPTIONS} value={params.status} onChange={(e) => void refundLineList.update({ status: e.target.value })} />
          </>
        }
      >
        {(data) => (
          <Table
            look="framed"
            caption="Refund lines"
            columns={['Wallet', { label: 'Amount', align: 'end' }, 'Reasons', 'Flags', 'Choice', 'Status', 'Actions']}
            empty={data.items.length === 0 ? (params.q ? 'No refund line matches this wallet' : 'No refund lines in this view') : null}
            className="min-w-[60rem]"
          >
            {data.items.map((line) => (
              <TableRow key={line.id} data-refund-line={line.id} data-wallet={line.wallet} data-asset={line.asset} data-status={line.status} data-flagged={line.flags.length > 0}>
                <TableCell mono className="max-w-[16rem] break-all">
                  {line.wallet}
                  {line.tokenAccount && (
                    <span className="block text-xs text-muted" title={line.tokenAccount}>
                      account {short(line.tokenAccount)}
                      {line.accountState && `: ${ACCOUNT_STATE_LABELS[line.accountState]}`}
                    </span>
                  )}
                </TableCell>
                <TableCell align="end">
                  {formatAssetDecimal(line.amount.amount, line.asset)}
                  <span className="block text-xs text-muted">{formatCount(line.sources)} settled</span>
                </TableCell>
                <TableCell>
                  <ul className="flex flex-col gap-0.5">
                    {line.reasons.map((reason) => <li key={reason}>{reason}</li>)}
                  </ul>
                </TableCell>
                <TableCell>
                  {line.flags.length === 0 ? 'None' : (
                    <ul className="flex flex-col gap-0.5 text-warning">
                      {line.flags.map((flag) => <li key={flag}>{REFUND_FLAG_LABELS[flag]}</li>)}
                    </ul>
                  )}
                </TableCell>
                <TableCell className={line.needsChoice ? 'text-warning' : undefined}>{choiceText(line)}</TableCell>
                <TableCell>
                  <StatusCell line={line} />
                </TableCell>
                <TableCell>
                  {line.flags.length > 0 && draft ? (
                    <Button size="sm" variant="subtle" disabled={busy !== null} aria-label={`Choose for the ${line.asset} refund to ${line.wallet}`} onClick={() => setChoosing(line)}>
                      {line.choice ? 'Change' : 'Choose'}
                    </Button>
                  ) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </Table>
        )}
      </ServerList>
      {choosing && (
        <ChoiceDialog
          title="Pay or hold this refund"
          description={choosing.flags.map((flag) => REFUND_FLAG_LABELS[flag]).join('; ')}
          wallet={choosing.wallet}
          explanation={`${formatAssetDecimal(choosing.amount.amount, choosing.asset)} owed for: ${choosing.reasons.join('; ')}. A line that cannot land or whose account is frozen fails its batch if paid; a held line is never batched, and what it settles returns to the next plan once this one is finished.`}
          payLabel="Pay anyway"
          holdLabel="Hold this refund"
          initialChoice={choosing.choice}
          initialReason={choosing.choiceReason}
          saving={busy?.startsWith('refund-choice') ?? false}
          disabled={busy !== null}
          onSave={(choice, reason) => chooseForRefundLine(choosing, choice, reason)}
          onClose={() => setChoosing(null)}
        />
      )}
    </Section>
  );
}
