import { describe, expect, it } from 'vitest';
import { ratesCaveat, tickerEntries } from './ticker';

describe('tickerEntries', () => {
  it('lists the rates in order with the token price last', () => {
    const entries = tickerEntries({ rates: { btc: 97000, eth: 3400, sol: 180.5, bnb: 620, ada: 0.9 }, tokenPrice: 0.0002 });
    expect(entries.map((e) => e.symbol)).toEqual(['BTC', 'ETH', 'SOL', 'BNB', 'ADA', 'MRDX']);
    expect(entries[0]!.price).toBe('$97,000.00');
    expect(entries[5]!.price).toBe('$0.000200');
  });

  it("shows the stablecoins' feed prices to 4 decimals, how far from $1 they are", () => {
    const entries = tickerEntries({ rates: { sol: 180, usdc: 0.99985, usdt: 1.0002 } });
    expect(entries).toEqual([{ symbol: 'SOL', price: '$180.00' }, { symbol: 'USDC', price: '$0.9999' }, { symbol: 'USDT', price: '$1.0002' }]);
  });

  it('skips missing and non-positive prices', () => {
    expect(tickerEntries({ rates: { btc: 0, sol: 150 } }).map((e) => e.symbol)).toEqual(['SOL']);
    expect(tickerEntries({ rates: {} })).toEqual([]);
  });
});

describe('ratesCaveat', () => {
  it('labels configured development rates and stale rates, and leaves live rates alone', () => {
    expect(ratesCaveat({ source: 'development', stale: false })).toBe('development rates');
    expect(ratesCaveat({ source: 'cached', stale: true })).toBe('stale');
    expect(ratesCaveat({ source: 'live', stale: false })).toBeNull();
  });
});
