// Dates and times for people, en-US everywhere: in the viewer's time zone for what they did, in UTC
// where the team must agree on one clock (the admin console, content dates), and "5 minutes ago".
import { LOCALE } from '@core/format/numbers';

type When = string | number | Date;

const DATE = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const LONG_DATE_UTC = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_UTC = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'medium' });
const CLOCK = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });

/** The moment, or null when it is missing or not a date (then the formatters show "—"). */
function toDate(value: When | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const show = (format: Intl.DateTimeFormat, value: When | null | undefined, suffix = '') => {
  const date = toDate(value);
  return date ? `${format.format(date)}${suffix}` : '—';
};

/** "Jan 5, 2027" in the viewer's time zone. */
export const formatDate = (value: When | null | undefined): string => show(DATE, value);

/** "January 5, 2027" in UTC: dates of content (legal pages, whitepaper) fixed at build. */
export const formatLongDate = (value: When | null | undefined): string => show(LONG_DATE_UTC, value);

/** "Jan 5, 2027, 3:04 PM" in the viewer's time zone. */
export const formatDateTime = (value: When | null | undefined): string => show(DATE_TIME, value);

/** "Jan 5, 2027, 3:04 PM UTC": the admin console's one clock. */
export const formatDateTimeUtc = (value: When | null | undefined): string => show(DATE_TIME_UTC, value, ' UTC');

/** "3:04:05 PM" in the viewer's time zone (live status panels). */
export const formatTime = (value: When | null | undefined): string => show(TIME, value);

/** "03:04 PM" in the viewer's time zone (how long a payment request stays valid). */
export const formatClock = (value: When | null | undefined): string => show(CLOCK, value);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const RELATIVE = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

/** The time from `iso` to `nowMs` as words ("just now" under a minute; a future time counts as now). */
export function formatRelativeTime(iso: string, nowMs: number): string {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(iso)) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return RELATIVE.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
