import { describe, expect, it } from 'vitest';
import { parseCheckoutOrder, priceCheckoutOrder, priceOrder } from './checkout-order';
import { quoteSol } from '../contribute/quote';

const rates = { btc: 60_000, eth: 3_000, sol: 150, bnb: 600, ada: 0.5 };

describe('checkout order', () => {
  it('reads the calculator hand-off', () => {
    expect(parseCheckoutOrder('?amount=0.1&currency=btc&usdAmount=6000.00&tokens=30000000')).toEqual({
      amount: 0.1, currency: 'btc', quotedUsd: 6000, quotedTokens: '30000000',
    });
  });

  it('rejects a missing amount, a zero amount or an unknown currency', () => {
    expect(parseCheckoutOrder('')).toBeNull();
    expect(parseCheckoutOrder('?amount=0&currency=btc')).toBeNull();
    expect(parseCheckoutOrder('?amount=1&currency=doge')).toBeNull();
    expect(parseCheckoutOrder('?amount=1&currency=eth&tokens=<b>')?.quotedTokens).toBeNull();
  });

  it('converts another currency to the SOL to send at live rates, rounded up to 0.001', () => {
    const order = parseCheckoutOrder('?amount=0.01&currency=eth')!;
    // 0.01 ETH = $30 → 0.2 SOL
    expect(priceCheckoutOrder(order, rates, 'WHITELIST')).toEqual({ quote: { usdCents: 3_000n, tokens: 150_000n * 10n ** 9n, bonus: 22_500n * 10n ** 9n }, sol: '0.2' });
    expect(priceCheckoutOrder(parseCheckoutOrder('?amount=1&currency=ada')!, rates, 'ICO')!.sol).toBe('0.004');
  });

  it('keeps a SOL amount as it is, rounded up to the wizard\'s 0.001 SOL', () => {
    expect(priceCheckoutOrder(parseCheckoutOrder('?amount=2.5&currency=sol')!, rates, 'ICO')!.sol).toBe('2.5');
    expect(priceCheckoutOrder(parseCheckoutOrder('?amount=0.0001&currency=sol')!, rates, 'ICO')!.sol).toBe('0.001');
  });

  it('prices the order once: the figures are those of the SOL sent, as the wizard shows them', () => {
    // 0.1 BTC at $97,000 is $9,700, 53.889 SOL at $180 once rounded up: the order shows what 53.889 SOL buys.
    const live = { ...rates, btc: 97_000, sol: 180 };
    const priced = priceOrder(0.1, 'btc', live, 'WHITELIST')!;
    expect(priced.sol).toBe('53.889');
    expect(priced).toEqual({ sol: '53.889', quote: quoteSol('53.889', 180, 'WHITELIST') });
    expect(priced.quote.usdCents).toBe(970_002n);
  });
});
