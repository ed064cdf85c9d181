import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { currentSolUsd, MAX_SOL_PRICE_AGE_MS } from './sol-price';

const ctx = { waitUntil: () => {} };
const devEnv = { ...env, PRICE_SOURCE_URL: '', DEV_RATES: '{"btc":97000,"eth":3400,"sol":180,"bnb":620,"ada":0.9}' };

describe('currentSolUsd', () => {
  it('gives the server rate while it is fresh', async () => {
    expect(await currentSolUsd(devEnv, ctx, new Date())).toBe(180);
  });

  it('gives nothing when the rate is older than the safe age', async () => {
    const later = new Date(Date.now() + MAX_SOL_PRICE_AGE_MS + 60_000);
    expect(await currentSolUsd(devEnv, ctx, later)).toBeNull();
  });

  it('gives nothing when no rates are available', async () => {
    expect(await currentSolUsd({ ...devEnv, DEV_RATES: '' }, ctx, new Date())).toBeNull();
  });
});
