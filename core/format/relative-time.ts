// "5 minutes ago" for people, en-US, from the largest unit that fits (comments' times); apart from
// time.ts so that pages showing dates do not carry it.
import { LOCALE } from '@core/format/numbers';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const RELATIVE = /* @__PURE__ */ new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

/** The time from `iso` to `nowMs` as words ("just now" under a minute; a future time counts as now). */
export function formatRelativeTime(iso: string, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return RELATIVE.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
