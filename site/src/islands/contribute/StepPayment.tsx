// Wizard step 2, Choose Payment Method: the currency (SOL, and the stablecoins this cluster's sale
// takes), minimum requirements, amount and a live summary of its USD value and estimated tokens at the
// current phase price. A stablecoin counts as $1.00; its market price is shown beside it, and while it
// is off its peg the wizard says it is paused, as the server does.
import { useId } from 'react';
import { AMOUNT_INPUT, PHASES } from '@core/sale-config';
import type { CryptoRates, SaleInfo } from '@core/api/sale';
import { FieldError } from './FieldError';
import { formatUsdPrice, formatUsdWhole } from '@core/format/money';
import { QuoteFigures, phasePriceText } from './QuoteFigures';
import { solEquivalent } from './quote';
import { quoteIn, selectedAsset } from './wizard-asset';
import type { StablecoinRules } from './use-stablecoin-rules';
import { INPUT, LABEL, describedBy } from './ui';
import type { WizardErrors, WizardValues } from './wizard-form';

type StepPaymentProps = {
  values: WizardValues;
  errors: WizardErrors;
  sale: SaleInfo;
  rates: CryptoRates | null;
  /** The stablecoin rules, once a stablecoin was chosen (use-stablecoin-rules.ts). */
  stablecoinRules: StablecoinRules | null;
  onChange: (patch: Partial<WizardValues>) => void;
};

/** Collects the currency and the amount in it. */
export function StepPayment({ values, errors, sale, rates, stablecoinRules, onChange }: StepPaymentProps) {
  const id = useId();
  const solUsd = rates?.rates.sol ?? null;
  const phase = PHASES[sale.phase];
  const asset = selectedAsset(values.currency, sale);
  const isSol = asset.symbol === 'SOL';
  const quote = quoteIn(asset, values.amount, rates, sale.phase, stablecoinRules);
  const minimums = [PHASES.WHITELIST, PHASES.ICO];
  return (
    <div className="space-y-5">
      <fieldset aria-describedby={errors.currency ? `${id}-currency-error` : undefined}>
        <legend className={LABEL}>Cryptocurrency</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {sale.assets.map((offered) => {
            const value = offered.symbol.toLowerCase();
            const checked = asset.symbol === offered.symbol;
            return (
              <label
                key={offered.symbol}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-white/15 px-4 py-2 has-checked:border-violet-400/50 has-checked:bg-violet-950/30"
              >
                <input
                  type="radio"
                  name={`${id}-currency`}
                  value={value}
                  checked={checked}
                  onChange={() => onChange({ currency: value })}
                  className="accent-violet-500"
                />
                <span className="font-medium text-violet-200">{offered.name}</span>
                <span className="text-sm text-slate-300">{offered.symbol}</span>
              </label>
            );
          })}
        </div>
        <FieldError id={`${id}-currency-error`} message={errors.currency} />
      </fieldset>

      <section aria-labelledby={`${id}-minimums`} data-slot="minimum-requirements" className="rounded-lg border border-white/15 p-4 text-sm">
        <h4 id={`${id}-minimums`} className="font-semibold text-slate-100">Minimum Contribution Requirements</h4>
        <ul className="mt-2 space-y-1 text-slate-200">
          {minimums.map((item) => {
            // A stablecoin's minimum is its USD amount (1 coin = $1.00, said below); SOL's is converted.
            const sol = isSol ? solEquivalent(item.minContributionUSD, solUsd) : null;
            const equivalent = sol ? ` (≈${sol} SOL)` : '';
            return (
              <li key={item.name}>
                {item.label}: {formatUsdWhole(item.minContributionUSD)} USD{equivalent}
                {item.name === sale.phase && <span className="ml-2 rounded bg-cyan-500/20 px-1.5 py-0.5 text-xs text-cyan-200">current phase</span>}
              </li>
            );
          })}
        </ul>
        {isSol ? (
          <p className="mt-2 text-slate-300">
            Current SOL price: {solUsd === null ? 'unavailable' : formatUsdPrice(solUsd)}
            {rates?.stale && <span className="ml-2 rounded bg-amber-500/20 px-1.5 py-0.5 text-xs text-amber-200">stale: last known price</span>}
          </p>
        ) : (
          asset.symbol !== 'SOL' && stablecoinRules && <stablecoinRules.StablecoinPriceNote symbol={asset.symbol} rates={rates} />
        )}
      </section>

      <div>
        <label htmlFor={`${id}-amount`} className={LABEL}>
          Amount ({asset.symbol})
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          step={AMOUNT_INPUT.step}
          min={AMOUNT_INPUT.min}
          max={isSol ? AMOUNT_INPUT.max : undefined}
          className={INPUT}
          value={values.amount}
          placeholder="0.000"
          onChange={(event) => onChange({ amount: event.target.value })}
          {...describedBy(`${id}-amount-error`, errors.amount)}
        />
        <FieldError id={`${id}-amount-error`} message={errors.amount} />
      </div>

      <div className="rounded-lg bg-white/5 p-4 text-sm">
        <QuoteFigures quote={quote} tokensLabel="Estimated Tokens" data-slot="contribution-summary" className="sm:grid-cols-2" />
        <p className="mt-2 text-xs text-slate-400">
          {phase.label} price: {phasePriceText(sale.phase)}.
        </p>
      </div>
    </div>
  );
}
