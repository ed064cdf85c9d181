// The currencies the calculator prices an order in, which /checkout reads back from the order's URL.
// Apart from the calculator's rules (calculator.ts) so the checkout loads only these.

/** Currencies the calculator prices, keyed like the rates response. */
export const CALCULATOR_CURRENCIES = [
  { value: 'btc', symbol: 'BTC', label: 'Bitcoin' },
  { value: 'eth', symbol: 'ETH', label: 'Ethereum' },
  { value: 'sol', symbol: 'SOL', label: 'Solana' },
  { value: 'bnb', symbol: 'BNB', label: 'BNB' },
  { value: 'ada', symbol: 'ADA', label: 'Cardano' },
  { value: 'usdc', symbol: 'USDC', label: 'USD Coin' },
  { value: 'usdt', symbol: 'USDT', label: 'Tether USD' },
] as const;

export type CalculatorCurrency = (typeof CALCULATOR_CURRENCIES)[number]['value'];

/** Whether `value` is one of the calculator's currencies. */
export function isCalculatorCurrency(value: string | null): value is CalculatorCurrency {
  return CALCULATOR_CURRENCIES.some((item) => item.value === value);
}
