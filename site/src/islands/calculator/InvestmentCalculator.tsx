// The investment calculator island (/ico): an amount in a currency,
// its USD value and MRDX at the current phase price, 2x/5x/10x projections, and Invest Now.
import { useId, useState } from 'react';
import { PHASES } from '@core/sale-config';
import { formatTokenAmount } from '@core/sale-rules';
import { formatUsd } from '@core/format/money';
import { QuoteFigures, phasePriceText } from '../contribute/QuoteFigures';
import { orderAmountIssue, quoteCurrency, solForUsdCents } from '../contribute/quote';
import { INPUT, LABEL } from '../contribute/ui';
import { useSaleFacts } from '../contribute/use-sale-facts';
import { Button } from '../ui/Button';
import {
  CALCULATOR_CURRENCIES,
  CALCULATOR_DEFAULTS,
  PROJECTION_MULTIPLES,
  checkoutUrl,
  projectedValueCents,
  isCalculatorCurrency,
  parseCalculatorAmount,
  sliderRange,
  type CalculatorCurrency,
} from './calculator';

/** The calculator card. */
export function InvestmentCalculator() {
  const id = useId();
  const { sale, rates, ratesUnavailable } = useSaleFacts();
  const [currency, setCurrency] = useState<CalculatorCurrency>(CALCULATOR_DEFAULTS.currency);
  const [text, setText] = useState(String(CALCULATOR_DEFAULTS.amount));
  const amount = parseCalculatorAmount(text);
  const phase = sale?.phase ?? 'WHITELIST';
  const quote = quoteCurrency(amount, rates?.rates[currency], phase);
  const range = sliderRange(currency);
  const symbol = CALCULATOR_CURRENCIES.find((item) => item.value === currency)?.symbol ?? '';
  // The live per-person cap from the server (the admin may have changed it), as the wizard will apply it.
  const issue = quote && sale ? orderAmountIssue(quote.usdCents, rates?.rates.sol ?? null, phase, sale.whitelist.maxSolPerPerson) : null;
  const target = quote ? checkoutUrl({ amount, currency, usdAmount: Number(quote.usdCents) / 100, tokens: formatTokenAmount(quote.tokens) }) : null;

  return (
    <div data-slot="investment-calculator" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-currency`} className={LABEL}>Currency</label>
          <select
            id={`${id}-currency`}
            className={INPUT}
            value={currency}
            onChange={(event) => isCalculatorCurrency(event.target.value) && setCurrency(event.target.value)}
          >
            {CALCULATOR_CURRENCIES.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label} ({item.symbol})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-amount`} className={LABEL}>Amount ({symbol})</label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min={0}
            step={CALCULATOR_DEFAULTS.step}
            className={INPUT}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setText(String(amount))}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-slider`} className={LABEL}>Adjust amount</label>
        <input
          id={`${id}-slider`}
          type="range"
          min={0}
          max={range.max}
          step={range.step}
          value={Math.min(amount, range.max)}
          onChange={(event) => setText(event.target.value)}
          className="mt-2 w-full accent-violet-500"
          aria-valuetext={`${amount} ${symbol}`}
        />
      </div>
      <div className="rounded-lg bg-white/5 p-4 text-sm">
        <QuoteFigures quote={quote} tokensLabel="MRDX Tokens" missing={ratesUnavailable ? 'Rates unavailable' : '—'} className="sm:grid-cols-2" />
        <p className="mt-2 text-xs text-slate-400">
          At the {PHASES[phase].label} price of {phasePriceText(phase)}{rates?.stale ? ' (rates may be outdated)' : ''}.
        </p>
        {issue && (
          <p role="alert" data-slot="calculator-amount-issue" className="mt-3 rounded-md border border-amber-400/40 bg-amber-950/40 p-2 text-sm text-amber-100">
            {issue}. Only SOL is accepted: this order converts to {solForUsdCents(quote!.usdCents, rates?.rates.sol ?? null)} SOL.
          </p>
        )}
      </div>
      <section aria-labelledby={`${id}-projections`}>
        <h3 id={`${id}-projections`} className="text-sm font-semibold text-slate-100">If the MRDX price reaches</h3>
        <ul className="mt-2 grid grid-cols-3 gap-3 text-center text-sm">
          {PROJECTION_MULTIPLES.map((multiple) => (
            <li key={multiple} className="rounded-lg border border-white/10 p-3">
              <span className="block text-slate-300">{multiple}x</span>
              <span className="block font-semibold text-emerald-300">{quote ? formatUsd(projectedValueCents(quote, multiple)) : '—'}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-400">Illustrations only, not a forecast: token prices can fall as well as rise.</p>
      </section>
      <Button
        type="button"
        variant="primary" className="w-full"
        disabled={!target}
        onClick={() => {
          if (target) window.location.assign(target);
        }}
      >
        Invest Now
      </Button>
    </div>
  );
}
