// The investment calculator island (/ico): an amount in a currency,
// what it buys at the current phase price, 2x/5x/10x projections, and Invest Now. It opens on an order
// the sale accepts, its slider spans the sale's own bounds (order-range.ts), and it prices the order
// once, as the SOL /checkout and the wizard will send (checkout-order.ts). A sale that takes no
// contributions shows its notice instead.
import { useId, useState } from 'react';
import { PHASES } from '@core/sale-config';
import { canBuyIn } from '@core/sale-stage';
import { formatTokenAmount } from '@core/sale-rules';
import { formatUsd } from '@core/format/money';
import { groupDecimal } from '@core/format/numbers';
import { QuoteFigures, phasePriceText } from '../contribute/QuoteFigures';
import { INPUT, LABEL } from '../contribute/ui';
import { useSaleFacts } from '../contribute/use-sale-facts';
import { Button } from '../ui/Button';
import { useHydratedStore } from '../ui/use-hydrated';
import { $stats } from '../../stores/stats';
import { LazySaleStageNotice as SaleStageNotice } from '../sale/LazySaleStageNotice';
import { orderIssue, priceOrder } from '../checkout/checkout-order';
import { useStablecoinRules } from '../contribute/use-stablecoin-rules';
import { PROJECTION_MULTIPLES, checkoutUrl, projectedValueCents, parseCalculatorAmount } from './calculator';
import { CALCULATOR_CURRENCIES, isCalculatorCurrency, type CalculatorCurrency } from './currencies';
import { convertAmount, defaultOrderSol, orderBoundsUsd, sliderRange } from './order-range';

/** "SOL, USDC and USDT" from lower-case currency values. */
function acceptedList(accepted: readonly string[]): string {
  const symbols = (accepted.length > 0 ? accepted : ['sol']).map((value) => value.toUpperCase());
  return symbols.length === 1 ? symbols[0]! : `${symbols.slice(0, -1).join(', ')} and ${symbols.at(-1)}`;
}

/** The calculator card. */
export function InvestmentCalculator() {
  const id = useId();
  const { sale, rates, ratesUnavailable } = useSaleFacts();
  const stats = useHydratedStore($stats, null);
  const [currency, setCurrency] = useState<CalculatorCurrency>('sol');
  const stablecoinRules = useStablecoinRules(currency === 'usdc' || currency === 'usdt');
  // Null until the visitor types: the amount is then the default order of the sale's rules.
  const [typed, setTyped] = useState<string | null>(null);

  if (sale && !canBuyIn(sale.stage)) return <SaleStageNotice stage={sale.stage} />;

  const phase = sale?.phase ?? 'WHITELIST';
  const solUsd = rates?.rates.sol ?? null;
  const accepted = (sale?.assets ?? []).map((asset) => asset.symbol.toLowerCase());
  // A stablecoin the sale takes is worth $1.00 a unit, whatever its feed says.
  const rate = (currency === 'usdc' || currency === 'usdt') && accepted.includes(currency) ? 1 : (rates?.rates[currency] ?? null);
  const bounds =
    sale && solUsd
      ? orderBoundsUsd({
          minUsd: PHASES[phase].minContributionUSD,
          maxSolPerPerson: phase === 'WHITELIST' ? sale.whitelist.maxSolPerPerson : null,
          roomUsd: stats ? Math.max(0, stats.hardCap - stats.currentAmount) : null,
          solUsd,
        })
      : null;
  const range = bounds && rate ? sliderRange(bounds, rate) : null;
  const text = typed ?? (bounds && solUsd && rate ? String(convertAmount(defaultOrderSol(bounds, solUsd), solUsd, range!, rate)) : '');
  const amount = parseCalculatorAmount(text);
  const priced = rates && amount > 0 ? priceOrder(amount, currency, rates.rates, phase, accepted, stablecoinRules) : null;
  const quote = priced?.quote ?? null;
  const symbol = CALCULATOR_CURRENCIES.find((item) => item.value === currency)?.symbol ?? '';
  // The live per-person cap from the server (the admin may have changed it), as the wizard will apply it.
  const issue = priced && sale ? orderIssue(priced, solUsd, phase, sale.whitelist.maxSolPerPerson, stablecoinRules) : null;
  const paid = priced ? `${priced.pay.amount} ${priced.pay.currency.toUpperCase()}` : '';
  const converted = priced?.pay.currency === 'sol' && currency !== 'sol';
  const target = quote ? checkoutUrl({ amount, currency, usdAmount: Number(quote.usdCents) / 100, tokens: formatTokenAmount(quote.tokens) }) : null;

  const changeCurrency = (next: CalculatorCurrency) => {
    const nextRate = (next === 'usdc' || next === 'usdt') && accepted.includes(next) ? 1 : rates?.rates[next];
    // Same order in the new currency: its value is kept, on the new slider's step.
    if (bounds && rate && nextRate && amount > 0) setTyped(String(convertAmount(amount, rate, sliderRange(bounds, nextRate), nextRate)));
    setCurrency(next);
  };

  return (
    <div data-slot="investment-calculator" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-currency`} className={LABEL}>Currency</label>
          <select id={`${id}-currency`} className={INPUT} value={currency} onChange={(event) => isCalculatorCurrency(event.target.value) && changeCurrency(event.target.value)}>
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
            min={range?.min ?? 0}
            max={range?.max}
            step="any"
            className={INPUT}
            value={text}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => typed !== null && setTyped(String(amount))}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-slider`} className={LABEL}>Adjust amount</label>
        <input
          id={`${id}-slider`}
          type="range"
          min={range?.sliderMin ?? 0}
          max={range?.max ?? 0}
          step={range?.step ?? 1}
          disabled={!range}
          value={range ? Math.min(Math.max(amount, range.min), range.max) : 0}
          // The scale starts on the step below the minimum: that first position is the minimum itself.
          onChange={(event) => setTyped(String(range ? Math.max(range.min, Number(event.target.value)) : event.target.value))}
          className="mt-2 w-full accent-violet-500"
          aria-valuetext={`${text || 0} ${symbol}`}
        />
        {range && (
          <p className="mt-1 flex justify-between gap-3 text-xs text-slate-400" data-slot="calculator-range">
            <span className="whitespace-nowrap">min {groupDecimal(String(range.min), 9)} {symbol}</span>
            <span className="whitespace-nowrap">max {groupDecimal(String(range.max), 9)} {symbol}</span>
          </p>
        )}
      </div>
      <div className="rounded-lg bg-white/5 p-4 text-sm">
        <QuoteFigures quote={quote} tokensLabel="MRDX Tokens" missing={ratesUnavailable ? 'Rates unavailable' : '—'} className="sm:grid-cols-2" />
        <p className="mt-2 text-xs text-slate-400">
          {converted ? `Paid as ${paid} (the pre-sale takes ${acceptedList(accepted)}), at` : 'At'} the {PHASES[phase].label} price of {phasePriceText(phase)}
          {rates?.stale ? ' (rates may be outdated)' : ''}.
        </p>
        {issue && (
          <p role="alert" data-slot="calculator-amount-issue" className="mt-3 rounded-md border border-amber-400/40 bg-amber-950/40 p-2 text-sm text-amber-100">
            {issue}. {converted ? `This order converts to ${paid}.` : `This order is ${paid}.`}
          </p>
        )}
      </div>
      <section aria-labelledby={`${id}-projections`}>
        <h3 id={`${id}-projections`} className="text-sm font-semibold text-slate-100">If the MRDX price reaches</h3>
        {/* A row per multiple on phones, three tiles from sm: a figure never breaks or leaves its tile. */}
        <ul className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3 sm:gap-3 sm:text-center">
          {PROJECTION_MULTIPLES.map((multiple) => (
            <li key={multiple} data-slot="projection" className="flex min-w-0 items-baseline justify-between gap-3 rounded-lg border border-white/10 p-3 sm:block">
              <span className="block text-slate-300">{multiple}x</span>
              <span className="block font-semibold whitespace-nowrap text-emerald-300 tabular-nums">{quote ? formatUsd(projectedValueCents(quote, multiple)) : '—'}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-400">Illustrations only, not a forecast: token prices can fall as well as rise.</p>
      </section>
      {/* Offered only once the server says the sale buys (its height is kept meanwhile). */}
      {sale ? (
        <Button
          type="button"
          variant="primary"
          className="w-full"
          disabled={!target}
          onClick={() => {
            if (target) window.location.assign(target);
          }}
        >
          Invest Now
        </Button>
      ) : (
        <div className="min-h-11" aria-hidden="true" />
      )}
    </div>
  );
}
