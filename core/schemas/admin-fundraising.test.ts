import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FundraisingAdjustmentSchema, FundraisingSettingsSchema, parseUsdToCents } from '@core/schemas/admin-fundraising';

describe('parseUsdToCents', () => {
  it('reads numbers and decimal strings with at most 2 decimals, signed, exactly', () => {
    expect(parseUsdToCents(120000.5)).toBe(12_000_050);
    expect(parseUsdToCents(' 0.1 ')).toBe(10);
    expect(parseUsdToCents('-500')).toBe(-50_000);
    expect(parseUsdToCents('19.99')).toBe(1999);
    for (const bad of ['', 'abc', '1e3', '1.234', NaN, Infinity, null, {}, '0x10', '2000000000']) expect(parseUsdToCents(bad)).toBeNull();
  });
});

describe('FundraisingSettingsSchema', () => {
  it('outputs cents and a Date, and orders soft cap <= goal <= hard cap', () => {
    const ok = v.safeParse(FundraisingSettingsSchema, { goal: 100_000, softCap: '50000', hardCap: 250_000, endDate: '2027-01-01T00:00:00Z' });
    expect(ok.success && ok.output).toEqual({ goal: 10_000_000, softCap: 5_000_000, hardCap: 25_000_000, endDate: new Date('2027-01-01T00:00:00Z') });
    const equal = v.safeParse(FundraisingSettingsSchema, { goal: 1, softCap: 1, hardCap: 1, endDate: '2027-01-01' });
    expect(equal.success).toBe(true);
    const first = (input: unknown) => v.safeParse(FundraisingSettingsSchema, input).issues?.[0]?.message;
    expect(first({ goal: 0.5, softCap: 1, hardCap: 1, endDate: '2027-01-01' })).toBe('Goal must be greater than 0');
    expect(first({ goal: 2, softCap: 1, hardCap: 1, endDate: '2027-01-01' })).toBe('Goal must not be greater than the hard cap');
  });
});

describe('FundraisingAdjustmentSchema', () => {
  it('defaults the missing delta or amount to 0 and trims the reason', () => {
    const parsed = v.safeParse(FundraisingAdjustmentSchema, { investorsDelta: 2, reason: '  wire  ' });
    expect(parsed.success && parsed.output).toEqual({ amount: 0, investorsDelta: 2, reason: 'wire' });
  });
});
