// Token and SOL amounts as the distribution API sends them: exact integers as decimal strings beside
// their display form (whole tokens at the mint's decimals, SOL).
import type { SolAmount, TokenAmount } from '@core/api/distribution';
import { unitsToDecimal } from '@core/format/numbers';
import { formatLamportsAsSol } from '@core/lamports';

export function tokenAmount(baseUnits: bigint | string, decimals: number): TokenAmount {
  const units = BigInt(baseUnits);
  return { baseUnits: units.toString(), tokens: unitsToDecimal(units, decimals) };
}

export function solAmount(lamports: bigint | number | string): SolAmount {
  const units = BigInt(lamports);
  return { lamports: units.toString(), sol: formatLamportsAsSol(units) };
}

/** Sum of decimal-string base units. */
export const sumUnits = (values: readonly (string | bigint)[]) => values.reduce<bigint>((sum, value) => sum + BigInt(value), 0n);
