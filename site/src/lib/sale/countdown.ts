// Countdowns from the server's sale dates (docs/decisions.md, "The server owns the clock"): which moment the
// page counts down to and the remaining time split into days, hours, minutes and seconds.

/** The dates of GET /api/sale (ISO strings or null). */
export interface SaleDatesText {
  initialized: boolean;
  whitelistStartsAt: string | null;
  whitelistEndsAt: string | null;
  icoEndsAt: string | null;
}

/** What a countdown shows: a title and the target instant, or null when there is none. */
export interface CountdownTarget {
  title: 'Whitelist Opens In' | 'Whitelist Ends In' | 'ICO Ends In';
  at: Date;
}

const parse = (text: string | null) => {
  const date = text ? new Date(text) : null;
  return date && Number.isFinite(date.getTime()) ? date : null;
};

/** The next sale moment after `nowMs` (server time), or null when not initialized or the sale ended. */
export function countdownTarget(sale: SaleDatesText, nowMs: number): CountdownTarget | null {
  if (!sale.initialized) return null;
  const starts = parse(sale.whitelistStartsAt);
  const whitelistEnds = parse(sale.whitelistEndsAt);
  const icoEnds = parse(sale.icoEndsAt);
  if (starts && nowMs < starts.getTime()) return { title: 'Whitelist Opens In', at: starts };
  if (whitelistEnds && nowMs < whitelistEnds.getTime()) return { title: 'Whitelist Ends In', at: whitelistEnds };
  if (icoEnds && nowMs < icoEnds.getTime()) return { title: 'ICO Ends In', at: icoEnds };
  return null;
}

/** Remaining time split for display; never negative. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
