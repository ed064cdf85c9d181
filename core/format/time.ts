// Dates and times for people, en-US everywhere: in the viewer's time zone for what they did, and in UTC
// where the team must agree on one clock (the admin console, content dates). "5 minutes ago": relative-time.ts.
import { LOCALE } from '@core/format/numbers';

type When = string | number | Date;

const DATE = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const LONG_DATE_UTC = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const DATE_TIME = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_UTC = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const TIME = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { timeStyle: 'medium' });
const CLOCK = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });

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

/**
 * {@link formatDateTime} cut after the date, for a narrow table cell that may break there and nowhere
 * else: ["Jan 5, 2027,", "3:04 PM"] (joined by a space they are the same text).
 */
export function formatDateTimeHalves(value: When | null | undefined): [string, string] {
  const text = formatDateTime(value);
  const cut = text.lastIndexOf(', ');
  return cut < 0 ? [text, ''] : [text.slice(0, cut + 1), text.slice(cut + 2)];
}

/** "Jan 5, 2027, 3:04 PM UTC": the admin console's one clock. */
export const formatDateTimeUtc = (value: When | null | undefined): string => show(DATE_TIME_UTC, value, ' UTC');

/** "3:04:05 PM" in the viewer's time zone (live status panels). */
export const formatTime = (value: When | null | undefined): string => show(TIME, value);

/** "03:04 PM" in the viewer's time zone (how long a payment request stays valid). */
export const formatClock = (value: When | null | undefined): string => show(CLOCK, value);

/**
 * "2027-01-05T15:04:05.000Z": the exact UTC moment, for files a machine reads (the console's CSV
 * downloads); '' when missing, so a record kept before a column existed shows as an empty cell.
 */
export const formatIsoUtc = (value: When | null | undefined): string => toDate(value)?.toISOString() ?? '';
