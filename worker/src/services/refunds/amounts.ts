// An amount of one asset as the refund API sends it (core/api/refunds.ts RefundAmount): exact base
// units beside the plain decimal in that asset.
import type { RefundAmount } from '@core/api/refunds';
import { unitsToDecimal } from '@core/format/numbers';
import type { AssetSymbol } from '@core/payment-assets';

export function refundAmount(asset: AssetSymbol, baseUnits: bigint | string | number, decimals: number): RefundAmount {
  const units = BigInt(baseUnits);
  return { asset, baseUnits: units.toString(), amount: unitsToDecimal(units, asset === 'SOL' ? 9 : decimals) };
}
