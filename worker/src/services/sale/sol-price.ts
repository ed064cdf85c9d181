// The SOL price the server prices intents at: its own rates, refused when unavailable or too old.
import { getRates } from './prices';
import { log } from '../../lib/log';
import { isRefusal } from '../../lib/refusal';

/** Older than this, a SOL price is not used to price money (the minimum is checked against it). */
export const MAX_SOL_PRICE_AGE_MS = 15 * 60 * 1000;

/** USD per SOL from the server's rates, or null when there is none fresh enough to price a contribution. */
export async function currentSolUsd(env: Env, ctx: Parameters<typeof getRates>[1], now: Date): Promise<number | null> {
  try {
    const result = await getRates(env, ctx);
    if (isRefusal(result)) return null;
    const { rates, updatedAt } = result;
    const sol = Number(rates.sol);
    const age = now.getTime() - new Date(updatedAt).getTime();
    if (!Number.isFinite(sol) || sol <= 0 || !(age <= MAX_SOL_PRICE_AGE_MS)) return null;
    return sol;
  } catch (error) {
    // No rates is an answer of getRates; a throw is unexpected and worth a log.
    log.error('price.unavailable', error);
    return null;
  }
}
