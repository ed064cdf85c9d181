// Admin Unmatched payments and Refunds: every inbound transfer that credited no intent, credited to an
// intent (reason required, once) or marked for refund; refunds owed per wallet with a payout CSV and
// "Record refund", which shows the worker's on-chain verification verdict.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { explorerTxUrl } from '../../lib/solana/explorer';
import { $adminBusy } from '../../stores/admin';
import { $refunds, $refundVerdict, $unmatched, creditPayment, loadReconciliation, markPaymentForRefund, recordRefund, type UnmatchedPaymentView } from '../../stores/admin-console';
import { $sale } from '../../stores/sale';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Cell, Modal, Section, Table, short, when } from './AdminUi';
import { refundsCsv } from './refunds-csv';

type Action = { kind: 'credit' | 'refund'; payment: UnmatchedPaymentView };

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
        <p className="text-sm text-gray-300">
          {action.payment.sol} SOL from <span className="font-mono">{short(action.payment.sender)}</span>. {credit ? 'It is credited at the amount actually received, at that intent’s phase price.' : 'It will be listed under Refunds.'}
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

export function AdminPaymentsTab() {
  const payments = useStore($unmatched);
  const refunds = useStore($refunds);
  const verdict = useStore($refundVerdict);
  const sale = useStore($sale);
  const busy = useStore($adminBusy);
  const [action, setAction] = useState<Action | null>(null);
  const [refund, setRefund] = useState({ wallet: '', signature: '' });
  useEffect(() => void loadReconciliation(), []);
  const cluster = sale?.cluster ?? 'localnet';

  function downloadCsv() {
    if (!refunds) return;
    const url = URL.createObjectURL(new Blob([refundsCsv(refunds.wallets)], { type: 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'refunds.csv' });
    link.click();
    URL.revokeObjectURL(url);
  }
  async function submitRefund(event: FormEvent) {
    event.preventDefault();
    await recordRefund(refund.wallet.trim(), refund.signature.trim());
  }

  return (
    <div className="flex flex-col gap-8">
      <Section title="Unmatched payments" actions={<Button type="button" variant="subtle" size="sm" onClick={() => void loadReconciliation()}>Refresh</Button>}>
        {!payments ? (
          <p role="status">Loading payments...</p>
        ) : (
          <Table caption="Unmatched payments" head={['Time', 'Sender', 'Amount (SOL)', 'Signature', 'Reason', 'Likely intent', 'Status', 'Actions']} empty={payments.length === 0 ? 'No unmatched payments' : null}>
            {payments.map((row) => (
              <tr key={row.id} data-payment={row.signature}>
                <Cell>{when(row.time)}</Cell>
                <Cell mono>
                  <span title={row.sender}>{short(row.sender)}</span>
                </Cell>
                <Cell>{row.sol}</Cell>
                <Cell mono>
                  <a href={explorerTxUrl(row.signature, cluster)} target="_blank" rel="noopener noreferrer" className="text-cyan-300 underline" title={row.signature}>
                    {short(row.signature)}
                  </a>
                </Cell>
                <Cell>
                  {row.reason}: {row.detail}
                </Cell>
                <Cell mono>{row.likelyIntentId ? short(row.likelyIntentId) : '—'}</Cell>
                <Cell>{row.status}</Cell>
                <Cell>
                  {row.status === 'open' ? (
                    <span className="flex gap-2">
                      <Button type="button" variant="subtle" size="sm" disabled={busy !== null} onClick={() => setAction({ kind: 'credit', payment: row })}>
                        Credit
                      </Button>
                      <Button type="button" variant="subtle" size="sm" disabled={busy !== null} onClick={() => setAction({ kind: 'refund', payment: row })}>
                        Refund
                      </Button>
                    </span>
                  ) : (
                    '—'
                  )}
                </Cell>
              </tr>
            ))}
          </Table>
        )}
      </Section>
      <Section title="Refunds" actions={<Button type="button" variant="subtle" size="sm" disabled={!refunds || refunds.wallets.length === 0} onClick={downloadCsv}>Download Refunds CSV</Button>}>
        {refunds && (
          <>
            <p className="text-sm text-gray-300">
              Total owed: <strong className="text-white">{refunds.totalSol} SOL</strong>
            </p>
            <Table caption="Refunds owed" head={['Wallet', 'Owed (SOL)', 'Payments']} empty={refunds.wallets.length === 0 ? 'No refunds owed' : null}>
              {refunds.wallets.map((row) => (
                <tr key={row.wallet}>
                  <Cell mono>{row.wallet}</Cell>
                  <Cell>{row.sol}</Cell>
                  <Cell>{row.payments}</Cell>
                </tr>
              ))}
            </Table>
          </>
        )}
        <form onSubmit={submitRefund} noValidate className="grid max-w-2xl gap-3 sm:grid-cols-2">
          <TextField label="Refunded wallet" name="wallet" value={refund.wallet} onChange={(e) => setRefund({ ...refund, wallet: e.target.value })} />
          <TextField label="Refund transaction signature" name="signature" value={refund.signature} onChange={(e) => setRefund({ ...refund, signature: e.target.value })} />
          <div className="sm:col-span-2">
            <Button type="submit" variant="accent" disabled={busy !== null}>
              {busy === 'record-refund' ? 'Verifying...' : 'Record refund'}
            </Button>
          </div>
        </form>
        {verdict && (
          <p role="status" className={`text-sm ${verdict.ok ? 'text-emerald-300' : 'text-red-300'}`}>
            {verdict.text}
          </p>
        )}
      </Section>
      {action && <ActionDialog action={action} onClose={() => setAction(null)} />}
    </div>
  );
}
