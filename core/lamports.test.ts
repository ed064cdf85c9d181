import { describe, expect, it } from 'vitest';
import {
  LAMPORTS_PER_SOL,
  centsToUsd,
  formatLamportsAsSol,
  lamportsForUsdCents,
  parseSolToLamports,
  usdCentsForLamports,
  usdToCents,
  usdToMicroUsd,
} from '@core/lamports';

describe('parseSolToLamports', () => {
  it('parses plain decimals exactly', () => {
    expect(parseSolToLamports('1.5')).toBe(1_500_000_000n);
    expect(parseSolToLamports('0.001')).toBe(1_000_000n);
    expect(parseSolToLamports('.5')).toBe(500_000_000n);
    expect(parseSolToLamports('10')).toBe(10n * LAMPORTS_PER_SOL);
    expect(parseSolToLamports(' 2. ')).toBe(2n * LAMPORTS_PER_SOL);
    expect(parseSolToLamports('0.000000001')).toBe(1n);
  });

  it('keeps amounts that floats would round', () => {
    expect(parseSolToLamports('0.3')).toBe(300_000_000n);
    expect(parseSolToLamports('1.000000007')).toBe(1_000_000_007n);
  });

  it('refuses anything that is not a plain non-negative decimal with up to 9 decimals', () => {
    for (const text of ['', '.', 'abc', '-1', '+1', '1e3', '1,5', '1.5.2', '0.0000000001', '1 000', 'Infinity', '0x10']) {
      expect(parseSolToLamports(text)).toBeNull();
    }
  });
});

describe('formatLamportsAsSol', () => {
  it('prints exact amounts without trailing zeros', () => {
    expect(formatLamportsAsSol(1_500_000_000n)).toBe('1.5');
    expect(formatLamportsAsSol(10n * LAMPORTS_PER_SOL)).toBe('10');
    expect(formatLamportsAsSol(1n)).toBe('0.000000001');
    expect(formatLamportsAsSol(0n)).toBe('0');
  });

  it('rounds half up to a fixed number of digits', () => {
    expect(formatLamportsAsSol(555_555_556n, 3)).toBe('0.556');
    expect(formatLamportsAsSol(1_234_400_000n, 3)).toBe('1.234');
    expect(formatLamportsAsSol(2n * LAMPORTS_PER_SOL, 4)).toBe('2.0000');
    expect(formatLamportsAsSol(-1_500_000_000n, 0)).toBe('-2');
  });

  it('refuses an impossible number of digits', () => {
    expect(() => formatLamportsAsSol(1n, 10)).toThrow(RangeError);
  });
});

describe('USD conversions', () => {
  it('values lamports in cents rounding down', () => {
    const price = usdToMicroUsd(180)!;
    expect(usdCentsForLamports(LAMPORTS_PER_SOL, price)).toBe(18_000n);
    expect(usdCentsForLamports(555_555_555n, price)).toBe(9_999n);
  });

  it('prices cents in lamports rounding up so the value always covers them', () => {
    const price = usdToMicroUsd(180.37)!;
    const lamports = lamportsForUsdCents(10_000n, price);
    expect(usdCentsForLamports(lamports, price)).toBeGreaterThanOrEqual(10_000n);
    expect(usdCentsForLamports(lamports - 1n, price)).toBeLessThan(10_000n);
  });

  it('turns feed prices into micro-USD and refuses non-prices', () => {
    expect(usdToMicroUsd(180.123456)).toBe(180_123_456n);
    expect(usdToMicroUsd(0)).toBeNull();
    expect(usdToMicroUsd(Number.NaN)).toBeNull();
    expect(usdToMicroUsd(-3)).toBeNull();
  });

  it('converts between cents and USD numbers', () => {
    expect(centsToUsd(12_345n)).toBe(123.45);
    expect(usdToCents(250_000)).toBe(25_000_000n);
  });
});
