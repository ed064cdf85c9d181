// Admin Refunds: what the treasury owes per wallet with a payout CSV, and "Record refund", which shows
// the worker's on-chain verification verdict.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $adminBusy } from '../../stores/admin';
import { $refunds, $refundVerdict, recordRefund } from '../../stores/admin-console';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Cell, Section, Table } from './AdminUi';
import { refundsCsv } from './refunds-csv';

export function AdminRefundsSection() {
  const refunds = useStore($refunds);
  const verdict = useStore($refundVerdict);
  const busy = useStore($adminBusy);
  const [refund, setRefund] = useState({ wallet: '', signature: '' });

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
  );
}
