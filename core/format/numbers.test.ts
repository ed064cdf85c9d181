import { describe, expect, it } from 'vitest';
import { decimalToUnits, formatCount, formatCountOf, formatPercent, groupDecimal, unitsToDecimal } from '@core/format/numbers';

describe('formatCount', () => {
  it('groups thousands, for numbers and bigints', () => {
    expect(formatCount(7_000_000_000)).toBe('7,000,000,000');
    expect(formatCount(12n)).toBe('12');
    expect(formatCount(900_719_925_474_099_300n)).toBe('900,719,925,474,099,300');
  });
  it('rounds a fraction away', () => {
    expect(formatCount(1234.6)).toBe('1,235');
  });
});

describe('formatCountOf', () => {
  it('writes the singular for one and the plural for every other count, grouped', () => {
    expect(formatCountOf(1, 'wallet')).toBe('1 wallet');
    expect(formatCountOf(4, 'wallet')).toBe('4 wallets');
    expect(formatCountOf(0, 'payout')).toBe('0 payouts');
    expect(formatCountOf(1234, 'payout')).toBe('1,234 payouts');
    expect(formatCountOf(1n, 'transaction')).toBe('1 transaction');
  });
  it('takes an irregular plural', () => {
    expect(formatCountOf(1, 'batch', 'batches')).toBe('1 batch');
    expect(formatCountOf(3, 'batch', 'batches')).toBe('3 batches');
  });
});

describe('formatPercent', () => {
  it('writes up to 4 decimals, or exactly the digits asked for', () => {
    expect(formatPercent(0.5)).toBe('0.5%');
    expect(formatPercent(15)).toBe('15%');
    expect(formatPercent(12.345, 1)).toBe('12.3%');
    expect(formatPercent(50, 2)).toBe('50.00%');
  });
});

describe('groupDecimal', () => {
  it('groups the whole part and cuts the fraction without rounding up', () => {
    expect(groupDecimal('1234567.891', 2)).toBe('1,234,567.89');
    expect(groupDecimal('58889947.5', 2)).toBe('58,889,947.5');
    expect(groupDecimal('0.999', 2)).toBe('0.99');
    expect(groupDecimal('724500', 2)).toBe('724,500');
  });
  it('drops trailing zeros and a sign left with nothing to show', () => {
    expect(groupDecimal('12.500', 9)).toBe('12.5');
    expect(groupDecimal('-0.001', 2)).toBe('0');
    expect(groupDecimal('-1500.25', 2)).toBe('-1,500.25');
  });
  it('leaves text that is not a plain decimal alone', () => {
    expect(groupDecimal('1e9', 2)).toBe('1e9');
    expect(groupDecimal('', 2)).toBe('');
  });
});

describe('unitsToDecimal and decimalToUnits', () => {
  it('convert integer units and plain decimals exactly, both ways', () => {
    expect(unitsToDecimal(1_500_000_000n, 9)).toBe('1.5');
    expect(unitsToDecimal(-5n, 2)).toBe('-0.05');
    expect(unitsToDecimal(724_500n * 10n ** 9n, 9)).toBe('724500');
    expect(decimalToUnits('1.5', 9)).toBe(1_500_000_000n);
    expect(decimalToUnits(' -0.05 ', 2)).toBe(-5n);
  });
  it('refuse what is not a plain decimal or is more precise than the units', () => {
    expect(decimalToUnits('1,000', 9)).toBeNull();
    expect(decimalToUnits('1e3', 9)).toBeNull();
    expect(decimalToUnits('0.001', 2)).toBeNull();
  });
});
