// An amount in one accepted asset: SOL in lamports, or a stablecoin in its mint's base units with the
// mint's decimals. How such an amount maps onto the money columns of a row (lamports, asset,
// token_amount, token_decimals: worker/src/db/schema.ts) and back, and how it reads for people: one
// formatter for every page, mail and CSV.
import { formatUsd } from '@core/format/money';
import { groupDecimal, unitsToDecimal } from '@core/format/numbers';
import { SOL_DECIMALS } from '@core/lamports';
import { ASSET_SYMBOLS, type AssetSymbol } from '@core/payment-assets';

export interface AssetAmount {
  asset: AssetSymbol;
  /** Lamports for SOL; the mint's base units for a stablecoin. */
  units: bigint;
  /** SOL_DECIMALS for SOL; the mint's decimals for a stablecoin. */
  decimals: number;
}

/** `lamports` of SOL. */
export function solAmount(lamports: bigint): AssetAmount {
  return { asset: 'SOL', units: lamports, decimals: SOL_DECIMALS };
}

/** The money columns of a row holding `amount`: a stablecoin keeps 0 lamports, so SOL sums never count it. */
export function amountColumns(amount: AssetAmount): { lamports: bigint; asset: AssetSymbol; tokenAmount: string | null; tokenDecimals: number | null } {
  return amount.asset === 'SOL'
    ? { lamports: amount.units, asset: 'SOL', tokenAmount: null, tokenDecimals: null }
    : { lamports: 0n, asset: amount.asset, tokenAmount: amount.units.toString(), tokenDecimals: amount.decimals };
}

/** The row shape amountOf reads (numbers or strings, as D1 and the API give them). */
export interface AmountRow {
  asset?: string | null;
  lamports: number | bigint | string;
  tokenAmount?: string | null;
  tokenDecimals?: number | null;
}

/** The amount a row holds: its lamports, or its stablecoin amount. A row without an asset is SOL (written before stablecoins). */
export function amountOf(row: AmountRow): AssetAmount {
  const asset = (row.asset ?? 'SOL') as AssetSymbol;
  if (asset === 'SOL' || row.tokenAmount == null) return solAmount(BigInt(row.lamports));
  return { asset, units: BigInt(row.tokenAmount), decimals: row.tokenDecimals ?? 0 };
}

/** The exact plain decimal of `amount` ("150.5"), as Solana Pay URLs and CSV cells take it. */
export function assetDecimal(amount: AssetAmount): string {
  return unitsToDecimal(amount.units, amount.decimals);
}

/** "1,234.5 SOL", "150 USDC": exact, with separators, the unit after. */
export function formatAssetAmount(amount: AssetAmount): string {
  return formatAssetDecimal(assetDecimal(amount), amount.asset);
}

/** The same for an amount the API sends as a plain decimal with its asset ("150.5", "USDC" → "150.5 USDC"). */
export function formatAssetDecimal(decimal: string, asset: AssetSymbol): string {
  return `${groupDecimal(decimal, SOL_DECIMALS)} ${asset}`;
}

/** The sum of amounts in one asset; throws when they are of different assets (a sum across assets is in USD). */
export function addAmounts(a: AssetAmount, b: AssetAmount): AssetAmount {
  if (a.asset !== b.asset) throw new RangeError(`Cannot add ${a.asset} and ${b.asset}`);
  return { ...a, units: a.units + b.units };
}

/** An amount as the API sends it: its asset and the exact plain decimal in it ("150"). */
export interface AssetDecimal {
  asset: AssetSymbol;
  amount: string;
}

/** `amount` as the API sends it. */
export function toAssetDecimal(amount: AssetAmount): AssetDecimal {
  return { asset: amount.asset, amount: assetDecimal(amount) };
}

/** The sum of `amounts` in each asset they hold, SOL first, then the stablecoins in ASSET_SYMBOLS order. */
export function totalsByAsset(amounts: readonly AssetAmount[]): AssetAmount[] {
  const totals = new Map<AssetSymbol, AssetAmount>();
  for (const amount of amounts) {
    const total = totals.get(amount.asset);
    totals.set(amount.asset, total ? addAmounts(total, amount) : amount);
  }
  return ASSET_SYMBOLS.flatMap((asset) => totals.get(asset) ?? []);
}

/**
 * Amounts in several assets as one phrase, each through formatAssetDecimal: "1.5 SOL + 150 USDC"; with
 * none, `none` (a total of nothing paid reads "0 SOL" where it always has).
 */
export function formatAssetDecimals(amounts: readonly AssetDecimal[], none = formatAssetDecimal('0', 'SOL')): string {
  return amounts.length === 0 ? none : amounts.map((entry) => formatAssetDecimal(entry.amount, entry.asset)).join(' + ');
}

/**
 * An amount as formatted above with its USD value: "150 USDC ($150.00)", as the contribution mails say it;
 * the amount alone when its USD value is not known (an unmatched SOL payment was never priced).
 */
export function withUsdValue(formattedAmount: string, usd: bigint | number | null): string {
  return usd === null ? formattedAmount : `${formattedAmount} (${formatUsd(usd)})`;
}
