// The investment calculator's rules: amount parsing, projections and the /checkout hand-off URL. Its
// currencies: currencies.ts; its range and default order: order-range.ts.
import type { CalculatorCurrency } from './currencies';

export const PROJECTION_MULTIPLES = [2, 5, 10] as const;

/**
 * What the tokens of a quote (base plus the phase bonus) are worth, in cents, if the price reaches
 * `multiple` times the phase price: the USD paid buys the base tokens, so the bonus adds its share.
 */
export function projectedValueCents(quote: { usdCents: bigint; tokens: bigint; bonus: bigint }, multiple: number): bigint {
  if (quote.tokens <= 0n) return 0n;
  return (quote.usdCents * BigInt(multiple) * (quote.tokens + quote.bonus)) / quote.tokens;
}

/** The typed amount as a number; anything non-numeric or negative becomes 0. */
export function parseCalculatorAmount(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** /checkout URL carrying the order; null when amount or tokens is 0 or less (Invest Now does nothing). */
export function checkoutUrl(order: { amount: number; currency: CalculatorCurrency; usdAmount: number; tokens: string }): string | null {
  if (!(order.amount > 0) || !(Number.parseFloat(order.tokens) > 0)) return null;
  const query = new URLSearchParams({
    amount: String(order.amount),
    currency: order.currency,
    usdAmount: order.usdAmount.toFixed(2),
    tokens: order.tokens,
  });
  return `/checkout?${query}`;
}
