import { describe, expect, it } from 'vitest';
import { formatLamportsAsSol } from '@core/lamports';
import { formatSol, formatSolBalance, formatUsd, formatUsdPrice, formatUsdWhole, TOKEN_PRICE_DECIMALS, usdCentsDecimal } from '@core/format/money';
import { PHASES } from '@core/sale-config';

describe('formatUsd', () => {
  it('shows cents, from cents (bigint) or dollars (number)', () => {
    expect(formatUsd(123_450n)).toBe('$1,234.50');
    expect(formatUsd(150)).toBe('$150.00');
    expect(formatUsd(0)).toBe('$0.00');
  });
  it('keeps the sign of a negative adjustment', () => {
    expect(formatUsd(-25.5)).toBe('-$25.50');
  });
});

describe('formatUsdWhole and formatUsdPrice', () => {
  it('rounds caps to whole dollars', () => {
    expect(formatUsdWhole(250_000)).toBe('$250,000');
    expect(formatUsdWhole(1234.56)).toBe('$1,235');
  });
  it('shows every token price with the same number of decimals, and cents of a larger price', () => {
    expect(formatUsdPrice(0.00029)).toBe('$0.00029');
    expect(formatUsdPrice(0.0002)).toBe('$0.00020');
    expect(formatUsdPrice(0.00037)).toBe('$0.00037');
    expect(formatUsdPrice(150.256)).toBe('$150.26');
    expect(formatUsdPrice(67_000)).toBe('$67,000.00');
  });
  it('has decimals enough for every configured phase price, so none is rounded', () => {
    for (const phase of Object.values(PHASES)) {
      expect(Number(formatUsdPrice(phase.tokenPrice).slice(1))).toBe(phase.tokenPrice);
      expect(formatUsdPrice(phase.tokenPrice)).toMatch(new RegExp(`^\\$0\\.\\d{${TOKEN_PRICE_DECIMALS}}$`));
    }
  });
  it('shows exactly the digits asked for where a market rate needs them', () => {
    expect(formatUsdPrice(0.00029, 6)).toBe('$0.000290');
    expect(formatUsdPrice(150.5, 2)).toBe('$150.50');
  });
});

describe('usdCentsDecimal', () => {
  it('writes cents as a plain decimal a spreadsheet reads', () => {
    expect(usdCentsDecimal(123_450n)).toBe('1234.50');
    expect(usdCentsDecimal(5)).toBe('0.05');
    expect(usdCentsDecimal(-199n)).toBe('-1.99');
  });
});

describe('formatSol', () => {
  it('shows lamports and decimal strings exactly, grouped', () => {
    expect(formatSol(1_500_000_000n)).toBe('1.5');
    expect(formatSol(805_555_556n)).toBe('0.805555556');
    expect(formatSol('1234.5')).toBe('1,234.5');
    expect(formatSol(1_234_000_000_000n)).toBe('1,234');
  });
  it('reads lamports as core/lamports does', () => {
    for (const lamports of [1n, 999_999_999n, 1_000_000_001n]) expect(formatSol(lamports)).toBe(formatLamportsAsSol(lamports));
  });
  it('shows a wallet balance to exactly 4 decimals', () => {
    expect(formatSolBalance(5)).toBe('5.0000');
    expect(formatSolBalance(1234.567891)).toBe('1,234.5679');
  });
  it('rounds a float to the digits asked for', () => {
    expect(formatSol(12.345678, 4)).toBe('12.3457');
    expect(formatSol(1000, 4)).toBe('1,000');
  });
});
