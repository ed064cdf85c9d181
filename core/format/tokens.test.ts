import { describe, expect, it } from 'vitest';
import { TOKEN } from '@core/sale-config';
import { bonusTokens, tokensForUsd } from '@core/tokens';
import { formatMrdx, formatTokenBreakdown, formatTokens, tokenBreakdownParts, unitsFromBaseUnits, unitsFromMrdx } from '@core/format/tokens';

const SCALE = 10n ** BigInt(TOKEN.decimals);
const mrdx = (whole: bigint, fraction = 0n) => whole * SCALE + fraction;

describe('formatTokens and formatMrdx', () => {
  it("group whole tokens from base units with the token's decimals", () => {
    expect(formatTokens(mrdx(58_889_947n, SCALE / 2n))).toBe('58,889,947.5');
    expect(formatTokens(mrdx(724_500n))).toBe('724,500');
    expect(formatMrdx(mrdx(621_000n))).toBe('621,000 MRDX');
  });
  it('show at most two decimals, never rounded up', () => {
    expect(formatTokens(SCALE - 1n)).toBe('0.99');
    expect(formatTokens(1n)).toBe('0');
    expect(formatTokens(-mrdx(1_500n))).toBe('-1,500');
  });
});

describe('formatTokenBreakdown', () => {
  it('shows base, bonus and total for a whitelist purchase, with the bonus of core', () => {
    const base = tokensForUsd(10_800n, 'WHITELIST');
    expect(formatTokenBreakdown(base, bonusTokens(base, 'WHITELIST'))).toBe('540,000 MRDX + 81,000 bonus = 621,000 MRDX');
  });
  it('hands the same text out in parts for a page to lay out', () => {
    expect(tokenBreakdownParts(540_000n * SCALE, 81_000n * SCALE)).toEqual(['540,000 MRDX', '+ 81,000 bonus', '= 621,000 MRDX']);
    expect(tokenBreakdownParts(5n * SCALE, 0n)).toEqual(['5 MRDX']);
    expect(tokenBreakdownParts(540_000n * SCALE, 81_000n * SCALE, { unit: false })).toEqual(['540,000', '+ 81,000 bonus', '= 621,000']);
  });
  it('shows the base alone when there is no bonus', () => {
    const base = tokensForUsd(14_500n, 'ICO');
    expect(formatTokenBreakdown(base, bonusTokens(base, 'ICO'))).toBe('500,000 MRDX');
  });
});

describe('unitsFromMrdx and unitsFromBaseUnits', () => {
  it("read the API's two kinds of token strings", () => {
    expect(unitsFromMrdx('621000')).toBe(mrdx(621_000n));
    expect(unitsFromMrdx('12.5')).toBe(mrdx(12n, SCALE / 2n));
    expect(unitsFromBaseUnits('621000000000000')).toBe(mrdx(621_000n));
  });
  it('count a missing or malformed amount as zero', () => {
    expect(unitsFromMrdx(null)).toBe(0n);
    expect(unitsFromMrdx('1,000')).toBe(0n);
    expect(unitsFromBaseUnits('12.5')).toBe(0n);
    expect(unitsFromBaseUnits(undefined)).toBe(0n);
  });
});
