// /ledger's refund manifest, beside the refund lookup: an approved refund plan (published before
// anything is paid; the newest, with a choice of the earlier ones when there are several) with its hash and approval time, per asset what it refunds, what is paid, held and
// still owed, and every line with its wallet, amount, why, status and the transaction that paid it
// (and any earlier attempt of its batch that expired or failed), paged and searched by wallet on the server.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatAssetDecimal } from '@core/asset-amount';
import { formatCount, formatCountOf } from '@core/format/numbers';
import { formatDateTime } from '@core/format/time';
import { owedDecimal, REFUND_LINE_STATUS_LABELS, REFUND_LINE_STATUS_TONES, REFUND_PLAN_STATUS_LABELS } from '../../lib/refunds/labels';
import { refundManifest, showRefundPlan } from '../../stores/refund-manifest';
import { Button } from '../ui/Button';
import { Pager } from '../ui/Pager';
import { Select } from '../ui/Select';
import { Table, TableCell, TableRow } from '../ui/Table';
import { TextField } from '../ui/TextField';
import { ManifestTransactions } from './ManifestTransactions';

/** The refund manifest island (client:visible). */
export function RefundManifest() {
  const { data, loading, error, q } = useStore(refundManifest.$state);
  const [text, setText] = useState('');
  useEffect(() => void refundManifest.load(), []);
  const plan = data?.plan ?? null;
  const search = (event: FormEvent) => {
    event.preventDefault();
    void refundManifest.search(text);
  };

  return (
    <div className="flex flex-col gap-5" data-slot="refund-manifest">
      {error && <p role="alert" className="text-rose-300">{error}</p>}
      {!data && !error && <p role="status" className="min-h-6 text-gray-300">{loading ? 'Loading the refund manifest…' : '\u00a0'}</p>}
      {data && !plan && (
        <p className="text-gray-300" data-slot="refund-manifest-pending">
          When the team refunds in batches, the refund plan is published here as soon as it is approved, before anything is paid.
        </p>
      )}
      {data && plan && (
        <>
          {data.plans.length > 1 && (
            <Select
              id="refund-manifest-plan"
              label="Refund plan"
              className="w-full max-w-xl"
              hint="Approved plans, newest first: the status of the one shown is below"
              options={data.plans.map((option, index) => ({
                value: option.id,
                label: `${formatDateTime(option.approvedAt)} · ${formatCountOf(option.lines, 'refund')} · ${index === 0 ? 'latest' : REFUND_PLAN_STATUS_LABELS[option.status].toLowerCase()}`,
              }))}
              value={plan.id}
              onChange={(event) => void showRefundPlan(event.target.value)}
            />
          )}
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
              <dt className="text-gray-300">Approved</dt>
              <dd className="mt-1 font-semibold text-white">
                {formatDateTime(plan.approvedAt)}
                <span className="block text-xs font-normal text-gray-300" data-slot="refund-manifest-status">{REFUND_PLAN_STATUS_LABELS[plan.status]}: {plan.status === 'finished' ? 'every refund paid or held' : 'being paid'}</span>
              </dd>
            </div>
            <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4">
              <dt className="text-gray-300">Wallets and refunds</dt>
              <dd className="mt-1 font-semibold text-white">{formatCount(plan.wallets)} wallets, {formatCount(plan.lines)} refunds</dd>
            </div>
            <div className="rounded-xl border border-gray-800 bg-gray-900/80 p-4 sm:col-span-2 lg:col-span-1">
              <dt className="text-gray-300">Plan hash (SHA-256)</dt>
              <dd className="mt-1 font-mono text-xs break-all text-white" data-slot="refund-manifest-hash">{plan.planHash}</dd>
            </div>
          </dl>
          <Table caption="Refunds by currency" columns={['Currency', { label: 'To refund', align: 'end' }, { label: 'Paid', align: 'end' }, { label: 'Held', align: 'end' }, { label: 'Still owed', align: 'end' }]} smallOnPhones>
            {plan.totals.map((total) => (
              <TableRow key={total.asset} data-slot="refund-manifest-total" data-asset={total.asset}>
                <TableCell>{total.asset}</TableCell>
                <TableCell align="end" mono>{formatAssetDecimal(total.amount.amount, total.asset)}</TableCell>
                <TableCell align="end">
                  <span className="font-mono">{formatAssetDecimal(total.paidAmount.amount, total.asset)}</span>
                  <span className="block text-xs text-gray-300">{formatCount(total.paidLines)} of {formatCount(total.lines)} refunds</span>
                </TableCell>
                <TableCell align="end" mono>{formatAssetDecimal(total.heldAmount.amount, total.asset)}</TableCell>
                <TableCell align="end" mono>
                  <span data-slot="refund-manifest-owed" data-asset={total.asset}>{formatAssetDecimal(owedDecimal(total), total.asset)}</span>
                </TableCell>
              </TableRow>
            ))}
          </Table>
          <form role="search" aria-label="Find your refund" onSubmit={search} className="flex flex-wrap items-end gap-2">
            <TextField label="Search refunds by wallet" hint="Your wallet address, or its first characters" name="refund-manifest-q" type="search" autoComplete="off" spellCheck={false} value={text} onChange={(e) => setText(e.target.value)} className="w-96 max-w-full" />
            <Button type="submit" variant="outline">
              Search refunds
            </Button>
            {q && (
              <Button variant="outline" onClick={() => { setText(''); void refundManifest.search(''); }}>
                Show all refunds
              </Button>
            )}
          </form>
          {/* A card per refund on phones. */}
          <Table caption="Refunds of the plan" columns={['Wallet', { label: 'Amount', align: 'end' }, 'Why', 'Status', 'Transaction']} stackOnPhones empty={data.items.length === 0 ? (q ? 'No refund for a wallet starting with these characters' : 'No refunds') : null}>
            {data.items.map((entry) => (
              <TableRow key={`${entry.wallet}-${entry.asset}`} data-slot="refund-manifest-line" data-status={entry.status}>
                <TableCell mono>{entry.wallet}</TableCell>
                <TableCell align="end" mono>{formatAssetDecimal(entry.amount.amount, entry.asset)}</TableCell>
                <TableCell>{entry.reasons.join('; ')}</TableCell>
                <TableCell className={REFUND_LINE_STATUS_TONES[entry.status]}>
                  {REFUND_LINE_STATUS_LABELS[entry.status]}
                  {entry.paidAt && <span className="block text-xs text-gray-300">{formatDateTime(entry.paidAt)}</span>}
                </TableCell>
                <TableCell>
                  <ManifestTransactions signature={entry.signature} explorerUrl={entry.explorerUrl} expiredAttempts={entry.expiredAttempts} kind="refund" slot="refund-manifest-tx-link" />
                </TableCell>
              </TableRow>
            ))}
          </Table>
          <Pager label="Refunds" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => void refundManifest.load({ page })} />
        </>
      )}
    </div>
  );
}
