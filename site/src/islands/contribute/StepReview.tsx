// Wizard step 3, Review & Confirm: the summary, how the payment is made so that it is matched (the
// wallet or the Solana Pay QR, both with the reference; the treasury shown for checking only), the token
// facts, the newsletter and terms checkboxes.
import { useId } from 'react';
import type { CryptoRates, SaleInfo } from '@core/api/sale';
import { FieldError } from './FieldError';
import { formatUsd } from '@core/format/money';
import { quoteIn, selectedAsset } from './wizard-asset';
import type { StablecoinRules } from './use-stablecoin-rules';
import { describedBy } from './ui';
import type { WizardErrors, WizardValues } from './wizard-form';
import { TokenBreakdown } from '../ui/TokenBreakdown';

type StepReviewProps = {
  values: WizardValues;
  errors: WizardErrors;
  sale: SaleInfo;
  rates: CryptoRates | null;
  stablecoinRules: StablecoinRules | null;
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
export function StepReview({ values, errors, sale, rates, stablecoinRules, onChange }: StepReviewProps) {
  const id = useId();
  const asset = selectedAsset(values.currency, sale);
  const quote = quoteIn(asset, values.amount, rates, sale.phase, stablecoinRules);
  const amount = values.amount.trim();
  return (
    <div className="space-y-5 text-sm">
      <dl data-slot="review-summary">
        <Row label="Email">{values.email.trim()}</Row>
        <Row label="Wallet Address">
          <span className="font-mono">{values.walletAddress}</span>
        </Row>
        <Row label="Payment Method">
          {asset.name} ({asset.symbol})
        </Row>
        <Row label="Amount">
          {amount} {asset.symbol}
        </Row>
        <Row label="USD Value">{quote ? formatUsd(quote.usdCents) : '—'}</Row>
        <Row label="Tokens" slot="review-tokens">{quote ? <TokenBreakdown base={quote.tokens} bonus={quote.bonus} /> : '—'}</Row>
      </dl>

      <section aria-labelledby={`${id}-pay`} className="rounded-lg border border-white/15 p-4" data-slot="how-to-pay">
        <h4 id={`${id}-pay`} className="font-semibold text-slate-100">How you pay</h4>
        <p className="mt-2 text-slate-200">
          After you confirm, your connected wallet asks you to approve exactly <strong>{amount} {asset.symbol}</strong>; without one, scan
          the Solana Pay QR code shown next (or open its link) in your wallet. Both carry your contribution's reference, which is how the payment is
          matched to you.
        </p>
        <h4 id={`${id}-treasury`} className="mt-4 font-semibold text-slate-100">Treasury Wallet Address</h4>
        <code data-slot="treasury-address" className="mt-1 block font-mono break-all text-cyan-200">{sale.treasury}</code>
        <p className="mt-2 text-slate-300">
          Shown so you can check the recipient your wallet displays. Do not send to it by hand: a transfer typed by hand carries no reference and
          cannot be matched to this contribution automatically.
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
