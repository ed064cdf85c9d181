// Reads the calculator's /checkout hand-off (amount, currency, usdAmount, tokens) and prices an order
// once: paid in kind when the sale takes its currency (SOL, or a stablecoin at $1.00 a unit), else the
// SOL to send at live rates; and the figures of exactly what is paid.
import { isCalculatorCurrency, type CalculatorCurrency } from '../calculator/currencies';
import { LAMPORTS_PER_SOL, formatLamportsAsSol, parseSolToLamports, usdToCents } from '@core/lamports';
import { orderAmountIssue, quoteSol, solForUsdCents, type Quote } from '../contribute/quote';
import type { StablecoinRules } from '../contribute/use-stablecoin-rules';
import type { CryptoRates } from '@core/api/sale';
import type { PhaseName } from '@core/sale-config';

/** The order as the calculator handed it over. */
export interface CheckoutOrder {
  amount: number;
  currency: CalculatorCurrency;
  /** The calculator's figures at the time; shown for comparison, never trusted. */
  quotedUsd: number | null;
  quotedTokens: string | null;
}

/** The order in the query string, or null when it is missing or malformed. */
export function parseCheckoutOrder(search: string): CheckoutOrder | null {
  const query = new URLSearchParams(search);
  const amount = Number(query.get('amount'));
  const currency = query.get('currency');
  if (!Number.isFinite(amount) || amount <= 0 || !isCalculatorCurrency(currency)) return null;
  const usd = Number(query.get('usdAmount'));
  const tokens = query.get('tokens');
  return {
    amount,
    currency,
    quotedUsd: Number.isFinite(usd) && usd > 0 ? usd : null,
    quotedTokens: tokens && /^\d+(\.\d+)?$/.test(tokens) ? tokens : null,
  };
}

/** What an order is paid in: SOL or a stablecoin the sale takes, and the amount to send in it. */
export interface PricedOrder {
  quote: Quote;
  pay: { currency: 'sol' | 'usdc' | 'usdt'; amount: string };
}

/**
 * The one pricing of an order (the calculator, /checkout's "Your Order" and the wizard under it show
 * the same figures). In a stablecoin the sale takes (`accepted`, lower case): that amount to the cent,
 * rounded up, worth as many dollars. Otherwise the SOL to send, rounded up to the wizard's 0.001 SOL
 * step so it is never worth less than the order, and the quote of exactly that SOL, as the wizard and
 * the server price it. Null without the needed rates.
 */
export function priceOrder(
  amount: number, currency: CalculatorCurrency, rates: CryptoRates['rates'], phase: PhaseName, accepted: readonly string[] = ['sol'], rules: StablecoinRules | null = null,
): PricedOrder | null {
  // In kind through the stablecoin rules, once loaded (contribute/stablecoin-rules.tsx).
  if ((currency === 'usdc' || currency === 'usdt') && accepted.includes(currency)) return rules?.priceStablecoinOrder(amount, currency, phase) ?? null;
  const rate = rates[currency];
  const sol = currency === 'sol' ? roundSolUp(amount) : rate ? solForUsdCents(usdToCents(amount * rate), rates.sol) : null;
  const quote = sol ? quoteSol(sol, rates.sol, phase) : null;
  return quote && sol ? { quote, pay: { currency: 'sol', amount: sol } } : null;
}

/** {@link priceOrder} of the order handed to /checkout. */
export function priceCheckoutOrder(order: CheckoutOrder, rates: CryptoRates['rates'], phase: PhaseName, accepted: readonly string[] = ['sol'], rules: StablecoinRules | null = null): PricedOrder | null {
  return priceOrder(order.amount, order.currency, rates, phase, accepted, rules);
}

/**
 * The wizard's amount message for `priced` (the calculator and /checkout warn before step 2, in the same
 * words): the SOL rules for SOL, the stablecoin rules in kind once loaded (`rules`,
 * contribute/stablecoin-rules.tsx; until then nothing is said). Null when fine.
 */
export function orderIssue(priced: PricedOrder, solUsd: number | null, phase: PhaseName, maxSolPerPerson: number | null, rules: StablecoinRules | null): string | null {
  if (priced.pay.currency === 'sol') return orderAmountIssue(priced.quote.usdCents, solUsd, phase, maxSolPerPerson);
  return rules?.stablecoinOrderIssue(priced.pay.amount, phase, solUsd, maxSolPerPerson) ?? null;
}



const SOL_STEP = LAMPORTS_PER_SOL / 1000n;

/** A SOL amount rounded up to 0.001 SOL; null when it is not a positive amount. */
function roundSolUp(amount: number): string | null {
  const lamports = Number.isFinite(amount) && amount > 0 ? parseSolToLamports(amount.toFixed(9)) : null;
  if (lamports === null || lamports <= 0n) return null;
  return formatLamportsAsSol(((lamports + SOL_STEP - 1n) / SOL_STEP) * SOL_STEP);
}
