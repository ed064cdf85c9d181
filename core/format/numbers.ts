// Plain numbers for people (counts, percentages, grouped decimals), en-US everywhere so the server's
// render and the browser's agree. Money and tokens build on these (money.ts, tokens.ts).

/** The one locale of every figure on the site, in mails and in exports. */
export const LOCALE = 'en-US';

const COUNT = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A whole number with thousands separators: 7000000000 → "7,000,000,000" (a fraction is rounded). */
export function formatCount(value: number | bigint): string {
  return COUNT.format(value);
}

/**
 * A count with its noun, singular or plural as English needs: (1, 'wallet') → "1 wallet",
 * (16, 'payout') → "16 payouts", (2, 'batch', 'batches') → "2 batches", (1234, 'payout') → "1,234 payouts".
 * Never "payout(s)".
 */
export function formatCountOf(value: number | bigint, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 || value === 1n ? singular : plural}`;
}

/**
 * A percentage as written in copy: 0.5 → "0.5%" (up to 4 decimals), or with exactly `fractionDigits`
 * decimals when given (12.345, 1 → "12.3%").
 */
export function formatPercent(value: number, fractionDigits?: number): string {
  const digits = fractionDigits === undefined ? { maximumFractionDigits: 4 } : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return `${new Intl.NumberFormat(LOCALE, digits).format(value)}%`;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Integer units of an amount with `decimals` fraction digits (lamports, token base units) as an exact
 * plain decimal, trailing fraction zeros dropped: (1_500_000_000n, 9) → "1.5".
 */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const abs = units < 0n ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const fraction = (abs % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${units < 0n ? '-' : ''}${abs / scale}${fraction ? `.${fraction}` : ''}`;
}

/** A plain decimal ("-12.5") as integer units with `decimals` fraction digits; null if malformed or more precise. */
export function decimalToUnits(text: string, decimals: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const units = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'));
  return sign ? -units : units;
}

/**
 * A plain decimal string ("-1234567.891", as exact BigInt arithmetic writes it) with thousands
 * separators and at most `maxFractionDigits` decimals, cut (never rounded up: an amount is not shown
 * as more than it is), trailing zeros dropped: ("1234567.891", 2) → "1,234,567.89". A string that is
 * not a plain decimal comes back unchanged.
 */
export function groupDecimal(text: string, maxFractionDigits: number): string {
  const match = DECIMAL.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shown = fraction.slice(0, Math.max(0, maxFractionDigits)).replace(/0+$/, '');
  const negative = sign && (/[1-9]/.test(whole) || /[1-9]/.test(shown)) ? '-' : '';
  return shown ? `${negative}${grouped}.${shown}` : `${negative}${grouped}`;
}
