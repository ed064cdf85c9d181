// MRDX for people: base units (TOKEN.decimals from core/sale-config) as grouped whole tokens, and the
// phase bonus beside the base tokens ("540,000 MRDX + 81,000 bonus = 621,000 MRDX").
import { TOKEN } from '@core/sale-config';
import { decimalToUnits, groupDecimal, unitsToDecimal } from '@core/format/numbers';

/** Fraction digits shown to people: cents of a token; exports and the API keep every base unit. */
export const TOKEN_DISPLAY_DECIMALS = 2;

/** Base units from the API's whole-MRDX decimal string ("621000", "12.5"); 0 when missing or malformed. */
export function unitsFromMrdx(text: string | null | undefined): bigint {
  return (text && decimalToUnits(text, TOKEN.decimals)) || 0n;
}

/** Base units from the API's base-unit string ("621000000000000"); 0 when missing or malformed. */
export function unitsFromBaseUnits(text: string | null | undefined): bigint {
  return text && /^-?\d+$/.test(text) ? BigInt(text) : 0n;
}

/** Base units as grouped whole tokens, at most 2 decimals, cut: 621_000_500_000_000n → "621,000.5". */
export function formatTokens(baseUnits: bigint): string {
  return groupDecimal(unitsToDecimal(baseUnits, TOKEN.decimals), TOKEN_DISPLAY_DECIMALS);
}

/** The same with the symbol: "621,000 MRDX". */
export function formatMrdx(baseUnits: bigint): string {
  return `${formatTokens(baseUnits)} ${TOKEN.symbol}`;
}

/**
 * The parts of a purchase's tokens: ["540,000 MRDX", "+ 81,000 bonus", "= 621,000 MRDX"], or just
 * ["540,000 MRDX"] when there is no bonus (the ICO phase). A page may lay the parts out on lines; a
 * table whose column is headed MRDX leaves the symbol out (`unit: false`).
 */
export function tokenBreakdownParts(baseUnits: bigint, bonusUnits: bigint, { unit = true } = {}): string[] {
  const amount = unit ? formatMrdx : formatTokens;
  if (bonusUnits === 0n) return [amount(baseUnits)];
  return [amount(baseUnits), `+ ${formatTokens(bonusUnits)} bonus`, `= ${amount(baseUnits + bonusUnits)}`];
}

/** Base tokens, bonus and total in one line: "540,000 MRDX + 81,000 bonus = 621,000 MRDX". */
export function formatTokenBreakdown(baseUnits: bigint, bonusUnits: bigint): string {
  return tokenBreakdownParts(baseUnits, bonusUnits).join(' ');
}
