import { describe, expect, it } from 'vitest';
import { tokenValueCents, vestingPlan } from '@core/holdings';

const DAY = 86_400_000;
const ICO_END = new Date('2027-01-01T00:00:00Z');

describe('tokenValueCents', () => {
  it('values tokens at the phase price, rounded down to a cent', () => {
    // 500,000 MRDX at 0.0002 = $100; at 0.00029 = $145.
    expect(tokenValueCents(500_000n * 10n ** 9n, 'WHITELIST')).toBe(10_000n);
    expect(tokenValueCents(500_000n * 10n ** 9n, 'ICO')).toBe(14_500n);
    expect(tokenValueCents(1n, 'LISTING')).toBe(0n);
  });
});

describe('vestingPlan', () => {
  it('dates whitelist unlocks from the ICO end and counts what is unlocked now', () => {
    const plan = vestingPlan('WHITELIST', 1_000n, ICO_END, new Date(ICO_END.getTime() + 31 * DAY));
    expect(plan.unlocks.map((u) => [u.afterDays, u.percent, String(u.amount), u.unlocked])).toEqual([
      [0, 25, '250', true],
      [30, 25, '250', true],
      [60, 25, '250', false],
      [90, 25, '250', false],
    ]);
    expect(plan.unlocks[1]!.date).toEqual(new Date(ICO_END.getTime() + 30 * DAY));
    expect(plan.claimableBaseUnits).toBe(500n);
    expect(plan.nextUnlock?.afterDays).toBe(60);
  });

  it('gives ICO buyers 40% then six monthly unlocks, the last taking the rounding remainder', () => {
    const plan = vestingPlan('ICO', 1_001n, ICO_END, new Date(ICO_END.getTime() - DAY));
    expect(plan.unlocks).toHaveLength(7);
    expect(plan.unlocks.reduce((sum, u) => sum + u.amount, 0n)).toBe(1_001n);
    expect(plan.claimableBaseUnits).toBe(0n);
    expect(plan.nextUnlock?.afterDays).toBe(0);
  });

  it('has no dates, nothing unlocked and no next unlock before the ICO end is fixed', () => {
    const plan = vestingPlan('WHITELIST', 400n, null, new Date());
    expect(plan.unlocks.every((u) => u.date === null && !u.unlocked)).toBe(true);
    expect(plan.unlocks.map((u) => String(u.amount))).toEqual(['100', '100', '100', '100']);
    expect(plan.nextUnlock).toBeNull();
  });
});
