import { describe, expect, it } from 'vitest';
import { PHASES } from '@core/sale-config';
import { daysRemainingAt, initialSaleDates, isSaleOpenAt, phaseAt, phaseConfig, phaseWindow, type SaleDates } from '@core/phase';

const DAY = 86_400_000;
const start = new Date('2026-01-01T00:00:00Z');
const dates: SaleDates = initialSaleDates(start);

describe('phaseAt', () => {
  it('is WHITELIST until the whitelist ends, ICO until the ICO ends, then LISTING', () => {
    expect(phaseAt(start, dates)).toEqual({ phase: 'WHITELIST', initialized: true });
    expect(phaseAt(new Date(dates.whitelistEndsAt.getTime() - 1), dates).phase).toBe('WHITELIST');
    expect(phaseAt(dates.whitelistEndsAt, dates).phase).toBe('ICO');
    expect(phaseAt(new Date(dates.icoEndsAt.getTime() - 1), dates).phase).toBe('ICO');
    expect(phaseAt(dates.icoEndsAt, dates).phase).toBe('LISTING');
  });

  it('is an uninitialized WHITELIST without dates or with invalid ones', () => {
    expect(phaseAt(start, null)).toEqual({ phase: 'WHITELIST', initialized: false });
    expect(phaseAt(start, { ...dates, icoEndsAt: new Date(Number.NaN) })).toEqual({ phase: 'WHITELIST', initialized: false });
    expect(phaseAt(start, { ...dates, icoEndsAt: new Date(start.getTime() - DAY) }).initialized).toBe(false);
  });
});

describe('initialSaleDates', () => {
  it('runs the whitelist for its days and the ICO for its days after it', () => {
    expect(dates.whitelistStartsAt).toEqual(start);
    expect(dates.whitelistEndsAt.getTime() - start.getTime()).toBe(PHASES.WHITELIST.durationDays! * DAY);
    expect(dates.icoEndsAt.getTime() - dates.whitelistEndsAt.getTime()).toBe(PHASES.ICO.durationDays! * DAY);
    expect(initialSaleDates(start, 3).whitelistEndsAt.getTime() - start.getTime()).toBe(3 * DAY);
  });
});

describe('phase windows', () => {
  it('gives each accepting phase its window and none to LISTING', () => {
    expect(phaseWindow('WHITELIST', dates)).toEqual({ startsAt: dates.whitelistStartsAt, endsAt: dates.whitelistEndsAt });
    expect(phaseWindow('ICO', dates)).toEqual({ startsAt: dates.whitelistEndsAt, endsAt: dates.icoEndsAt });
    expect(phaseWindow('LISTING', dates)).toBeNull();
  });

  it('opens the sale at the whitelist start and closes it at the ICO end', () => {
    expect(isSaleOpenAt(new Date(start.getTime() - 1), dates)).toBe(false);
    expect(isSaleOpenAt(start, dates)).toBe(true);
    expect(isSaleOpenAt(dates.icoEndsAt, dates)).toBe(false);
    expect(isSaleOpenAt(start, null)).toBe(false);
  });

  it('returns the configured phase table', () => {
    expect(phaseConfig('ICO')).toBe(PHASES.ICO);
  });
});

describe('daysRemainingAt', () => {
  it('counts whole days to the ICO end, rounding up, and 0 after it', () => {
    expect(daysRemainingAt(start, dates)).toBe(40);
    expect(daysRemainingAt(new Date(dates.icoEndsAt.getTime() - 1), dates)).toBe(1);
    expect(daysRemainingAt(dates.icoEndsAt, dates)).toBe(0);
  });

  it('counts the configured whitelist and ICO days before initialization', () => {
    expect(daysRemainingAt(start, null)).toBe(PHASES.WHITELIST.durationDays! + PHASES.ICO.durationDays!);
    expect(daysRemainingAt(start, null, 5)).toBe(5 + PHASES.ICO.durationDays!);
  });
});
