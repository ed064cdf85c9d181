// /payment-success?intent=<id>: the credited contribution of an intent (amount, USD, tokens, phase,
// signature, vesting dates) or, until the server credits it, its pending state (polled).
import { formatAssetDecimal } from '@core/asset-amount';
import { useEffect, useMemo, useState } from 'react';
import { PHASES, TIMINGS } from '@core/sale-config';
import { useStore } from '@nanostores/react';
import type { IntentStatusReport } from '@core/api/contributions';
import { fetchIntentStatus } from '../../lib/api/contributions';
import { $sale, loadSale } from '../../stores/sale';
import { SignatureLine } from '../ui/SignatureLine';
import { Spinner } from '../ui/Spinner';
import { mountNoticeView } from '../../lib/notices/notice-view';
import { formatUsd } from '@core/format/money';
import { formatPercent } from '@core/format/numbers';
import { formatDate } from '@core/format/time';
import { unitsFromMrdx } from '@core/format/tokens';
import { Table, TableCell, TableRow } from '../ui/Table';
import { TokenBreakdown } from '../ui/TokenBreakdown';

const FINAL = new Set(['credited', 'rejected', 'expired']);

/** Shows where one contribution stands. */
export function PaymentSuccess() {
  const intentId = useMemo(() => new URLSearchParams(window.location.search).get('intent')?.trim() || null, []);
  const [report, setReport] = useState<IntentStatusReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sale = useStore($sale);

  useEffect(() => {
    mountNoticeView();
    void loadSale();
  }, []);

  useEffect(() => {
    if (!intentId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const load = () =>
      fetchIntentStatus(intentId)
        .then((next) => {
          if (!live) return;
          setReport(next);
          setError(null);
          if (!FINAL.has(next.status)) timer = setTimeout(load, TIMINGS.paymentPollMs);
        })
        .catch((caught: { status?: number; reason?: string }) => {
          if (!live) return;
          if (caught.status === 404) return setError('No contribution was found for this link.');
          setError(caught.reason || 'The contribution status could not be loaded.');
          // A malformed link will not get better; a network or server hiccup may.
          if (!caught.status || caught.status >= 500 || caught.status === 429) timer = setTimeout(load, TIMINGS.paymentPollMs);
        });
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [intentId]);

  const cluster = sale?.cluster ?? 'mainnet-beta';
  if (!intentId) return <Message tone="alert">This page needs a contribution link. <a className="text-cyan-300 underline" href="/#contribute">Make a contribution</a>.</Message>;
  if (error && !report) return <Message tone="alert">{error}</Message>;
  if (!report) return <p role="status" className="flex items-center gap-2 text-slate-200"><Spinner /> Loading your contribution…</p>;

  const contribution = report.contribution;
  return (
    <section aria-labelledby="result-title" data-slot="payment-result" data-status={report.status} className="rounded-2xl border border-white/10 bg-slate-900/70 p-6">
      <h2 id="result-title" className="text-2xl font-semibold text-white">
        {report.status === 'credited' ? 'Contribution Credited' : report.status === 'rejected' || report.status === 'expired' ? 'Contribution Not Credited' : 'Payment Pending'}
      </h2>
      <p role="status" aria-live="polite" className="mt-2 flex items-center gap-2 text-slate-200">
        {!FINAL.has(report.status) && <Spinner />}
        {report.status === 'pending' && 'Waiting for your payment to reach the Solana network. This page updates by itself.'}
        {report.status === 'seen' && 'Your transaction is on chain and being confirmed.'}
        {report.status === 'credited' &&
          (contribution?.mail === 'receipt'
            ? 'Thank you! Your contribution is credited. A receipt has been sent to your email.'
            : 'Thank you! Your contribution is credited. Check your email for your investor dashboard access.')}
        {report.status === 'rejected' && `This payment could not be credited: ${report.reason ?? 'it did not match the contribution'}.`}
        {report.status === 'expired' && 'This payment request expired before a matching payment arrived. Nothing was credited.'}
      </p>
      {contribution && (
        <>
          <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-3">
            <Item label="Amount">{formatAssetDecimal(contribution.amount, contribution.asset)}</Item>
            <Item label="USD Value">{formatUsd(contribution.usd)}</Item>
            <Item label="Phase">{PHASES[contribution.phase]?.label ?? contribution.phase}</Item>
            <Item label="Tokens" slot="result-tokens" className="sm:col-span-3">
              <TokenBreakdown base={unitsFromMrdx(contribution.tokens)} bonus={unitsFromMrdx(contribution.bonusTokens)} />
            </Item>
          </dl>
          {contribution.vesting.length > 0 && (
            <section aria-labelledby="vesting-title" className="mt-5">
              <h3 id="vesting-title" className="font-semibold text-slate-100">Token unlock schedule</h3>
              <Table caption="Token unlock schedule" columns={['Date', 'Unlocked']} density="tight" className="mt-2">
                {contribution.vesting.map((unlock) => (
                  <TableRow key={unlock.date}>
                    <TableCell>{formatDate(unlock.date)}</TableCell>
                    <TableCell>{formatPercent(unlock.percent)}</TableCell>
                  </TableRow>
                ))}
              </Table>
            </section>
          )}
        </>
      )}
      {(contribution?.signature ?? report.signature) && <SignatureLine signature={(contribution?.signature ?? report.signature)!} cluster={cluster} />}
      <p className="mt-5 text-sm">
        <a className="text-cyan-300 underline" href="/dashboard">Go to your dashboard</a>
        <span className="mx-2 text-slate-500">·</span>
        <a className="text-cyan-300 underline" href="/#contribute">Make another contribution</a>
      </p>
    </section>
  );
}

function Item({ label, slot, className, children }: { label: string; slot?: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={className} data-slot={slot}>
      <dt className="text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold text-white">{children}</dd>
    </div>
  );
}

function Message({ tone, children }: { tone: 'alert'; children: React.ReactNode }) {
  return <p role={tone} className="rounded-2xl border border-white/10 bg-slate-900/70 p-6 text-slate-200">{children}</p>;
}
