// The market ticker's data: the rates of /api/crypto-rates as labelled entries
// the bar cycles through every 3 s; no framework so it costs the landing page almost nothing.
import type { CryptoRates } from '@core/api/sale';
import { formatUsdPrice } from '@core/format/money';

/** GET /api/crypto-rates as the ticker reads it: any rate may be missing from a partial answer. */
export type TickerRates = Partial<Omit<CryptoRates, 'rates'>> & { rates: Partial<CryptoRates['rates']> };

/** The label the ticker shows next to rates that are not live market prices, or null for live ones. */
export function ratesCaveat(data: Pick<TickerRates, 'stale' | 'source'>): string | null {
  if (data.source === 'development') return 'development rates';
  if (data.stale) return 'stale';
  return null;
}

/** One entry of the ticker. */
export interface TickerEntry {
  symbol: string;
  price: string;
}

const ORDER = [
  ['btc', 'BTC'],
  ['eth', 'ETH'],
  ['sol', 'SOL'],
  ['bnb', 'BNB'],
  ['ada', 'ADA'],
  ['usdc', 'USDC'],
  ['usdt', 'USDT'],
] as const;

/** The stablecoins' feed prices show 4 decimals: how far from its $1.00 peg a coin is (the sale counts it as $1.00). */
const STABLECOIN_KEYS: ReadonlySet<string> = new Set(['usdc', 'usdt']);

/** Cents, or 6 decimals under a cent (the token price), so the ticker's entries keep one width. */
const tickerPrice = (price: number) => formatUsdPrice(price, price < 0.01 ? 6 : 2);

/** The entries to cycle through, skipping missing or non-positive prices. */
export function tickerEntries(data: TickerRates): TickerEntry[] {
  const entries: TickerEntry[] = [];
  for (const [key, symbol] of ORDER) {
    const price = data.rates?.[key];
    if (typeof price === 'number' && price > 0) entries.push({ symbol, price: STABLECOIN_KEYS.has(key) ? formatUsdPrice(price, 4) : tickerPrice(price) });
  }
  if (typeof data.tokenPrice === 'number' && data.tokenPrice > 0) entries.push({ symbol: 'MRDX', price: tickerPrice(data.tokenPrice) });
  return entries;
}
