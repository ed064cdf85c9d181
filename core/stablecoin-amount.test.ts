import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SOL } from '@core/lamports';
import { CONTRIBUTION_MESSAGES } from '@core/schemas/contribution';
import { ownUsdCents, parseStablecoinAmount, solEquivalentLamports, stablecoinAmountIssue, stablecoinUsdCents } from '@core/stablecoin-amount';

describe('stablecoin amounts', () => {
  it('values a unit at exactly one dollar, rounded down to the cent', () => {
    expect(stablecoinUsdCents(150_000_000n, 6)).toBe(15_000n);
    expect(stablecoinUsdCents(150_009_999n, 6)).toBe(15_000n);
    expect(stablecoinUsdCents(1n, 6)).toBe(0n);
  });

  it('knows the USD value of a stablecoin amount by itself, never of SOL', () => {
    expect(ownUsdCents({ asset: 'USDC', units: 150_000_000n, decimals: 6 })).toBe(15_000n);
    expect(ownUsdCents({ asset: 'SOL', units: 1_000_000_000n, decimals: 9 })).toBeNull();
  });

  it('parses at most the mint decimals, and only a positive amount', () => {
    expect(parseStablecoinAmount('150.5', 6)).toBe(150_500_000n);
    expect(parseStablecoinAmount('0.000001', 6)).toBe(1n);
    expect(parseStablecoinAmount('0.0000001', 6)).toBeNull();
    expect(parseStablecoinAmount('0', 6)).toBeNull();
    expect(parseStablecoinAmount('-5', 6)).toBeNull();
    expect(parseStablecoinAmount('1e3', 6)).toBeNull();
  });

  it('counts toward the SOL cap at the SOL price, rounded up', () => {
    // $180 at $180 per SOL is one SOL.
    expect(solEquivalentLamports(18_000n, 180_000_000n)).toBe(LAMPORTS_PER_SOL);
    expect(solEquivalentLamports(1n, 180_000_000n)).toBe(55_556n);
  });

  it('checks the minimum in USD', () => {
    expect(stablecoinAmountIssue('49.99', { phase: 'ICO', decimals: 6, solUsd: null })).toBe('Minimum contribution is $50 USD');
    expect(stablecoinAmountIssue('50', { phase: 'ICO', decimals: 6, solUsd: null })).toBeNull();
    expect(stablecoinAmountIssue('abc', { phase: 'ICO', decimals: 6, solUsd: 180 })).toBe(CONTRIBUTION_MESSAGES.amountInvalid);
  });

  it('checks the whitelist cap in SOL at the current price, with what the wallet already gave', () => {
    const ctx = { phase: 'WHITELIST' as const, decimals: 6, solUsd: 180 };
    expect(stablecoinAmountIssue('1800', ctx)).toBeNull();
    expect(stablecoinAmountIssue('1800.01', ctx)).toBe('Maximum contribution is 10 SOL per person');
    expect(stablecoinAmountIssue('180', { ...ctx, alreadyContributedLamports: 9n * LAMPORTS_PER_SOL })).toBeNull();
    expect(stablecoinAmountIssue('181', { ...ctx, alreadyContributedLamports: 9n * LAMPORTS_PER_SOL })).toBe('Maximum contribution is 10 SOL per person');
    expect(stablecoinAmountIssue('500', { ...ctx, solUsd: null })).toBe(CONTRIBUTION_MESSAGES.amountUnvalidated);
  });
});
