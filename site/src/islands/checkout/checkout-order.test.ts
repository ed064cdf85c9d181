import { describe, expect, it } from 'vitest';
import { orderIssue, parseCheckoutOrder, priceCheckoutOrder, priceOrder } from './checkout-order';
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
    expect(priceCheckoutOrder(order, rates, 'WHITELIST')).toEqual({ quote: { usdCents: 3_000n, tokens: 150_000n * 10n ** 9n, bonus: 22_500n * 10n ** 9n }, pay: { currency: 'sol', amount: '0.2' } });
    expect(priceCheckoutOrder(parseCheckoutOrder('?amount=1&currency=ada')!, rates, 'ICO')!.pay.amount).toBe('0.004');
  });

  it('keeps a SOL amount as it is, rounded up to the wizard\'s 0.001 SOL', () => {
    expect(priceCheckoutOrder(parseCheckoutOrder('?amount=2.5&currency=sol')!, rates, 'ICO')!.pay.amount).toBe('2.5');
    expect(priceCheckoutOrder(parseCheckoutOrder('?amount=0.0001&currency=sol')!, rates, 'ICO')!.pay.amount).toBe('0.001');
  });

  it('prices the order once: the figures are those of the SOL sent, as the wizard shows them', () => {
    // 0.1 BTC at $97,000 is $9,700, 53.889 SOL at $180 once rounded up: the order shows what 53.889 SOL buys.
    const live = { ...rates, btc: 97_000, sol: 180 };
    const priced = priceOrder(0.1, 'btc', live, 'WHITELIST')!;
    expect(priced.pay).toEqual({ currency: 'sol', amount: '53.889' });
    expect(priced).toEqual({ pay: { currency: 'sol', amount: '53.889' }, quote: quoteSol('53.889', 180, 'WHITELIST') });
    expect(priced.quote.usdCents).toBe(970_002n);
  });

  it('prices a stablecoin the sale takes in kind at $1.00 a unit, to the cent rounded up, and converts one it does not take to SOL', async () => {
    const rules = await import('../contribute/stablecoin-rules');
    const live = { btc: 97_000, eth: 3_400, sol: 180, bnb: 620, ada: 0.9, usdc: 0.9999, usdt: 1.001 };
    expect(priceOrder(150.5, 'usdc', live, 'ICO', ['sol', 'usdc', 'usdt'], rules)).toMatchObject({ quote: { usdCents: 15_050n }, pay: { currency: 'usdc', amount: '150.5' } });
    expect(priceOrder(100.001, 'usdt', live, 'ICO', ['sol', 'usdc', 'usdt'], rules)!.pay).toEqual({ currency: 'usdt', amount: '100.01' });
    // Devnet takes no USDT: the order is converted to SOL at its feed price.
    expect(priceOrder(150, 'usdc', live, 'ICO', ['sol', 'usdc'])).toBeNull(); // rules not loaded yet
    expect(priceOrder(180, 'usdt', live, 'ICO', ['sol', 'usdc'])!.pay).toEqual({ currency: 'sol', amount: '1.001' });
    expect(priceOrder(0, 'usdc', live, 'ICO', ['sol', 'usdc'], rules)).toBeNull();
  });

  it('warns with the stablecoin rules for an order paid in kind', async () => {
    const rules = await import('../contribute/stablecoin-rules');
    const live = { btc: 97_000, eth: 3_400, sol: 180, bnb: 620, ada: 0.9 };
    expect(orderIssue(priceOrder(40, 'usdc', live, 'ICO', ['sol', 'usdc'], rules)!, 180, 'ICO', null, rules)).toBe('Minimum contribution is $50 USD');
    expect(orderIssue(priceOrder(1900, 'usdc', live, 'WHITELIST', ['sol', 'usdc'], rules)!, 180, 'WHITELIST', 10, rules)).toBe('Maximum contribution is 10 SOL per person');
    // Before the rules have loaded nothing is said: the wizard judges the amount again.
    expect(orderIssue(priceOrder(40, 'usdc', live, 'ICO', ['sol', 'usdc'], rules)!, 180, 'ICO', null, null)).toBeNull();
    expect(orderIssue(priceOrder(150, 'usdc', live, 'ICO', ['sol', 'usdc'], rules)!, 180, 'ICO', null, rules)).toBeNull();
  });
});
