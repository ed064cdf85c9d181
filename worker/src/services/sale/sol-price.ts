// The prices the server prices intents at: its own rates, refused when unavailable or too old. SOL's
// price turns lamports into USD; a stablecoin's feed price only decides whether it is on its peg (it is
// valued at $1.00 either way, core/payment-assets.ts).
import type { StablecoinRateSymbol } from '@core/api/sale';
import { getRates, type Rates } from './prices';
import { log } from '../../lib/log';
import { isRefusal } from '../../lib/refusal';

/** Older than this, a price is not used to price money (the minimum is checked against it). */
export const MAX_SOL_PRICE_AGE_MS = 15 * 60 * 1000;

/** The fresh-enough price of `key` from the server's rates, or null. */
async function currentPrice(env: Env, ctx: Parameters<typeof getRates>[1], now: Date, key: keyof Rates): Promise<number | null> {
  try {
    const result = await getRates(env, ctx);
    if (isRefusal(result)) return null;
    const { rates, updatedAt } = result;
    const price = Number(rates[key]);
    const age = now.getTime() - new Date(updatedAt).getTime();
    if (!Number.isFinite(price) || price <= 0 || !(age <= MAX_SOL_PRICE_AGE_MS)) return null;
    return price;
  } catch (error) {
    // No rates is an answer of getRates; a throw is unexpected and worth a log.
    log.error('price.unavailable', error);
    return null;
  }
}

/** USD per SOL from the server's rates, or null when there is none fresh enough to price a contribution. */
export function currentSolUsd(env: Env, ctx: Parameters<typeof getRates>[1], now: Date): Promise<number | null> {
  return currentPrice(env, ctx, now, 'sol');
}

/** A stablecoin's feed price in USD, or null when the source has none fresh enough (its intents then wait). */
export function currentStablecoinFeedPrice(env: Env, ctx: Parameters<typeof getRates>[1], now: Date, key: StablecoinRateSymbol): Promise<number | null> {
  return currentPrice(env, ctx, now, key);
}
