import { describe, expect, it } from 'vitest';
import { TOKEN } from '@core/sale-config';
import { addUnits, formatMrdx, formatPrice, formatUsd, shorten } from './format';

const units = (whole: bigint, fraction = 0n) => (whole * 10n ** BigInt(TOKEN.decimals) + fraction).toString();

describe('dashboard formats', () => {
  it('groups whole MRDX and keeps at most two decimals, rounded down', () => {
    expect(formatMrdx(units(1_234_567n))).toBe('1,234,567');
    expect(formatMrdx(units(12n, 10n ** BigInt(TOKEN.decimals) / 2n))).toBe('12.5');
    expect(formatMrdx(units(0n, 10n ** BigInt(TOKEN.decimals) - 1n))).toBe('0.99');
  });

  it('shows 0 for a missing or malformed amount', () => {
    expect(formatMrdx(null)).toBe('0');
    expect(formatMrdx('12.5')).toBe('0');
  });

  it('adds base and bonus units exactly, a missing bonus counting as zero', () => {
    expect(addUnits('900719925474099300', '100')).toBe('900719925474099400');
    expect(addUnits('5', null)).toBe('5');
  });

  it('formats USD, prices and long identifiers', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0.00029)).toBe('$0.00029');
    expect(shorten('4Nd1mYabcdefghij9kQe')).toBe('4Nd1…9kQe');
    expect(shorten('short')).toBe('short');
  });
});
