import { describe, expect, it } from 'vitest';
import { formatTokens, formatUsd } from './display';

describe('display formats', () => {
  it('shows USD en-US with 2 decimals from cents or dollars', () => {
    expect(formatUsd(123_450n)).toBe('$1,234.50');
    expect(formatUsd(150)).toBe('$150.00');
  });

  it('groups token amounts and shows at most 2 fraction digits', () => {
    expect(formatTokens(1_034_482_758_620_689n)).toBe('1,034,482.75');
    expect(formatTokens('750000')).toBe('750,000');
    expect(formatTokens('12.5')).toBe('12.5');
    expect(formatTokens('0.001')).toBe('0');
  });
});
