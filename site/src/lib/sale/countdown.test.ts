import { describe, expect, it } from 'vitest';
import { countdownTarget, splitDuration } from './countdown';

const sale = {
  initialized: true,
  whitelistStartsAt: '2026-01-01T00:00:00.000Z',
  whitelistEndsAt: '2026-01-11T00:00:00.000Z',
  icoEndsAt: '2026-02-10T00:00:00.000Z',
};
const at = (iso: string) => new Date(iso).getTime();

describe('countdownTarget', () => {
  it('counts to the whitelist end during the whitelist', () => {
    expect(countdownTarget(sale, at('2026-01-05T00:00:00Z'))).toEqual({ title: 'Whitelist Ends In', at: new Date(sale.whitelistEndsAt) });
  });

  it('counts to the opening before the whitelist starts and to the ICO end after it', () => {
    expect(countdownTarget(sale, at('2025-12-31T00:00:00Z'))?.title).toBe('Whitelist Opens In');
    expect(countdownTarget(sale, at('2026-01-11T00:00:00Z'))?.title).toBe('ICO Ends In');
  });

  it('shows nothing when the sale is not initialized or has ended', () => {
    expect(countdownTarget({ ...sale, initialized: false }, at('2026-01-05T00:00:00Z'))).toBeNull();
    expect(countdownTarget(sale, at('2026-03-01T00:00:00Z'))).toBeNull();
  });

  it('ignores unreadable dates', () => {
    expect(countdownTarget({ ...sale, whitelistStartsAt: 'nope', whitelistEndsAt: null }, at('2026-01-05T00:00:00Z'))?.title).toBe('ICO Ends In');
  });
});

describe('splitDuration', () => {
  it('splits milliseconds into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('never goes negative', () => {
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
