// The currency the wizard pays in: the one chosen among the assets GET /api/sale lists (SOL first), and
// its quote (SOL at the live price; a stablecoin at $1.00 a unit through its rules,
// stablecoin-rules.tsx, which load when one is chosen).
import type { AcceptedAsset, CryptoRates, SaleInfo } from '@core/api/sale';
import { quoteSol, type Quote } from './quote';
import type { StablecoinRules } from './use-stablecoin-rules';

/** The asset of the chosen currency (lower case, as the form keeps it) among those the sale lists; SOL, listed first, when it is not offered. */
export function selectedAsset(currency: string, sale: Pick<SaleInfo, 'assets'>): AcceptedAsset {
  return sale.assets.find((asset) => asset.symbol.toLowerCase() === currency) ?? sale.assets[0]!;
}

/** The quote of `amount` in `asset`; a stablecoin's once its rules are loaded. */
export function quoteIn(asset: AcceptedAsset, amount: string, rates: CryptoRates | null, phase: SaleInfo['phase'], rules: StablecoinRules | null): Quote | null {
  if (asset.symbol === 'SOL') return quoteSol(amount, rates?.rates.sol ?? null, phase);
  return rules?.quoteStablecoin(asset, amount, phase) ?? null;
}
