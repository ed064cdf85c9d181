// Admin Refunds: what the treasury owes per wallet and asset and why (a refund goes back in the asset
// that came), searched by wallet and paged by the server, the payout CSV (every line, streamed by the
// worker), and "Record refund", which shows the worker's on-chain verification verdict.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { RefundOwedRow } from '@core/api/reconciliation';
import { formatAssetDecimal, formatAssetDecimals, withUsdValue } from '@core/asset-amount';
import { recordRefund, REFUNDS_CSV_HREF, refundsList, $refundVerdict } from '../../stores/admin/reconciliation';
import { $adminBusy } from '../../stores/admin/session';
import { Button, buttonVariants } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { Table, TableCell, TableRow } from '../ui/Table';
import { ListSearch } from '../ui/ListSearch';
import { ServerList } from '../ui/ServerList';
import { Section } from './AdminUi';
import { formatCount } from '@core/format/numbers';

/** One page of lines owed: the wallet, what it is owed in one asset (with its USD value when known), why. */
export function RefundsOwedTable({ items, empty }: { items: RefundOwedRow[]; empty: string | null }) {
  return (
    <Table look="framed" caption="Refunds owed" columns={['Wallet', { label: 'Owed', align: 'end' }, { label: 'Payments', align: 'end' }, 'Reasons']} empty={empty}>
      {items.map((row) => (
        <TableRow key={`${row.wallet}-${row.asset}`}>
          <TableCell mono>
            <span className="break-all">{row.wallet}</span>
          </TableCell>
          <TableCell align="end">{withUsdValue(formatAssetDecimal(row.amount, row.asset), row.usd)}</TableCell>
          <TableCell align="end">{formatCount(row.payments)}</TableCell>
          <TableCell>
            <ul className="flex flex-col gap-1">
              {row.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

export function AdminRefundsSection() {
  const params = useStore(refundsList.$params);
  const verdict = useStore($refundVerdict);
  const busy = useStore($adminBusy);
  const [refund, setRefund] = useState({ wallet: '', signature: '' });

  async function submitRefund(event: FormEvent) {
    event.preventDefault();
    await recordRefund(refund.wallet.trim(), refund.signature.trim());
  }

  return (
    <Section
      title="Refunds"
      actions={
        <a className={buttonVariants({ variant: 'subtle', size: 'sm' })} href={REFUNDS_CSV_HREF} download>
          Download Refunds CSV
        </a>
      }
    >
      <ServerList
        list={refundsList}
        label="Refunds"
        loadingText="Loading refunds..."
        controls={<ListSearch list="Refunds" label="Search refunds by wallet" name="refunds-q" initial={params.q ?? ''} onSearch={(text) => void refundsList.update({ q: text })} button="Search refunds" />}
      >
        {(data) => (
          <>
            <p className="text-sm text-muted">
              Total owed: <strong className="text-heading">{formatAssetDecimals(data.totals)}</strong>
              {params.q ? ' (matching the search)' : ''}
            </p>
            <RefundsOwedTable items={data.items} empty={data.items.length === 0 ? (params.q ? 'No refunds owed to a matching wallet' : 'No refunds owed') : null} />
          </>
        )}
      </ServerList>
      <form onSubmit={submitRefund} noValidate aria-label="Record refund" className="grid max-w-2xl gap-3 sm:grid-cols-2">
        <TextField label="Refunded wallet" name="wallet" value={refund.wallet} onChange={(e) => setRefund({ ...refund, wallet: e.target.value })} />
        <TextField label="Refund transaction signature" name="signature" value={refund.signature} onChange={(e) => setRefund({ ...refund, signature: e.target.value })} />
        <div className="sm:col-span-2">
          <Button type="submit" variant="accent" disabled={busy !== null}>
            {busy === 'record-refund' ? 'Verifying...' : 'Record refund'}
          </Button>
        </div>
      </form>
      {verdict && (
        <p role="status" className={`text-sm ${verdict.ok ? 'text-success' : 'text-danger'}`}>
          {verdict.text}
        </p>
      )}
    </Section>
  );
}
