// Admin Unmatched payments: every inbound transfer that credited no intent, searched by sender or
// signature, filtered by status and paged by the server; credited to an intent (reason required, once)
// or marked for refund.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { creditPayment, loadReconciliation, markPaymentForRefund, unmatchedList } from '../../stores/admin/reconciliation';
import { $adminBusy } from '../../stores/admin/session';
import type { UnmatchedPaymentView } from '@core/api/admin';
import { formatAssetDecimal, withUsdValue } from '@core/asset-amount';
import { UNMATCHED_LIST_STATUSES, type UnmatchedListStatus } from '@core/schemas/reconciliation';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Table, TableCell, TableRow } from '../ui/Table';
import { ListSearch } from '../ui/ListSearch';
import { Select, optionsOf } from '../ui/Select';
import { ServerList } from '../ui/ServerList';
import { Modal } from '../ui/Modal';
import { formatDateTimeUtc } from '@core/format/time';
import { Section, short } from './AdminUi';

type Action = { kind: 'credit' | 'refund'; payment: UnmatchedPaymentView };

/** "150 USDC ($150.00)", "0.05 SOL": what came, in its asset, with its USD value when it has one by itself. */
const amountText = (payment: UnmatchedPaymentView) => withUsdValue(formatAssetDecimal(payment.amount, payment.asset), payment.usd);

function ActionDialog({ action, onClose }: { action: Action; onClose: () => void }) {
  const busy = useStore($adminBusy);
  const [intentId, setIntentId] = useState(action.payment.likelyIntentId ?? '');
  const [reason, setReason] = useState('');
  const credit = action.kind === 'credit';
  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = credit ? await creditPayment(action.payment.id, intentId.trim(), reason) : await markPaymentForRefund(action.payment.id, reason);
    if (done) onClose();
  }
  return (
    <Modal title={credit ? 'Credit payment to an intent' : 'Mark payment for refund'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {amountText(action.payment)} from <span className="font-mono">{short(action.payment.sender)}</span>. {credit ? 'It is credited at the amount actually received, at that intent’s phase price.' : 'It will be listed under Refunds.'}
        </p>
        {credit && <TextField label="Intent id" name="intentId" value={intentId} onChange={(e) => setIntentId(e.target.value)} />}
        <TextField label="Reason" name="reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} hint="3 to 500 characters; kept in the audit log." />
        <Button type="submit" variant="accent" disabled={busy !== null}>
          {credit ? 'Credit Payment' : 'Mark for Refund'}
        </Button>
      </form>
    </Modal>
  );
}

const STATUS_LABELS: Record<UnmatchedListStatus, string> = {
  all: 'All',
  open: 'Open',
  refund_due: 'Refund due',
  credited: 'Credited',
  refunded: 'Refunded',
};

/** One page of unmatched payments: each amount in the asset that came; Credit and Refund on an open one. */
export function UnmatchedPaymentsTable({ items, empty, cluster, disabled, onAction }: {
  items: UnmatchedPaymentView[];
  empty: string | null;
  cluster: string;
  disabled: boolean;
  onAction: (action: Action) => void;
}) {
  return (
    <Table
      look="framed"
      caption="Unmatched payments"
      columns={['Time', 'Sender', 'Amount', 'Signature', 'Reason', 'Likely intent', 'Status', 'Actions']}
      empty={empty}
    >
      {items.map((row) => (
        <TableRow key={row.id} data-payment={row.signature}>
          <TableCell>{formatDateTimeUtc(row.time)}</TableCell>
          <TableCell mono>
            <span title={row.sender}>{short(row.sender)}</span>
          </TableCell>
          <TableCell>{amountText(row)}</TableCell>
          <TableCell mono>
            <a href={explorerTxUrl(row.signature, cluster)} target="_blank" rel="noopener noreferrer" className="text-link underline" title={row.signature}>
              {short(row.signature)}
            </a>
          </TableCell>
          <TableCell>
            {row.reason}: {row.detail}
          </TableCell>
          <TableCell mono>{row.likelyIntentId ? short(row.likelyIntentId) : '—'}</TableCell>
          <TableCell>{row.projectWallet ? `Funding from ${row.projectWallet}` : STATUS_LABELS[row.status]}</TableCell>
          <TableCell>
            {row.status === 'open' && !row.projectWallet ? (
              <span className="flex gap-2">
                <Button type="button" variant="subtle" size="sm" disabled={disabled} onClick={() => onAction({ kind: 'credit', payment: row })}>
                  Credit
                </Button>
                <Button type="button" variant="subtle" size="sm" disabled={disabled} onClick={() => onAction({ kind: 'refund', payment: row })}>
                  Refund
                </Button>
              </span>
            ) : (
              '—'
            )}
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

export function AdminUnmatchedSection({ cluster }: { cluster: string }) {
  const params = useStore(unmatchedList.$params);
  const busy = useStore($adminBusy);
  const [action, setAction] = useState<Action | null>(null);
  useEffect(() => void unmatchedList.load(), []);
  const filtered = Boolean(params.q) || params.status !== 'all';
  return (
    <>
      <Section title="Unmatched payments" actions={<Button type="button" variant="subtle" size="sm" onClick={() => void loadReconciliation()}>Refresh</Button>}>
        <ServerList
          list={unmatchedList}
          label="Unmatched payments"
          loadingText="Loading payments..."
          controls={
            <>
              <ListSearch list="Unmatched payments" label="Search sender wallet or signature" name="q" initial={params.q ?? ''} onSearch={(text) => void unmatchedList.update({ q: text })} />
              <Select id="unmatched-status" label="Status" className="w-48" options={optionsOf(STATUS_LABELS, UNMATCHED_LIST_STATUSES)} value={params.status} onChange={(e) => void unmatchedList.update({ status: e.target.value })} />
            </>
          }
        >
          {(data) => (
            <UnmatchedPaymentsTable
              items={data.items}
              empty={data.items.length === 0 ? (filtered ? 'No unmatched payments match this search' : 'No unmatched payments') : null}
              cluster={cluster}
              disabled={busy !== null}
              onAction={setAction}
            />
          )}
        </ServerList>
      </Section>
      {action && <ActionDialog action={action} onClose={() => setAction(null)} />}
    </>
  );
}
