import { describe, expect, it } from 'vitest';
import { orderAmountIssue, quoteCurrency, quoteSol, solEquivalent, solForUsdCents } from './quote';

describe('quotes', () => {
  it('values SOL at the rate and prices tokens at the current phase', () => {
    // 2 SOL at $150 = $300; whitelist 0.0002 → 1,500,000 MRDX + 15% bonus; ICO 0.00029 → 1,034,482.75…, no bonus.
    expect(quoteSol('2', 150, 'WHITELIST')).toEqual({ usdCents: 30_000n, tokens: 1_500_000n * 10n ** 9n, bonus: 225_000n * 10n ** 9n });
    expect(quoteSol('2', 150, 'ICO')!.tokens / 10n ** 9n).toBe(1_034_482n);
    expect(quoteSol('2', 150, 'ICO')!.bonus).toBe(0n);
  });

  it('has no quote without a usable amount or price', () => {
    expect(quoteSol('abc', 150, 'ICO')).toBeNull();
    expect(quoteSol('0', 150, 'ICO')).toBeNull();
    expect(quoteSol('1', null, 'ICO')).toBeNull();
    expect(quoteCurrency(0, 60_000, 'ICO')).toBeNull();
    expect(quoteCurrency(0.1, undefined, 'ICO')).toBeNull();
  });

  it('quotes another currency at its USD rate', () => {
    expect(quoteCurrency(0.1, 60_000, 'WHITELIST')).toEqual({ usdCents: 600_000n, tokens: 30_000_000n * 10n ** 9n, bonus: 4_500_000n * 10n ** 9n });
  });

  it('converts an order to the SOL to send, rounded up to 0.001 SOL', () => {
    expect(solForUsdCents(600_000n, 150)).toBe('40');
    expect(solForUsdCents(10_000n, 150)).toBe('0.667');
    expect(solForUsdCents(10_000n, null)).toBeNull();
    expect(solEquivalent(50, 150)).toBe('0.333');
  });
});

describe('orderAmountIssue', () => {
  it("warns in the wizard's words when 0.1 BTC converts to more SOL than the whitelist cap", () => {
    // 0.1 BTC at $95,000 = $9,500 = ~54 SOL at $175.
    const usdCents = quoteCurrency(0.1, 95_000, 'WHITELIST')!.usdCents;
    expect(orderAmountIssue(usdCents, 175, 'WHITELIST', 10)).toBe('Maximum contribution is 10 SOL per person');
    expect(orderAmountIssue(usdCents, 175, 'WHITELIST', 1.5)).toBe('Maximum contribution is 1.5 SOL per person');
  });

  it('accepts an order within the cap, warns under the minimum, and keeps the input maximum in the ICO', () => {
    expect(orderAmountIssue(35_000n, 175, 'WHITELIST', 10)).toBeNull();
    expect(orderAmountIssue(1_000n, 175, 'WHITELIST', 10)).toMatch(/^Minimum contribution is \$100 USD/);
    expect(orderAmountIssue(150_000n, 175, 'ICO', null)).toBeNull();
    // The wizard's input stops at 10 SOL in every phase.
    expect(orderAmountIssue(950_000n, 175, 'ICO', null)).toBe('Maximum contribution is 10 SOL per person');
  });
});
