import { describe, expect, it } from 'vitest';
import { TOKEN } from '@core/sale-config';
import { formatTokenAmount, parseTokenAmount, tokensForUsd } from '@core/tokens';

const ONE = 10n ** BigInt(TOKEN.decimals);

describe('tokensForUsd', () => {
  it('divides the USD value by the price of the phase', () => {
    expect(tokensForUsd(10_000n, 'WHITELIST')).toBe(500_000n * ONE);
    expect(tokensForUsd(2_900n, 'ICO')).toBe(100_000n * ONE);
    expect(tokensForUsd(3_700n, 'LISTING')).toBe(100_000n * ONE);
  });

  it('rounds down to a whole base unit', () => {
    // $1 at 0.00029 = 3448.275862068965… MRDX
    expect(tokensForUsd(100n, 'ICO')).toBe(3_448_275_862_068n);
  });

  it('gives nothing for nothing', () => {
    expect(tokensForUsd(0n, 'WHITELIST')).toBe(0n);
  });
});

describe('formatTokenAmount and parseTokenAmount', () => {
  it('prints whole MRDX without trailing zeros', () => {
    expect(formatTokenAmount(500_000n * ONE)).toBe('500000');
    expect(formatTokenAmount(3_448_275_862_068n)).toBe('3448.275862068');
    expect(formatTokenAmount(1n)).toBe('0.000000001');
    expect(formatTokenAmount(0n)).toBe('0');
  });

  it('round-trips through the string form', () => {
    expect(parseTokenAmount('3448.275862068')).toBe(3_448_275_862_068n);
    expect(parseTokenAmount('500000')).toBe(500_000n * ONE);
  });

  it('refuses malformed strings', () => {
    expect(parseTokenAmount('1.0000000001')).toBeNull();
    expect(parseTokenAmount('abc')).toBeNull();
  });
});
