// The assets the pre-sale accepts: SOL, and the stablecoins USDC and USDT, each an SPL token configured
// per cluster by its mint (docs/decisions.md, "Stablecoins"). The decimals of a stablecoin are not typed
// here: the worker reads them from the mint on chain. Plain strings only, so the browser may import
// this file without a Solana library.

/** An asset a contribution may be paid in. */
export type AssetSymbol = 'SOL' | 'USDC' | 'USDT';
export type StablecoinSymbol = Exclude<AssetSymbol, 'SOL'>;

export const ASSET_SYMBOLS: readonly AssetSymbol[] = ['SOL', 'USDC', 'USDT'];
export const STABLECOIN_SYMBOLS: readonly StablecoinSymbol[] = ['USDC', 'USDT'];

/** The classic SPL Token program: both stablecoins live under it on mainnet. */
export const CLASSIC_TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

/** A stablecoin on one cluster: its mint and the token program that owns it. */
export interface StablecoinMint {
  symbol: StablecoinSymbol;
  mint: string;
  tokenProgram: string;
}

/** What a buyer reads for each asset. */
export const ASSET_NAMES: Record<AssetSymbol, string> = { SOL: 'Solana', USDC: 'USD Coin', USDT: 'Tether USD' };

/** The rates endpoint's key of each stablecoin's feed price (worker/src/services/sale/prices.ts). */
export const STABLECOIN_RATE_KEYS = { USDC: 'usdc', USDT: 'usdt' } as const satisfies Record<StablecoinSymbol, string>;

/**
 * The stablecoin mints each cluster accepts. Mainnet: Circle's USDC and Tether's USDT. Devnet: Circle's
 * devnet USDC only (Tether issues none there). Localnet: the local chain's genesis mints (play money,
 * scripts/local-chain/genesis.mjs), 6 decimals like the real ones.
 */
export const STABLECOINS_BY_CLUSTER: Record<string, readonly StablecoinMint[]> = {
  'mainnet-beta': [
    { symbol: 'USDC', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', tokenProgram: CLASSIC_TOKEN_PROGRAM },
    { symbol: 'USDT', mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', tokenProgram: CLASSIC_TOKEN_PROGRAM },
  ],
  devnet: [{ symbol: 'USDC', mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', tokenProgram: CLASSIC_TOKEN_PROGRAM }],
  localnet: [
    { symbol: 'USDC', mint: 'DUJNbPhcQqd4siKkREFgbbRjeXdSfwrSArVifzTmqRVh', tokenProgram: CLASSIC_TOKEN_PROGRAM },
    { symbol: 'USDT', mint: 'Bph8g1DLr9JfdzE3VtR8vzAe9MmM9MTz1p7GHUv1CiDH', tokenProgram: CLASSIC_TOKEN_PROGRAM },
  ],
};

/** The stablecoins `cluster` (SOLANA_CLUSTER) accepts; none on a cluster not listed. */
export function stablecoinsOf(cluster: string): readonly StablecoinMint[] {
  return STABLECOINS_BY_CLUSTER[cluster] ?? [];
}

/** The assets `cluster` accepts, SOL first. */
export function acceptedAssets(cluster: string): AssetSymbol[] {
  return ['SOL', ...stablecoinsOf(cluster).map((coin) => coin.symbol)];
}

/** The stablecoin `symbol` on `cluster`, or null when that cluster does not accept it. */
export function stablecoinMint(cluster: string, symbol: StablecoinSymbol): StablecoinMint | null {
  return stablecoinsOf(cluster).find((coin) => coin.symbol === symbol) ?? null;
}

/** A stablecoin counts as this many USD per unit, whatever its feed says (within the peg). */
export const STABLECOIN_USD_VALUE = 1;

/** How far a stablecoin's feed price may stray from $1 before its intents are refused (a de-peg): 2%. */
export const DEPEG_TOLERANCE = 0.02;

/** True when `feedPrice` (USD) is within the peg. */
export function isPegged(feedPrice: number | null | undefined): boolean {
  return typeof feedPrice === 'number' && Number.isFinite(feedPrice) && Math.abs(feedPrice - STABLECOIN_USD_VALUE) <= DEPEG_TOLERANCE;
}

/** Said when a stablecoin's feed is off its peg or unknown. */
export function depegMessage(symbol: StablecoinSymbol): string {
  return `${symbol} contributions are paused: its market price is more than 2% away from $1 or unavailable. Please pay in SOL or try again later.`;
}
