import { beforeEach, describe, expect, it } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { edgeCache } from '../../lib/edge-cache';
import { LAST_GOOD_RATES_KEY, RATES_REFRESH_MS, RATES_STALE_AFTER_MS, RATES_UNAVAILABLE, getRates, parseSimplePrice, resetRatesThrottle, snapshotKey } from './prices';

const SOURCE = 'https://prices.example/api/v3/simple/price?ids=bitcoin,ethereum,solana,binancecoin,cardano&vs_currencies=usd';
const sourceEnv: Env = { ...env, PRICE_SOURCE_URL: SOURCE };
const T0 = Date.parse('2026-02-01T00:00:00Z');

const answer = (sol: number) => ({
  bitcoin: { usd: 97_000 },
  ethereum: { usd: 3_400 },
  solana: { usd: sol },
  binancecoin: { usd: 620 },
  cardano: { usd: 0.9 },
});

/** A source that answers with the queued outcomes in order and counts its calls. */
function fakeSource(...outcomes: (number | 'down')[]) {
  const calls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    const next = outcomes.shift() ?? 'down';
    if (next === 'down') throw new TypeError('network unreachable');
    return Response.json(answer(next));
  }) as typeof fetch;
  return { fetcher, calls };
}

async function rates(fetcher: typeof fetch, now: number, target: Env = sourceEnv) {
  const ctx = createExecutionContext();
  const result = await getRates(target, ctx, { fetcher, now: () => now });
  await waitOnExecutionContext(ctx);
  return result;
}

beforeEach(async () => {
  resetRatesThrottle();
  await edgeCache().delete(snapshotKey(sourceEnv));
  await env.SESSIONS.delete(LAST_GOOD_RATES_KEY);
});

describe('getRates', () => {
  it('serves the development rates, labelled so, when no source is configured', async () => {
    const { fetcher, calls } = fakeSource(150);
    const result = await rates(fetcher, T0, { ...env, PRICE_SOURCE_URL: '' });
    expect(result).toEqual({
      rates: JSON.parse(env.DEV_RATES),
      stale: false,
      source: 'development',
      updatedAt: new Date(T0).toISOString(),
    });
    expect(calls).toEqual([]);
  });

  it('asks the source once, keeps the answer as last good and reuses it while fresh', async () => {
    const { fetcher, calls } = fakeSource(150, 160);
    expect(await rates(fetcher, T0)).toEqual({ rates: parseSimplePrice(answer(150)), stale: false, source: 'live', updatedAt: new Date(T0).toISOString() });
    expect(await env.SESSIONS.get(LAST_GOOD_RATES_KEY, 'json')).toMatchObject({ rates: { sol: 150 }, updatedAt: T0 });
    expect(await rates(fetcher, T0 + RATES_REFRESH_MS - 1)).toMatchObject({ rates: { sol: 150 } });
    expect(calls).toHaveLength(1);
  });

  it('answers at once from the cache when it is old and refreshes in the background', async () => {
    const { fetcher, calls } = fakeSource(150, 160);
    await rates(fetcher, T0);
    const later = await rates(fetcher, T0 + RATES_REFRESH_MS);
    expect(later).toMatchObject({ rates: { sol: 150 } });
    expect(calls).toHaveLength(2);
    expect(await rates(fetcher, T0 + RATES_REFRESH_MS + 1)).toMatchObject({ rates: { sol: 160 } });
  });

  it('marks the last good rates stale while the source fails', async () => {
    const { fetcher } = fakeSource(150, 'down');
    await rates(fetcher, T0);
    await rates(fetcher, T0 + RATES_REFRESH_MS);
    expect(await rates(fetcher, T0 + RATES_REFRESH_MS + 1)).toMatchObject({
      rates: { sol: 150 },
      stale: true,
      source: 'cached',
      updatedAt: new Date(T0).toISOString(),
    });
  });

  it('serves the last good rates from KV when this location has no snapshot, flagged stale when old', async () => {
    await env.SESSIONS.put(LAST_GOOD_RATES_KEY, JSON.stringify({ rates: parseSimplePrice(answer(140)), updatedAt: T0 }));
    const { fetcher, calls } = fakeSource('down');
    const result = await rates(fetcher, T0 + RATES_STALE_AFTER_MS + 1);
    expect(result).toMatchObject({ rates: { sol: 140 }, stale: true, source: 'cached' });
    expect(calls).toHaveLength(1);
  });

  it('falls back to the development rates when nothing is known and the source is down, or refuses as unavailable without them', async () => {
    const { fetcher } = fakeSource('down', 'down');
    expect(await rates(fetcher, T0)).toMatchObject({ source: 'development' });
    resetRatesThrottle();
    expect(await rates(fetcher, T0, { ...sourceEnv, DEV_RATES: '' })).toEqual({ refused: 'unavailable', message: RATES_UNAVAILABLE });
  });

  it('does not hammer a dead source on every request when nothing is known', async () => {
    const { fetcher, calls } = fakeSource('down', 'down', 'down');
    await rates(fetcher, T0);
    await rates(fetcher, T0 + 1000);
    expect(calls).toHaveLength(1);
  });
});

describe('parseSimplePrice', () => {
  it('reads coin ids or symbols', () => {
    expect(parseSimplePrice({ btc: { usd: 1 }, eth: { usd: 2 }, sol: { usd: 3 }, bnb: { usd: 4 }, ada: { usd: 5 } })).toEqual({
      btc: 1,
      eth: 2,
      sol: 3,
      bnb: 4,
      ada: 5,
    });
  });

  it('refuses an answer missing a currency or with a non-price', () => {
    expect(() => parseSimplePrice({ ...answer(150), solana: undefined })).toThrow();
    expect(() => parseSimplePrice({ ...answer(0), solana: { usd: 0 } })).toThrow();
    expect(() => parseSimplePrice('nope')).toThrow();
  });
});
