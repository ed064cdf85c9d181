// The currency the wizard pays in: the one chosen among the assets GET /api/sale lists (SOL when the list
// is absent), and its quote (SOL at the live price; a stablecoin at $1.00 a unit through its rules,
// stablecoin-rules.tsx, which load when one is chosen).
import type { AcceptedAsset, CryptoRates, SaleInfo } from '@core/api/sale';
import { quoteSol, type Quote } from './quote';
import type { StablecoinRules } from './use-stablecoin-rules';

/** SOL as the wizard shows it when the sale lists no assets (an older answer). */
const SOL_ASSET: AcceptedAsset = { symbol: 'SOL', name: 'Solana', mint: null, decimals: 9 };

/** The assets the wizard offers, SOL first. */
export function offeredAssets(sale: Pick<SaleInfo, 'assets'>): AcceptedAsset[] {
  return sale.assets?.length ? sale.assets : [SOL_ASSET];
}

/** The asset of the chosen currency (lower case, as the form keeps it); SOL when it is not offered. */
export function selectedAsset(currency: string, sale: Pick<SaleInfo, 'assets'>): AcceptedAsset {
  return offeredAssets(sale).find((asset) => asset.symbol.toLowerCase() === currency) ?? offeredAssets(sale)[0]!;
}

/** The quote of `amount` in `asset`; a stablecoin's once its rules are loaded. */
export function quoteIn(asset: AcceptedAsset, amount: string, rates: CryptoRates | null, phase: SaleInfo['phase'], rules: StablecoinRules | null): Quote | null {
  if (asset.symbol === 'SOL') return quoteSol(amount, rates?.rates.sol ?? null, phase);
  return rules?.quoteStablecoin(asset, amount, phase) ?? null;
}
