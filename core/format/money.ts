// Money for people: USD (from cents or dollars, prices of a token) and SOL (from lamports or the API's
// decimal strings), en-US, plus the plain forms a spreadsheet reads (CSV exports).
import { groupDecimal, LOCALE, unitsToDecimal } from '@core/format/numbers';

/** Fraction digits of SOL (1 lamport = 0.000000001 SOL), as core/lamports counts them. */
const SOL_DECIMALS = 9;

const USD = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const USD_WHOLE = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
/**
 * Fraction digits of every price under a dollar (the token's phase prices): one count everywhere, the
 * site, the console and mails alike, enough for every configured price (money.test.ts checks them).
 */
export const TOKEN_PRICE_DECIMALS = 5;
const USD_PRICE = /* @__PURE__ */ new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: TOKEN_PRICE_DECIMALS,
  maximumFractionDigits: TOKEN_PRICE_DECIMALS,
});

/** USD with cents: "$1,234.50", from cents (bigint) or dollars (number, as the API sends them). */
export function formatUsd(value: bigint | number): string {
  return USD.format(typeof value === 'bigint' ? Number(value) / 100 : value);
}

/** Whole dollars, rounded: "$250,000" (caps, goals, minimums in copy, the tracker's raised figure). */
export function formatUsdWhole(value: number): string {
  return USD_WHOLE.format(value);
}

/**
 * A price: cents for a price of a dollar or more ("$150.25"), TOKEN_PRICE_DECIMALS digits for a smaller
 * one ("$0.00020", "$0.00029": every token price reads alike on every page, and never as "$0.00"); or
 * exactly `fractionDigits` digits for a market rate that needs its own (the ticker's small coins).
 */
export function formatUsdPrice(value: number, fractionDigits?: number): string {
  if (fractionDigits !== undefined) {
    return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
  }
  return Math.abs(value) >= 1 ? USD.format(value) : USD_PRICE.format(value);
}

/** Cents as a plain decimal for a spreadsheet cell: 123450n → "1234.50" (no symbol, no separators). */
export function usdCentsDecimal(cents: bigint | number): string {
  const amount = BigInt(cents);
  const abs = amount < 0n ? -amount : amount;
  return `${amount < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A wallet's SOL balance (a float from an RPC read) to exactly 4 decimals: "12.3457". */
export function formatSolBalance(sol: number): string {
  return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(sol);
}

/**
 * SOL for people, without the unit: lamports (bigint) or the API's decimal SOL string exactly, with
 * thousands separators ("1,234.5"); a float balance from an RPC read (number) to `maxFractionDigits`.
 */
export function formatSol(value: bigint | string | number, maxFractionDigits: number = SOL_DECIMALS): string {
  if (typeof value === 'number') return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxFractionDigits }).format(value);
  return groupDecimal(typeof value === 'bigint' ? unitsToDecimal(value, SOL_DECIMALS) : value, maxFractionDigits);
}
