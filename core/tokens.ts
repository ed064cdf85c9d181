// Token amounts: MRDX for a USD value at a phase's price, in base units (TOKEN.decimals), exactly.
import { TOKEN, type PhaseName } from '@core/sale-config';
import { phaseConfig } from '@core/phase';
import { decimalToUnits, unitsToDecimal } from '@core/format/numbers';

const TOKEN_SCALE = 10n ** BigInt(TOKEN.decimals);

/** A decimal price (e.g. 0.00029) as an exact fraction numerator/denominator. Prices have at most 12 decimals. */
function priceFraction(price: number): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fraction = ''] = price.toFixed(12).replace(/0+$/, '').split('.');
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * Token base units bought with `usdCents` at the price of `phase` (docs/decisions.md, "Phase prices and
 * estimated tokens": the phase the contribution falls in), rounded down to a whole base unit.
 */
export function tokensForUsd(usdCents: bigint, phase: PhaseName): bigint {
  const { numerator, denominator } = priceFraction(phaseConfig(phase).tokenPrice);
  return (usdCents * TOKEN_SCALE * denominator) / (100n * numerator);
}

/** Bonus base units on `baseUnits` bought in `phase` (its bonusPercent), rounded down. */
export function bonusTokens(baseUnits: bigint, phase: PhaseName): bigint {
  return (baseUnits * BigInt(phaseConfig(phase).bonusPercent)) / 100n;
}

/** Base units as a decimal string of whole MRDX, trailing fraction zeros dropped ("500000", "1234.5"). */
export function formatTokenAmount(baseUnits: bigint): string {
  return unitsToDecimal(baseUnits, TOKEN.decimals);
}

/** Parses a decimal string of whole MRDX (as the API sends) back into base units; null if malformed. */
export function parseTokenAmount(text: string): bigint | null {
  return decimalToUnits(text, TOKEN.decimals);
}
