import { describe, expect, it } from 'vitest';
import { describeVesting, LAST_UNLOCK_AFTER_DAYS, unlockedPercentAt, vestingAmounts, vestingSchedule } from '@core/vesting';

const DAY = 86_400_000;
const icoEnd = new Date('2026-03-01T00:00:00Z');

describe('vestingSchedule', () => {
  it('unlocks whitelist buyers 25% at ICO end then 25% at +30, +60, +90 days', () => {
    const schedule = vestingSchedule('WHITELIST', icoEnd);
    expect(schedule.map((u) => u.percent)).toEqual([25, 25, 25, 25]);
    expect(schedule.map((u) => (u.date.getTime() - icoEnd.getTime()) / DAY)).toEqual([0, 30, 60, 90]);
  });

  it('unlocks ICO buyers 40% at ICO end and 60% in six monthly unlocks', () => {
    const schedule = vestingSchedule('ICO', icoEnd);
    expect(schedule[0]).toEqual({ date: icoEnd, percent: 40 });
    expect(schedule.slice(1).map((u) => u.percent)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(schedule.reduce((sum, u) => sum + u.percent, 0)).toBe(100);
  });
});

describe('vestingAmounts', () => {
  it('splits a total exactly, the last unlock taking the remainder', () => {
    const parts = vestingAmounts(1_000_000_003n, vestingSchedule('WHITELIST', icoEnd));
    expect(parts).toEqual([250_000_000n, 250_000_000n, 250_000_000n, 250_000_003n]);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(1_000_000_003n);
  });
});

describe('unlockedPercentAt', () => {
  it('sums the unlocks whose date has come', () => {
    const schedule = vestingSchedule('ICO', icoEnd);
    expect(unlockedPercentAt(schedule, new Date(icoEnd.getTime() - 1))).toBe(0);
    expect(unlockedPercentAt(schedule, icoEnd)).toBe(40);
    expect(unlockedPercentAt(schedule, new Date(icoEnd.getTime() + 61 * DAY))).toBe(60);
  });
});

describe('describeVesting', () => {
  it('says each schedule in words from config, down to its last unlock', () => {
    expect(describeVesting('WHITELIST')).toBe('25% at the end of the ICO, then 25% 30, 60 and 90 days later');
    expect(describeVesting('ICO')).toBe('40% at the end of the ICO, then 10% every 30 days for 6 months (the last 180 days after the ICO ends)');
    expect(LAST_UNLOCK_AFTER_DAYS).toBe(180);
  });
});
