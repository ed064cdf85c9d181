// /ledger's token distribution, beside the contributions: the approved payout plan as a manifest
// (published before anything is paid), each unlock's progress, and every payout with a shortened
// wallet, amount, unlock date and status, paged and searched by wallet on the server; a paid one links
// its batch's transaction and any earlier attempt that expired or failed before it was signed again.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatCount } from '@core/format/numbers';
import { formatDate, formatDateTime } from '@core/format/time';
import { formatTokenAmount } from '@core/format/tokens';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES } from '../../lib/distribution/labels';
import { $manifest, loadManifest, searchManifest } from '../../stores/payout-manifest';
import { Button } from '../ui/Button';
import { Pager } from '../ui/Pager';
import { Table, TableCell, TableRow } from '../ui/Table';
import { TextField } from '../ui/TextField';
import { ManifestTransactions } from './ManifestTransactions';

/** The payout manifest island (client:visible). */
export function PayoutManifest() {
  const { data, loading, error, q } = useStore($manifest);
  const [text, setText] = useState('');
  useEffect(() => void loadManifest(), []);
  const plan = data?.plan ?? null;
  const search = (event: FormEvent) => {
    event.preventDefault();
    void searchManifest(text);
  };

  return (
    <div className="flex flex-col gap-5" data-slot="payout-manifest">
      {error && <p role="alert" className="text-rose-300">{error}</p>}
      {!data && !error && <p role="status" className="min-h-6 text-gray-300">{loading ? 'Loading the payout manifest…' : '\u00a0'}</p>}
      {data && !plan && (
        <p className="text-gray-300" data-slot="manifest-pending">
          The payout plan is published here as soon as the team approves it, before any token is paid.
        </p>
      )}
      {data && plan && (
        <>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
              <dt className="text-gray-300">Approved</dt>
              <dd className="mt-1 font-semibold text-white">{formatDateTime(plan.approvedAt)}</dd>
            </div>
            <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
              <dt className="text-gray-300">To distribute</dt>
              <dd className="mt-1 font-semibold text-white" data-slot="manifest-total">{formatTokenAmount(plan.total)}</dd>
            </div>
            <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
              <dt className="text-gray-300">Wallets and payouts</dt>
              <dd className="mt-1 font-semibold text-white">{formatCount(plan.recipients)} wallets, {formatCount(plan.rows)} payouts</dd>
            </div>
            <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
              <dt className="text-gray-300">Plan hash (SHA-256)</dt>
              <dd className="mt-1 font-mono text-xs break-all text-white" data-slot="manifest-hash">{plan.planHash}</dd>
            </div>
          </dl>
          <Table caption="Unlocks of the payout plan" columns={['Unlock', 'Date', { label: 'MRDX', align: 'end' }, { label: 'Paid', align: 'end' }]} smallOnPhones>
            {plan.unlocks.map((unlock) => (
              <TableRow key={unlock.unlockAt} data-slot="manifest-unlock" data-unlock={unlock.number}>
                <TableCell>{unlock.number}</TableCell>
                <TableCell>{formatDate(unlock.unlockAt)}</TableCell>
                <TableCell align="end" mono>{formatTokenAmount(unlock.amount, { unit: false })}</TableCell>
                <TableCell align="end">
                  {formatCount(unlock.paidRows)} of {formatCount(unlock.rows)} payouts
                  <span className="block text-xs text-gray-400">{formatTokenAmount(unlock.paidAmount)}</span>
                </TableCell>
              </TableRow>
            ))}
          </Table>
          <form role="search" aria-label="Find your payouts" onSubmit={search} className="flex flex-wrap items-end gap-2">
            <TextField label="Your wallet address (or its first characters)" name="manifest-q" type="search" autoComplete="off" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} className="w-96 max-w-full" />
            <Button type="submit" variant="outline">
              Find
            </Button>
            {q && (
              <Button variant="outline" onClick={() => { setText(''); void searchManifest(''); }}>
                Show all
              </Button>
            )}
          </form>
          {/* A card per payout on phones. */}
          <Table caption="Payouts" columns={['Wallet', 'Unlock date', { label: 'MRDX', align: 'end' }, 'Status', 'Transaction']} stackOnPhones empty={data.items.length === 0 ? (q ? 'No payout for a wallet starting with these characters' : 'No payouts') : null}>
            {data.items.map((entry) => (
              <TableRow key={`${entry.wallet}-${entry.unlockAt}-${entry.amount.baseUnits}`} data-slot="manifest-entry" data-status={entry.status}>
                <TableCell mono>{entry.wallet}</TableCell>
                <TableCell>{formatDate(entry.unlockAt)}</TableCell>
                <TableCell align="end" mono>{formatTokenAmount(entry.amount, { unit: false })}</TableCell>
                <TableCell className={PAYOUT_STATUS_TONES[entry.status]}>{PAYOUT_STATUS_LABELS[entry.status]}</TableCell>
                <TableCell>
                  <ManifestTransactions signature={entry.signature} explorerUrl={entry.explorerUrl} expiredAttempts={entry.expiredAttempts} kind="payout" slot="manifest-tx-link" />
                </TableCell>
              </TableRow>
            ))}
          </Table>
          <Pager label="Payouts" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => void loadManifest({ page })} />
        </>
      )}
    </div>
  );
}
