import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { $rates, $ratesUnavailable, refreshRates } from './rates';

const RATES = { rates: { btc: 1, eth: 1, sol: 150, bnb: 1, ada: 1 }, tokenPrice: 0.001, stale: false, source: 'live', updatedAt: '2026-01-01T00:00:00.000Z' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('$rates', () => {
  beforeEach(() => {
    keepMount($ratesUnavailable);
    $rates.set(null);
    $ratesUnavailable.set(false);
  });
  afterEach(() => {
    cleanStores($rates, $ratesUnavailable);
    vi.unstubAllGlobals();
  });

  it('holds the rates the server gives', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(RATES)));
    await refreshRates();
    expect($rates.get()?.rates.sol).toBe(150);
    expect($ratesUnavailable.get()).toBe(false);
  });

  it('keeps the last rates and marks them unavailable when a refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => json(RATES)));
    await refreshRates();
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'down' }, 503)));
    await refreshRates();
    expect($rates.get()?.rates.sol).toBe(150);
    expect($ratesUnavailable.get()).toBe(true);
  });

  it('is available again after the next good answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await refreshRates();
    expect($ratesUnavailable.get()).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => json(RATES)));
    await refreshRates();
    expect($ratesUnavailable.get()).toBe(false);
  });
});
