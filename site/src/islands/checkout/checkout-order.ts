// Reads the calculator's /checkout hand-off (amount, currency, usdAmount, tokens) and turns it into
// the SOL to send at live rates: only SOL is accepted.
import { isCalculatorCurrency, type CalculatorCurrency } from '../calculator/calculator';
import { quoteCurrency, solForUsdCents, type Quote } from '../contribute/quote';
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

/** The live value of the order and the SOL to send for it; null without the needed rates. */
export function priceCheckoutOrder(order: CheckoutOrder, rates: CryptoRates['rates'], phase: PhaseName): { quote: Quote; sol: string } | null {
  if (order.currency === 'sol') {
    const sol = String(order.amount);
    const quote = quoteCurrency(order.amount, rates.sol, phase);
    return quote ? { quote, sol } : null;
  }
  const quote = quoteCurrency(order.amount, rates[order.currency], phase);
  const sol = quote ? solForUsdCents(quote.usdCents, rates.sol) : null;
  return quote && sol ? { quote, sol } : null;
}
