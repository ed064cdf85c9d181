import { describe, expect, it } from 'vitest';
import { checkoutUrl, parseCalculatorAmount, projectedValueCents } from './calculator';
import { isCalculatorCurrency } from './currencies';

describe('investment calculator rules', () => {
  it('turns non-numeric or negative input into 0', () => {
    expect(parseCalculatorAmount('0.25')).toBe(0.25);
    expect(parseCalculatorAmount('abc')).toBe(0);
    expect(parseCalculatorAmount('')).toBe(0);
    expect(parseCalculatorAmount('-3')).toBe(0);
  });

  it('hands the order to /checkout with amount, currency, usdAmount and tokens', () => {
    const url = checkoutUrl({ amount: 0.1, currency: 'btc', usdAmount: 6000, tokens: '30000000' });
    expect(url).toBe('/checkout?amount=0.1&currency=btc&usdAmount=6000.00&tokens=30000000');
  });

  it('does nothing when the amount or the tokens are 0', () => {
    expect(checkoutUrl({ amount: 0, currency: 'btc', usdAmount: 0, tokens: '0' })).toBeNull();
    expect(checkoutUrl({ amount: 1, currency: 'sol', usdAmount: 0, tokens: '0' })).toBeNull();
    expect(isCalculatorCurrency('doge')).toBe(false);
  });

  it('projects the value of the base tokens and the bonus at a multiple of the price', () => {
    // $300 buys 1,500,000 MRDX in the whitelist, plus 225,000 bonus: at 2x the tokens are worth $690.
    expect(projectedValueCents({ usdCents: 30_000n, tokens: 1_500_000n, bonus: 225_000n }, 2)).toBe(69_000n);
    expect(projectedValueCents({ usdCents: 30_000n, tokens: 1_034_482n, bonus: 0n }, 5)).toBe(150_000n);
    expect(projectedValueCents({ usdCents: 0n, tokens: 0n, bonus: 0n }, 10)).toBe(0n);
  });
});
