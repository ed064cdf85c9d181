import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeHalves, formatDateTimeUtc, formatIsoUtc, formatLongDate } from '@core/format/time';

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
    expect(formatDateTimeHalves(local)).toEqual(['Jan 5, 2027,', '3:04 PM']);
    expect(formatDateTimeHalves(local).join(' ')).toBe(formatDateTime(local));
  });
  it('writes the exact UTC moment for machine-read files, empty when missing', () => {
    expect(formatIsoUtc(Date.parse(NOON_UTC))).toBe('2027-01-05T12:04:00.000Z');
    expect(formatIsoUtc(null)).toBe('');
    expect(formatIsoUtc('not a date')).toBe('');
  });
  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTimeUtc('not a date')).toBe('—');
    expect(formatDateTimeHalves(undefined)).toEqual(['—', '']);
  });
});
