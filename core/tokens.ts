// Token amounts: MRDX for a USD value at a phase's price, in base units (TOKEN.decimals), exactly.
import { TOKEN, type PhaseName } from '@core/sale-config';
import { phaseConfig } from '@core/phase';

const TOKEN_SCALE = 10n ** BigInt(TOKEN.decimals);

/** A decimal price (e.g. 0.00029) as an exact fraction numerator/denominator. Prices have at most 12 decimals. */
function priceFraction(price: number): { numerator: bigint; denominator: bigint } {
  const [whole = '0', fraction = ''] = price.toFixed(12).replace(/0+$/, '').split('.');
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * Token base units bought with `usdCents` at the price of `phase` (DESIGN.md 4: the phase the
 * contribution falls in), rounded down to a whole base unit.
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
  const sign = baseUnits < 0n ? '-' : '';
  const abs = baseUnits < 0n ? -baseUnits : baseUnits;
  const whole = abs / TOKEN_SCALE;
  const fraction = (abs % TOKEN_SCALE).toString().padStart(TOKEN.decimals, '0').replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** Parses a decimal string of whole MRDX (as the API sends) back into base units; null if malformed. */
export function parseTokenAmount(text: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > TOKEN.decimals) return null;
  const units = BigInt(whole) * TOKEN_SCALE + BigInt(fraction.padEnd(TOKEN.decimals, '0'));
  return sign ? -units : units;
}
