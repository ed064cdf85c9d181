// Sums in each asset over the money columns every table of money shares (schema.ts, assetColumns):
// a row's amount in its asset's base units as SQL, and a per-asset sum read back as an amount. Sums run
// as 64-bit integers and come back as text: D1 would round integers above 2^53 to a JS number.
import { amountOf, type AssetAmount } from '@core/asset-amount';

/** A row's amount in base units, as SQL: its lamports for SOL, its token amount for a stablecoin. `table` is an alias ("c.") or ''. */
export const assetUnitsSql = (table = '') => `(CASE WHEN ${table}asset = 'SOL' THEN ${table}lamports ELSE CAST(${table}token_amount AS INTEGER) END)`;

/** The SELECT list of a sum per asset (with GROUP BY asset): asset, units (decimal text), decimals (null for SOL). */
export const assetSumColumnsSql = (table = '') =>
  `${table}asset AS asset, CAST(SUM(${assetUnitsSql(table)}) AS TEXT) AS units, MAX(${table}token_decimals) AS decimals`;

/** A row of such a sum. */
export interface AssetSumRow {
  asset: string;
  units: string;
  decimals: number | null;
}

/** The amount a per-asset sum holds. */
export function amountOfSum(row: AssetSumRow): AssetAmount {
  return amountOf({ asset: row.asset, lamports: row.units, tokenAmount: row.units, tokenDecimals: row.decimals });
}
