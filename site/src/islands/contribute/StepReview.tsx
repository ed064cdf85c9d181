// Wizard step 3, Review & Confirm: the summary, where the SOL goes, the token facts, the newsletter
// and terms checkboxes.
import { useId } from 'react';
import { ACCEPTED_CURRENCY } from '@core/sale-config';
import type { CryptoRates, SaleInfo } from '@core/api/sale';
import { CopyButton } from '../ui/CopyButton';
import { FieldError } from './FieldError';
import { formatUsd } from '@core/format/money';
import { quoteSol } from './quote';
import { describedBy } from './ui';
import type { WizardErrors, WizardValues } from './wizard-form';
import { TokenBreakdown } from '../ui/TokenBreakdown';

type StepReviewProps = {
  values: WizardValues;
  errors: WizardErrors;
  sale: SaleInfo;
  rates: CryptoRates | null;
  onChange: (patch: Partial<WizardValues>) => void;
};

function Row({ label, slot, children }: { label: string; slot?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-white/10 py-2 sm:flex-row sm:justify-between">
      <dt className="text-slate-300">{label}</dt>
      <dd className="font-medium break-all text-white sm:text-right" data-slot={slot}>{children}</dd>
    </div>
  );
}

/** Shows what will happen and collects the two consents. */
export function StepReview({ values, errors, sale, rates, onChange }: StepReviewProps) {
  const id = useId();
  const quote = quoteSol(values.amount, rates?.rates.sol ?? null, sale.phase);
  const amount = values.amount.trim();
  return (
    <div className="space-y-5 text-sm">
      <dl data-slot="review-summary">
        <Row label="Email">{values.email.trim()}</Row>
        <Row label="Wallet Address">
          <span className="font-mono">{values.walletAddress}</span>
        </Row>
        <Row label="Payment Method">
          {ACCEPTED_CURRENCY.label} ({ACCEPTED_CURRENCY.symbol})
        </Row>
        <Row label="Amount">
          {amount} {ACCEPTED_CURRENCY.symbol}
        </Row>
        <Row label="USD Value">{quote ? formatUsd(quote.usdCents) : '—'}</Row>
        <Row label="Tokens" slot="review-tokens">{quote ? <TokenBreakdown base={quote.tokens} bonus={quote.bonus} /> : '—'}</Row>
      </dl>

      <section aria-labelledby={`${id}-treasury`} className="rounded-lg border border-white/15 p-4">
        <h4 id={`${id}-treasury`} className="font-semibold text-slate-100">Treasury Wallet Address</h4>
        <div className="mt-2 flex items-center gap-2">
          <code data-slot="treasury-address" className="flex-1 font-mono break-all text-cyan-200">{sale.treasury}</code>
          <CopyButton value={sale.treasury} toastTitle="Address Copied" toastDescription="Treasury wallet address copied to clipboard" aria-label="Copy treasury wallet address" />
        </div>
        <p className="mt-3 text-slate-200">
          Send exactly <strong>{amount} {ACCEPTED_CURRENCY.symbol}</strong> to this address. Your wallet, or the Solana Pay QR code shown after you
          confirm, sends exactly this amount with your contribution's reference.
        </p>
      </section>

      <p role="note" className="rounded-lg border border-amber-400/40 bg-amber-950/30 p-4 text-amber-100">
        Tokens are distributed to your wallet after the ICO concludes.
      </p>

      <section aria-labelledby={`${id}-token`} className="rounded-lg border border-white/15 p-4">
        <h4 id={`${id}-token`} className="font-semibold text-slate-100">{sale.token.symbol} Token Contract Address</h4>
        <code className="mt-2 block font-mono break-all text-slate-200">{sale.token.mint}</code>
        <p className="mt-2 text-slate-300">The {sale.token.symbol} token has {sale.token.decimals} decimals.</p>
      </section>

      <div className="space-y-3">
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-violet-500"
            checked={values.newsletterSubscribed}
            onChange={(event) => onChange({ newsletterSubscribed: event.target.checked })}
          />
          <span>Subscribe to the newsletter for sale updates</span>
        </label>
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-violet-500"
              checked={values.agreeToTerms}
              onChange={(event) => onChange({ agreeToTerms: event.target.checked })}
              {...describedBy(`${id}-terms-error`, errors.agreeToTerms)}
            />
            <span>
              I agree to the{' '}
              <a href="/terms" target="_blank" rel="noopener" className="link">
                terms and conditions
              </a>
            </span>
          </label>
          <FieldError id={`${id}-terms-error`} message={errors.agreeToTerms} />
        </div>
      </div>
    </div>
  );
}
