// What happens after Confirm, step by step (waiting for signature, sent, confirming, credited), with
// an aria-live status line, the signature to copy or open, and the way forward after a failure.
import { formatAssetDecimal } from '@core/asset-amount';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { SolanaPayPanel } from './SolanaPayPanel';
import { Spinner } from '../ui/Spinner';
import { formatUsd } from '@core/format/money';
import { unitsFromMrdx } from '@core/format/tokens';
import type { PaymentState } from '../../lib/sale/payment-flow';
import { Button, buttonVariants } from '../ui/Button';
import { TokenBreakdown } from '../ui/TokenBreakdown';

// A signature exists only once a wallet sent the payment: its line (copy, explorer link) loads then, not
// with the flow (a declined or Solana Pay payment never shows one).
const SignatureLine = lazy(() => import('../ui/SignatureLine').then((module) => ({ default: module.SignatureLine })));

type PaymentPanelProps = {
  state: Exclude<PaymentState, { kind: 'idle' }>;
  cluster: string;
  walletName: string | null;
  /** The wallet address the intent was made for: the only one whose payment counts. */
  payer: string;
  onShowQr: () => void;
  onBack: () => void;
};

const STAGES = ['Waiting for signature', 'Sent', 'Confirming', 'Credited'] as const;

function stageOf(state: PaymentPanelProps['state']): number {
  switch (state.kind) {
    case 'creating':
    case 'signing':
    case 'awaiting-payment':
      return 0;
    case 'sent':
      return 1;
    case 'confirming':
      return 2;
    case 'credited':
      return 3;
    case 'failed':
      return -1;
  }
}

function statusLine(state: PaymentPanelProps['state'], walletName: string | null): string {
  switch (state.kind) {
    case 'creating':
      return 'Preparing your contribution…';
    case 'signing':
      return `Waiting for your signature in ${walletName ?? 'your wallet'}…`;
    case 'awaiting-payment':
      return 'Waiting for your payment. This page updates by itself once the transfer arrives.';
    case 'sent':
      return 'Transaction sent. Waiting for the Solana network to confirm it…';
    case 'confirming':
      return 'Transaction seen on chain. Confirming it is final…';
    case 'credited':
      return 'Contribution credited. Thank you!';
    case 'failed':
      return `Contribution failed: ${state.reason}`;
  }
}

/** The live view of one contribution payment. */
export function PaymentPanel({ state, cluster, walletName, payer, onShowQr, onBack }: PaymentPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const stage = stageOf(state);
  const signature = 'signature' in state ? state.signature : undefined;
  const waiting = state.kind !== 'failed' && state.kind !== 'credited';
  // The server's figures once it reports the contribution, else the intent's (what was priced and paid).
  const credited = state.kind !== 'credited' ? null : state.contribution ?? state.intent;
  return (
    <section data-slot="payment-panel" data-state={state.kind} aria-labelledby="payment-panel-heading" className="space-y-4">
      <h3 id="payment-panel-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-white outline-none">
        {state.kind === 'credited' ? 'Contribution Credited' : state.kind === 'failed' ? 'Contribution Not Completed' : 'Completing Your Contribution'}
      </h3>
      <ol className="flex flex-wrap gap-2 text-xs" aria-label="Payment progress">
        {STAGES.map((stageLabel, index) => {
          const label = index === 0 && state.kind === 'awaiting-payment' ? 'Waiting for payment' : stageLabel;
          return (
          <li
            key={label}
            aria-current={index === stage ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${index < stage || stage === 3 ? 'bg-emerald-500/20 text-emerald-200' : index === stage ? 'bg-cyan-500/20 text-cyan-100' : 'bg-white/5 text-slate-300'}`}
          >
            {label}
          </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" data-slot="payment-status" className={`flex items-center gap-2 ${state.kind === 'failed' ? 'text-red-200' : 'text-slate-100'}`}>
        {waiting && <Spinner />}
        {statusLine(state, walletName)}
      </p>

      {state.kind === 'failed' && state.cause === 'wallet-rejected' && <p className="text-sm text-slate-300">Your wallet did not send anything, so nothing left it.</p>}
      {state.kind === 'failed' && (state.cause === 'send' || state.cause === 'post') && (
        <p className="text-sm text-amber-200">
          If your wallet did send the transaction, nothing is lost: we keep watching the chain for it and will credit it automatically. This page keeps
          checking.
        </p>
      )}

      {state.kind === 'awaiting-payment' && <SolanaPayPanel intent={state.intent} payer={payer} walletTried={walletName !== null} />}
      {signature && (
        <Suspense fallback={null}>
          <SignatureLine signature={signature} cluster={cluster} />
        </Suspense>
      )}

      {credited && (
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-emerald-950/30 p-4 text-sm">
          <div>
            <dt className="text-slate-300">Amount</dt>
            <dd className="font-semibold text-white">{formatAssetDecimal(credited.amount, credited.asset)}</dd>
          </div>
          <div>
            <dt className="text-slate-300">USD Value</dt>
            <dd className="font-semibold text-white">{formatUsd(credited.usd)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-300">Tokens</dt>
            <dd className="font-semibold text-white" data-slot="credited-tokens">
              <TokenBreakdown base={unitsFromMrdx(credited.tokens)} bonus={unitsFromMrdx(credited.bonusTokens)} />
            </dd>
          </div>
        </dl>
      )}

      <div className="flex flex-wrap gap-2">
        {(state.kind === 'signing' || (state.kind === 'failed' && (state.cause === 'wallet-rejected' || state.cause === 'send'))) && (
          <Button type="button" variant="outline" onClick={onShowQr}>
            Pay with another wallet / QR
          </Button>
        )}
        {state.kind === 'credited' && (
          <a className={buttonVariants({ variant: 'outline' })} href={`/payment-success?intent=${encodeURIComponent(state.intent.intentId)}`}>
            View contribution details
          </a>
        )}
        {(state.kind === 'failed' || state.kind === 'awaiting-payment' || state.kind === 'credited') && (
          <Button variant={state.kind === 'credited' ? 'primary' : 'outline'} onClick={onBack}>
            {state.kind === 'credited' ? 'Make Another Contribution' : 'Back to the form'}
          </Button>
        )}
      </div>
    </section>
  );
}
