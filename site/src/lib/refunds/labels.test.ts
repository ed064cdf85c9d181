import { describe, expect, it } from 'vitest';
import { owedDecimal } from './labels';

const total = (amount: string, paid: string, held: string) => ({ amount: { amount }, paidAmount: { amount: paid }, heldAmount: { amount: held } });

describe('owedDecimal', () => {
  it('is what is left to refund once paid and held lines are taken out, exactly', () => {
    expect(owedDecimal(total('2.15', '0.6', '0.75'))).toBe('0.8');
    expect(owedDecimal(total('270.5', '150', '0'))).toBe('120.5');
    expect(owedDecimal(total('0.000000001', '0', '0'))).toBe('0.000000001');
  });

  it('reads nothing owed as 0', () => {
    expect(owedDecimal(total('2.15', '2.15', '0'))).toBe('0');
    expect(owedDecimal(total('270.5', '120.5', '150'))).toBe('0');
  });
});
