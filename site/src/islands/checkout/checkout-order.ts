// Reads the calculator's /checkout hand-off (amount, currency, usdAmount, tokens) and prices an order
// once: the SOL to send at live rates (only SOL is accepted) and the figures of exactly that SOL.
import { isCalculatorCurrency, type CalculatorCurrency } from '../calculator/currencies';
import { LAMPORTS_PER_SOL, formatLamportsAsSol, parseSolToLamports, usdToCents } from '@core/lamports';
import { quoteSol, solForUsdCents, type Quote } from '../contribute/quote';
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

/**
 * The one pricing of an order (the calculator, /checkout's "Your Order" and the wizard under it show
 * the same figures): the SOL to send, rounded up to the wizard's 0.001 SOL step so it is never worth
 * less than the order, and the quote of exactly that SOL, as the wizard and the server price it.
 * Null without the needed rates.
 */
export function priceOrder(amount: number, currency: CalculatorCurrency, rates: CryptoRates['rates'], phase: PhaseName): { quote: Quote; sol: string } | null {
  const sol = currency === 'sol' ? roundSolUp(amount) : solForUsdCents(usdToCents(amount * rates[currency]), rates.sol);
  const quote = sol ? quoteSol(sol, rates.sol, phase) : null;
  return quote && sol ? { quote, sol } : null;
}

/** {@link priceOrder} of the order handed to /checkout. */
export function priceCheckoutOrder(order: CheckoutOrder, rates: CryptoRates['rates'], phase: PhaseName): { quote: Quote; sol: string } | null {
  return priceOrder(order.amount, order.currency, rates, phase);
}

const SOL_STEP = LAMPORTS_PER_SOL / 1000n;

/** A SOL amount rounded up to 0.001 SOL; null when it is not a positive amount. */
function roundSolUp(amount: number): string | null {
  const lamports = Number.isFinite(amount) && amount > 0 ? parseSolToLamports(amount.toFixed(9)) : null;
  if (lamports === null || lamports <= 0n) return null;
  return formatLamportsAsSol(((lamports + SOL_STEP - 1n) / SOL_STEP) * SOL_STEP);
}
