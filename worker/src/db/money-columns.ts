// The money columns every table of money shares (schema.ts, assetColumns) as raw SQL reads them: a
// row's amount in its asset, the same in SQL for sums, and a sum per asset read back as an amount. Sums
// run as 64-bit integers and come back as text: D1 would round integers above 2^53 to a JS number.
import { amountOf, type AssetAmount } from '@core/asset-amount';
import { ASSET_SYMBOLS } from '@core/payment-assets';

/** The money columns of a row read by raw SQL (snake_case, as D1 returns them). */
export interface MoneyColumnsRow {
  lamports: number | string;
  asset: string;
  token_amount: string | null;
  token_decimals: number | null;
}

/** The money columns to SELECT for MoneyColumnsRow; `table` is an alias ("c.") or ''. */
export const moneyColumnsSql = (table = '') => `${table}lamports, ${table}asset, ${table}token_amount, ${table}token_decimals`;

/** The amount a row holds, in its asset. */
export function amountOfColumns(row: MoneyColumnsRow): AssetAmount {
  return amountOf({ lamports: row.lamports, asset: row.asset, tokenAmount: row.token_amount, tokenDecimals: row.token_decimals });
}

/** A row's amount in base units, as SQL: its lamports for SOL, its token amount for a stablecoin. */
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

/** An ORDER BY term putting assets in ASSET_SYMBOLS order, SOL first. */
export const assetOrderSql = (table = '') => `CASE ${table}asset ${ASSET_SYMBOLS.map((symbol, index) => `WHEN '${symbol}' THEN ${index}`).join(' ')} END`;
