import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeUtc, formatLongDate, formatRelativeTime } from '@core/format/time';

const NOON_UTC = '2027-01-05T12:04:00Z';

describe('dates', () => {
  it('writes en-US dates, in UTC where one clock is needed', () => {
    expect(formatDateTimeUtc(NOON_UTC)).toBe('Jan 5, 2027, 12:04 PM UTC');
    expect(formatLongDate(new Date('2026-11-23T00:00:00Z'))).toBe('November 23, 2026');
  });
  it("writes the viewer's local date and time in en-US", () => {
    const local = new Date(2027, 0, 5, 15, 4);
    expect(formatDate(local)).toBe('Jan 5, 2027');
    expect(formatDateTime(local)).toBe('Jan 5, 2027, 3:04 PM');
  });
  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTimeUtc('not a date')).toBe('—');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says just now under a minute and for a clock slightly ahead', () => {
    expect(formatRelativeTime('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-23T12:00:05Z', now)).toBe('just now');
  });
  it('uses the largest unit that fits', () => {
    expect(formatRelativeTime('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-22T11:00:00Z', now)).toBe('yesterday');
  });
});
