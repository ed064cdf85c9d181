import { describe, expect, it } from 'vitest';
import { checkoutUrl, isCalculatorCurrency, parseCalculatorAmount, sliderRange } from './calculator';

describe('investment calculator rules', () => {
  it('sizes the slider per currency', () => {
    expect(sliderRange('btc')).toEqual({ max: 2, step: 0.01 });
    expect(sliderRange('eth')).toEqual({ max: 10, step: 0.1 });
    expect(sliderRange('sol')).toEqual({ max: 1000, step: 1 });
    expect(sliderRange('ada')).toEqual({ max: 1000, step: 1 });
  });

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
});
