// Wizard step 2, Choose Payment Method: currency (SOL only), minimum requirements, amount and a live
// summary of its USD value and estimated tokens at the current phase price.
import { useId } from 'react';
import { ACCEPTED_CURRENCY, AMOUNT_INPUT, PHASES } from '@core/sale-config';
import type { CryptoRates, SaleInfo } from '@core/api/sale';
import { FieldError } from './FieldError';
import { formatUsdPrice, formatUsdWhole } from '@core/format/money';
import { QuoteFigures, phasePriceText } from './QuoteFigures';
import { quoteSol, solEquivalent } from './quote';
import { INPUT, LABEL, describedBy } from './ui';
import type { WizardErrors, WizardValues } from './wizard-form';

type StepPaymentProps = {
  values: WizardValues;
  errors: WizardErrors;
  sale: SaleInfo;
  rates: CryptoRates | null;
  onChange: (patch: Partial<WizardValues>) => void;
};

/** Collects the currency and the SOL amount. */
export function StepPayment({ values, errors, sale, rates, onChange }: StepPaymentProps) {
  const id = useId();
  const solUsd = rates?.rates.sol ?? null;
  const phase = PHASES[sale.phase];
  const quote = quoteSol(values.amount, solUsd, sale.phase);
  const minimums = [PHASES.WHITELIST, PHASES.ICO];
  return (
    <div className="space-y-5">
      <fieldset aria-describedby={errors.currency ? `${id}-currency-error` : undefined}>
        <legend className={LABEL}>Cryptocurrency</legend>
        <label className="mt-2 flex w-fit cursor-pointer items-center gap-3 rounded-lg border border-violet-400/50 bg-violet-950/30 px-4 py-2">
          <input
            type="radio"
            name={`${id}-currency`}
            value={ACCEPTED_CURRENCY.value}
            checked={values.currency === ACCEPTED_CURRENCY.value}
            onChange={() => onChange({ currency: ACCEPTED_CURRENCY.value })}
            className="accent-violet-500"
          />
          <span className="font-medium text-violet-200">{ACCEPTED_CURRENCY.label}</span>
          <span className="text-sm text-slate-300">{ACCEPTED_CURRENCY.symbol}</span>
        </label>
        <FieldError id={`${id}-currency-error`} message={errors.currency} />
      </fieldset>

      <section aria-labelledby={`${id}-minimums`} data-slot="minimum-requirements" className="rounded-lg border border-white/15 p-4 text-sm">
        <h4 id={`${id}-minimums`} className="font-semibold text-slate-100">Minimum Contribution Requirements</h4>
        <ul className="mt-2 space-y-1 text-slate-200">
          {minimums.map((item) => {
            const sol = solEquivalent(item.minContributionUSD, solUsd);
            return (
              <li key={item.name}>
                {item.label}: {formatUsdWhole(item.minContributionUSD)} USD{sol ? ` (≈${sol} SOL)` : ''}
                {item.name === sale.phase && <span className="ml-2 rounded bg-cyan-500/20 px-1.5 py-0.5 text-xs text-cyan-200">current phase</span>}
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-slate-300">
          Current SOL price: {solUsd === null ? 'unavailable' : formatUsdPrice(solUsd)}
          {rates?.stale && <span className="ml-2 rounded bg-amber-500/20 px-1.5 py-0.5 text-xs text-amber-200">stale: last known price</span>}
        </p>
      </section>

      <div>
        <label htmlFor={`${id}-amount`} className={LABEL}>
          Amount (SOL)
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="decimal"
          step={AMOUNT_INPUT.step}
          min={AMOUNT_INPUT.min}
          max={AMOUNT_INPUT.max}
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
