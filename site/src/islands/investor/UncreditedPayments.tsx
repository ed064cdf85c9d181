// "Payments not credited and refunds" under the investor's contributions: transfers from their wallets
// that credited no contribution and what happens to each (under review, refund due and why, credited,
// refunded with the refund's explorer link), and contributions owed back or refunded after a sale that
// closed below its soft cap. Hidden while there is none.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import type { InvestorPaymentRow } from '@core/api/reconciliation';
import { formatAssetDecimal, withUsdValue } from '@core/asset-amount';
import { cn } from '../../lib/ui/cn';
import { $investorPayments, loadInvestorPayments } from '../../stores/investor-payments';
import { formatDateTime } from '@core/format/time';
import { Pager } from '../ui/Pager';
import { shorten } from './labels';

const STATUS_CLASSES: Record<InvestorPaymentRow['status'], string> = {
  open: 'border-amber-500/50 bg-amber-950/60 text-amber-200',
  refund_due: 'border-sky-500/50 bg-sky-950/60 text-sky-200',
  credited: 'border-emerald-500/50 bg-emerald-950/60 text-emerald-200',
  refunded: 'border-slate-400/50 bg-slate-800/80 text-slate-100',
};

function TxLink({ href, signature, what }: { href: string; signature: string; what: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-mono text-cyan-300 underline hover:text-cyan-200">
      {shorten(signature)}
      <span className="sr-only"> ({what} on Solana Explorer)</span>
    </a>
  );
}

/** One payment or contribution: its status, time, amount in its asset (with its USD value when known), what happens to it. */
export function PaymentItem({ row }: { row: InvestorPaymentRow }) {
  return (
    <li data-slot="uncredited-payment" data-status={row.status} data-signature={row.signature} className="rounded-lg border border-slate-700 bg-slate-950/60 p-4 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-semibold', STATUS_CLASSES[row.status])}>{row.label}</span>
        <span className="text-gray-200">{formatDateTime(row.time)}</span>
        <span className="font-mono text-white" data-slot="payment-amount">{withUsdValue(formatAssetDecimal(row.amount, row.asset), row.usd)}</span>
        <TxLink href={row.explorerUrl} signature={row.signature} what={row.kind === 'contribution' ? 'contribution' : 'payment'} />
      </div>
      <p className="mt-2 text-gray-200" data-slot="payment-message">{row.message}</p>
      {row.refundSignature && row.refundExplorerUrl && (
        <p className="mt-1 text-gray-200" data-slot="refund-link">
          Refund transaction: <TxLink href={row.refundExplorerUrl} signature={row.refundSignature} what="refund" />
        </p>
      )}
    </li>
  );
}

/** The section; `reloadKey` changes whenever the dashboard reloads, so this list follows it. */
export function UncreditedPayments({ reloadKey }: { reloadKey: unknown }) {
  const state = useStore($investorPayments);
  useEffect(() => void loadInvestorPayments(), [reloadKey]);

  if (state.status === 'error') return <p role="alert" className="mt-6 text-sm text-rose-200">{state.message}</p>;
  if (state.status !== 'ready' || state.data.total === 0) return null;
  const { items, page, pageSize, total } = state.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-labelledby="uncredited-payments-title" className="mt-8 flex flex-col gap-3" data-slot="uncredited-payments">
      <h3 id="uncredited-payments-title" className="text-lg font-semibold text-white">Payments not credited and refunds</h3>
      <p className="text-sm text-gray-300">Transfers from your wallets that did not match a contribution, refunds, and what happens to each.</p>
      <ul className="flex flex-col gap-3">
        {items.map((row) => (
          <PaymentItem key={row.id} row={row} />
        ))}
      </ul>
      {pages > 1 && (
        <Pager label="Payments not credited and refunds" page={page} pageSize={pageSize} total={total} onPage={(next) => void loadInvestorPayments(next)} />
      )}
    </section>
  );
}
