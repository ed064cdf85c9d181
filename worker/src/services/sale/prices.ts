// USD rates of BTC, ETH, SOL, BNB and ADA (and the USDC and USDT feed prices, when given) from the configured price source (a CoinGecko-style
// "simple price" URL). A request never waits on the source once anything is known: the last
// snapshot is served from the Cache API and refreshed in the background; the last good rates
// survive in KV and are served marked stale while the source fails.
import * as v from 'valibot';
import type { RateSymbol, StablecoinRateSymbol } from '@core/api/sale';
import { edgeCache } from '../../lib/edge-cache';
import { refusal, type Refusal } from '../../lib/refusal';
import { errorFields, log } from '../../lib/log';

export const RATE_SYMBOLS = ['btc', 'eth', 'sol', 'bnb', 'ada'] as const satisfies readonly RateSymbol[];
/**
 * The stablecoins' feed prices: optional, so a source (or DEV_RATES) without them still prices SOL; a
 * stablecoin without a feed price takes no intents (core/payment-assets.ts, the peg rule).
 */
export const STABLECOIN_RATE_SYMBOLS = ['usdc', 'usdt'] as const satisfies readonly StablecoinRateSymbol[];
/** USD price of one unit of each currency. */
export type Rates = Record<RateSymbol, number> & Partial<Record<StablecoinRateSymbol, number>>;

export interface RatesResult {
  rates: Rates;
  /** True when the source's last answer failed or the rates are older than RATES_STALE_AFTER_MS. */
  stale: boolean;
  source: 'live' | 'cached' | 'development';
  /** When the rates were fetched from the source (ISO). */
  updatedAt: string;
}

/** A snapshot older than this is refreshed in the background. */
export const RATES_REFRESH_MS = 30_000;
/** Rates older than this are flagged stale even if the source has not failed. */
export const RATES_STALE_AFTER_MS = 10 * 60_000;
/** The source gets this long to answer. */
export const RATES_FETCH_TIMEOUT_MS = 2_500;
/** KV key of the last good rates (the SESSIONS namespace is the only KV). */
export const LAST_GOOD_RATES_KEY = 'rates:last-good';

/** CoinGecko ids of the currencies; a source may also key its answer by symbol. */
const COIN_IDS: Record<RateSymbol | StablecoinRateSymbol, string> = {
  btc: 'bitcoin', eth: 'ethereum', sol: 'solana', bnb: 'binancecoin', ada: 'cardano', usdc: 'usd-coin', usdt: 'tether',
};

const PriceSchema = v.pipe(v.number(), v.finite(), v.minValue(Number.MIN_VALUE));
const RatesSchema = v.object({
  ...(Object.fromEntries(RATE_SYMBOLS.map((s) => [s, PriceSchema])) as Record<RateSymbol, typeof PriceSchema>),
  ...(Object.fromEntries(STABLECOIN_RATE_SYMBOLS.map((s) => [s, v.optional(PriceSchema)])) as Record<StablecoinRateSymbol, v.OptionalSchema<typeof PriceSchema, undefined>>),
});
const SimplePriceSchema = v.record(v.string(), v.object({ usd: v.unknown() }));

interface Snapshot {
  rates: Rates;
  updatedAt: number;
  /** When the source was last asked. */
  checkedAt: number;
  /** Whether that last ask failed. */
  failed: boolean;
}

/** What getRates needs of the execution context: a way to finish work after the response. */
export interface BackgroundWork {
  waitUntil(promise: Promise<unknown>): void;
}

export interface RatesOptions {
  /** The fetch used to reach the source (tests pass their own). */
  fetcher?: typeof fetch;
  /** The clock in ms (tests pass their own). */
  now?: () => number;
}

/**
 * The current rates. With no source configured, the development rates (DEV_RATES) labelled as such;
 * with nothing known and the source unreachable too. No rates at all (production without a source
 * answer yet and no DEV_RATES) is refused as unavailable.
 */
export async function getRates(env: Env, ctx: BackgroundWork, options: RatesOptions = {}): Promise<RatesResult | Refusal> {
  const fetcher = options.fetcher ?? fetch;
  const now = (options.now ?? Date.now)();
  if (!env.PRICE_SOURCE_URL) return developmentRates(env, now);

  const key = snapshotKey(env);
  const known = (await readSnapshot(key)) ?? (await readLastGood(env));
  if (!known) {
    // Nothing known anywhere: ask the source now, but not again and again while it is down.
    const first = now - lastColdFailureAt >= RATES_REFRESH_MS ? await refresh(env, key, fetcher, now, null) : null;
    if (first) return present(first, now);
    lastColdFailureAt = now;
    return developmentRates(env, now);
  }
  if (now - known.checkedAt >= RATES_REFRESH_MS && now - lastRefreshStartedAt >= RATES_FETCH_TIMEOUT_MS * 2) {
    lastRefreshStartedAt = now;
    ctx.waitUntil(refresh(env, key, fetcher, now, known));
  }
  return present(known, now);
}

// Per isolate: one background refresh at a time, and no cold retry storm while the source is down.
// Timestamps rather than in-flight promises, so a cancelled refresh cannot block later ones.
let lastRefreshStartedAt = Number.NEGATIVE_INFINITY;
let lastColdFailureAt = Number.NEGATIVE_INFINITY;

/** Forgets the per-isolate refresh bookkeeping (tests only). */
export function resetRatesThrottle(): void {
  lastRefreshStartedAt = Number.NEGATIVE_INFINITY;
  lastColdFailureAt = Number.NEGATIVE_INFINITY;
}

/** Parses a simple-price answer into rates; throws when any currency is missing or not a price. */
export function parseSimplePrice(body: unknown): Rates {
  const byKey = v.parse(SimplePriceSchema, body);
  const rates = Object.fromEntries(RATE_SYMBOLS.map((s) => [s, (byKey[COIN_IDS[s]] ?? byKey[s])?.usd]));
  // A stablecoin's price is kept only when the source gives a valid one: its absence pauses that coin, not the rates.
  for (const s of STABLECOIN_RATE_SYMBOLS) {
    const price = v.safeParse(PriceSchema, (byKey[COIN_IDS[s]] ?? byKey[s])?.usd);
    if (price.success) rates[s] = price.output;
  }
  return v.parse(RatesSchema, rates);
}

async function fetchRates(url: string, fetcher: typeof fetch): Promise<Rates> {
  const response = await fetcher(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(RATES_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`price source answered ${response.status}`);
  return parseSimplePrice(await response.json());
}

/** Asks the source once and records the outcome; null when it failed and nothing was known. */
async function refresh(env: Env, key: Request, fetcher: typeof fetch, now: number, previous: Snapshot | null): Promise<Snapshot | null> {
  let rates: Rates;
  try {
    rates = await fetchRates(env.PRICE_SOURCE_URL, fetcher);
  } catch (error) {
    log.warn('price.source_failed', { error: errorFields(error), hadRates: previous !== null });
    if (!previous) return null;
    const failed = { ...previous, checkedAt: now, failed: true };
    await writeSnapshot(key, failed);
    return failed;
  }
  const fresh: Snapshot = { rates, updatedAt: now, checkedAt: now, failed: false };
  await Promise.all([
    writeSnapshot(key, fresh),
    env.SESSIONS.put(LAST_GOOD_RATES_KEY, JSON.stringify({ rates, updatedAt: now })).catch((error: unknown) =>
      log.warn('price.last_good_not_kept', { error: errorFields(error) }),
    ),
  ]);
  return fresh;
}

function present(snapshot: Snapshot, now: number): RatesResult {
  const stale = snapshot.failed || now - snapshot.updatedAt > RATES_STALE_AFTER_MS;
  return { rates: snapshot.rates, stale, source: stale ? 'cached' : 'live', updatedAt: new Date(snapshot.updatedAt).toISOString() };
}

/** Said when there are no rates at all. */
export const RATES_UNAVAILABLE = 'Crypto rates are unavailable right now. Please try again shortly.';

function developmentRates(env: Env, now: number): RatesResult | Refusal {
  let parsed: unknown;
  try {
    parsed = JSON.parse(env.DEV_RATES || 'null');
  } catch {
    parsed = null;
  }
  const result = v.safeParse(RatesSchema, parsed);
  if (!result.success) return refusal('unavailable', RATES_UNAVAILABLE);
  return { rates: result.output, stale: false, source: 'development', updatedAt: new Date(now).toISOString() };
}

/** The Cache API entry of this location's snapshot (kept a day; freshness is decided here, not by the cache). */
export function snapshotKey(env: Env): Request {
  return new Request(new URL('/api/crypto-rates/__snapshot', env.PUBLIC_ORIGIN || 'http://localhost'));
}

async function readSnapshot(key: Request): Promise<Snapshot | null> {
  const hit = await edgeCache().match(key);
  return hit ? ((await hit.json()) as Snapshot) : null;
}

function writeSnapshot(key: Request, snapshot: Snapshot): Promise<void> {
  const response = new Response(JSON.stringify(snapshot), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=86400' },
  });
  return edgeCache().put(key, response);
}

async function readLastGood(env: Env): Promise<Snapshot | null> {
  const stored = await env.SESSIONS.get<{ rates: unknown; updatedAt: unknown }>(LAST_GOOD_RATES_KEY, 'json');
  const rates = v.safeParse(RatesSchema, stored?.rates);
  if (!rates.success || typeof stored?.updatedAt !== 'number') return null;
  // checkedAt 0: a snapshot from KV is refreshed at once (in the background).
  return { rates: rates.output, updatedAt: stored.updatedAt, checkedAt: 0, failed: false };
}
