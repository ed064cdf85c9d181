// The currency the wizard pays in: the one chosen among the assets GET /api/sale lists (SOL when the list
// is absent), its quote (USD and tokens: a stablecoin at $1.00 a unit, SOL at the live price) and its
// amount rules (core/stablecoin-amount.ts, the intent route's own), in the words the server uses.
import type { AcceptedAsset, CryptoRates, SaleInfo } from '@core/api/sale';
import { isPegged, STABLECOIN_RATE_KEYS, type StablecoinSymbol } from '@core/payment-assets';
import { bonusTokens, tokensForUsd } from '@core/sale-rules';
import { parseStablecoinAmount, stablecoinAmountIssue, stablecoinUsdCents } from '@core/stablecoin-amount';
import { quoteSol, type Quote } from './quote';

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

/** A stablecoin's feed price from the rates, or null without one. */
export function feedPriceOf(symbol: StablecoinSymbol, rates: CryptoRates | null): number | null {
  return rates?.rates[STABLECOIN_RATE_KEYS[symbol]] ?? null;
}

/** Whether the wizard may take an amount in `asset` now: SOL always; a stablecoin while its feed holds the peg (the server judges again). */
export function isPayable(asset: AcceptedAsset, rates: CryptoRates | null): boolean {
  return asset.symbol === 'SOL' || isPegged(feedPriceOf(asset.symbol, rates));
}

/** The quote of `amount` in `asset`: a stablecoin at $1.00 a unit (at most its decimals), SOL at the live price. */
export function quoteIn(asset: AcceptedAsset, amount: string, rates: CryptoRates | null, phase: SaleInfo['phase']): Quote | null {
  if (asset.symbol === 'SOL') return quoteSol(amount, rates?.rates.sol ?? null, phase);
  const decimals = asset.decimals ?? MAX_TOKEN_DECIMALS;
  const units = parseStablecoinAmount(amount, decimals);
  if (units === null) return null;
  const usdCents = stablecoinUsdCents(units, decimals);
  const tokens = tokensForUsd(usdCents, phase);
  return { usdCents, tokens, bonus: bonusTokens(tokens, phase) };
}

/** Decimals assumed while the chain's are unknown: the server, which reads them, judges the amount. */
const MAX_TOKEN_DECIMALS = 18;

/** The amount rule of the wizard's step 2 for a currency other than SOL (core/schemas/contribution.ts). */
export function otherCurrencyIssueFor(sale: Pick<SaleInfo, 'assets' | 'phase'>, ctx: { solUsd: number | null; maxLamportsPerPerson?: bigint | null }) {
  return (currency: string, amount: string): string | null => {
    const asset = selectedAsset(currency, sale);
    if (asset.symbol === 'SOL') return null;
    return stablecoinAmountIssue(amount, { phase: sale.phase, decimals: asset.decimals ?? MAX_TOKEN_DECIMALS, solUsd: ctx.solUsd, maxLamportsPerPerson: ctx.maxLamportsPerPerson });
  };
}
