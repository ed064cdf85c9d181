import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '@core/format/relative-time';

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
