// /checkout: the calculator's order at live rates, paid in kind when the sale takes its currency (SOL,
// USDC, USDT) or converted to the SOL to send, and priced once (checkout-order.ts), so "Your Order" and
// the wizard prefilled with that amount show the same figures. A sale that takes no contributions shows
// its notice instead. It remembers a ?ref= code itself, in every state (the page ships no separate
// ReferralCapture script: its bytes counted against the flow's budget, DEVELOPERS.md "Budgets").
import { useEffect, useMemo } from 'react';
import { PHASES } from '@core/sale-config';
import { canBuyIn } from '@core/sale-stage';
import { LazySaleStageNotice as SaleStageNotice } from '../sale/LazySaleStageNotice';
import { CALCULATOR_CURRENCIES } from '../calculator/currencies';
import { ContributionWizard } from '../contribute/ContributionWizard';
import { Spinner } from '../ui/Spinner';
import { formatSol, formatUsd, formatUsdPrice } from '@core/format/money';
import { useSaleFacts } from '../contribute/use-sale-facts';
import { orderIssue, parseCheckoutOrder, priceCheckoutOrder } from './checkout-order';
import { useStablecoinRules } from '../contribute/use-stablecoin-rules';
import { TokenBreakdown } from '../ui/TokenBreakdown';
import { captureReferralFromUrl } from '../../lib/sale/referral-capture';

/** The order summary and the wizard. */
export function CheckoutFlow() {
  const order = useMemo(() => parseCheckoutOrder(window.location.search), []);
  const stablecoinRules = useStablecoinRules(order?.currency === 'usdc' || order?.currency === 'usdt');
  const { sale, saleError, rates, ratesUnavailable } = useSaleFacts();
  useEffect(() => void captureReferralFromUrl(), []);

  // No order can be bought while the sale takes no contributions: say so instead of pricing one.
  if (sale && !canBuyIn(sale.stage)) return <SaleStageNotice stage={sale.stage} headingLevel="h2" />;

  if (!order) {
    return (
      <div className="space-y-6">
        <h2 className="text-xl font-semibold text-white">Contribute</h2>
        <p role="note" className="rounded-2xl border border-white/10 bg-slate-900/70 p-6 text-slate-200">
          No order was handed over. Use the <a className="text-cyan-300 underline" href="/ico#calculator">investment calculator</a> to
          prepare one, or contribute directly below.
        </p>
        <ContributionWizard />
      </div>
    );
  }
  if (saleError || (ratesUnavailable && !rates)) {
    return (
      <p role="alert" className="rounded-2xl border border-red-400/40 bg-red-950/30 p-6 text-red-100">
        Live prices are unavailable right now, so your order cannot be converted to SOL. Please try again in a moment.
      </p>
    );
  }
  if (!sale || !rates) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-200">
        <Spinner /> Loading live prices…
      </p>
    );
  }

  const accepted = (sale.assets ?? []).map((asset) => asset.symbol.toLowerCase());
  const priced = priceCheckoutOrder(order, rates.rates, sale.phase, accepted, stablecoinRules);
  const paid = priced ? `${formatSol(priced.pay.amount)} ${priced.pay.currency.toUpperCase()}` : '';
  const currency = CALCULATOR_CURRENCIES.find((item) => item.value === order.currency)!;
  const issue = priced ? orderIssue(priced, rates.rates.sol, sale.phase, sale.whitelist.maxSolPerPerson, stablecoinRules) : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="order-title" data-slot="checkout-order" className="rounded-2xl border border-white/10 bg-slate-900/70 p-6">
        <h2 id="order-title" className="text-xl font-semibold text-white">Your Order</h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-300">Amount</dt>
            <dd className="text-lg font-semibold text-white">{order.amount} {currency.symbol}</dd>
          </div>
          <div>
            <dt className="text-slate-300">USD Value (live)</dt>
            <dd className="text-lg font-semibold text-white">{priced ? formatUsd(priced.quote.usdCents) : '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-300">Estimated MRDX</dt>
            <dd className="text-lg font-semibold text-white" data-slot="checkout-tokens">{priced ? <TokenBreakdown base={priced.quote.tokens} bonus={priced.quote.bonus} /> : '—'}</dd>
          </div>
        </dl>
        {order.quotedUsd !== null && priced && Math.abs(order.quotedUsd * 100 - Number(priced.quote.usdCents)) >= 1 && (
          <p className="mt-3 text-sm text-slate-400">Prices moved since you calculated ({formatUsd(order.quotedUsd)} then).</p>
        )}
        {priced ? (
          <p data-slot="sol-to-send" className="mt-4 rounded-lg border border-cyan-400/30 bg-cyan-950/30 p-3 text-sm text-cyan-100">
            {priced.pay.currency === order.currency
              ? `You will send ${paid}.`
              : `At ${formatUsdPrice(rates.rates.sol)} per SOL you will send ${paid} instead of ${order.amount} ${currency.symbol}.`}{' '}
            Tokens are priced at the {PHASES[sale.phase].label} price of {formatUsdPrice(PHASES[sale.phase].tokenPrice)}; the amount is prefilled below.
          </p>
        ) : (
          <p role="alert" className="mt-4 text-sm text-red-200">The price of {currency.label} is unavailable, so this order cannot be converted to SOL.</p>
        )}
        {issue && (
          <p role="alert" data-slot="checkout-amount-issue" className="mt-3 rounded-lg border border-amber-400/40 bg-amber-950/40 p-3 text-sm text-amber-100">
            {issue}. Change the amount in the form below before you continue.
          </p>
        )}
      </section>
      {/* Keyed by the currency priced: a stablecoin order is priced once its rules load, and the wizard opens on it. */}
      <ContributionWizard key={priced?.pay.currency} initialAmount={priced?.pay.amount ?? ''} initialCurrency={priced?.pay.currency} />
    </div>
  );
}
