import { describe, expect, it } from 'vitest';
import { amountPrecision, convertAmount, defaultOrderSol, niceStep, orderBoundsUsd, roundToStep, sliderRange } from './order-range';

const whitelist = { minUsd: 100, maxSolPerPerson: 10, roomUsd: 249_000, solUsd: 180 };
const ico = { minUsd: 50, maxSolPerPerson: null, roomUsd: 249_000, solUsd: 180 };

describe('orderBoundsUsd', () => {
  it('takes the phase minimum and the tighter of the per-person cap and the room under the hard cap', () => {
    expect(orderBoundsUsd(whitelist)).toEqual({ minUsd: 100, maxUsd: 1_800 });
    expect(orderBoundsUsd(ico)).toEqual({ minUsd: 50, maxUsd: 249_000 });
    expect(orderBoundsUsd({ ...whitelist, roomUsd: 500 })).toEqual({ minUsd: 100, maxUsd: 500 });
    expect(orderBoundsUsd({ ...ico, roomUsd: null })).toEqual({ minUsd: 50, maxUsd: null });
  });
});

describe('sliderRange', () => {
  it('runs the SOL slider from the minimum to the 10 SOL whitelist cap, never to 1,000 SOL', () => {
    expect(sliderRange(orderBoundsUsd(whitelist), 180)).toEqual({ min: 0.556, max: 10, step: 0.05, sliderMin: 0.55, precision: 0.001 });
  });

  it('starts the ICO slider at the $50 minimum (0.278 SOL), not at its first 10 SOL step', () => {
    const range = sliderRange(orderBoundsUsd(ico), 180);
    expect(range).toEqual({ min: 0.278, max: 1_380, step: 10, sliderMin: 0, precision: 0.001 });
  });

  it('converts the same bounds into every currency', () => {
    const btc = sliderRange(orderBoundsUsd(whitelist), 97_000);
    expect(btc.min * 97_000).toBeGreaterThanOrEqual(100);
    expect(btc.max * 97_000).toBeLessThanOrEqual(1_800);
  });

  it('reaches 100 times the minimum when no cap is known', () => {
    expect(sliderRange({ minUsd: 50, maxUsd: null }, 1).max).toBe(5_000);
  });
});

describe('the default order', () => {
  it('is a round SOL amount the sale accepts, not 0.1 BTC over the cap', () => {
    expect(defaultOrderSol(orderBoundsUsd(whitelist), 180)).toBe(1);
    expect(defaultOrderSol(orderBoundsUsd(ico), 180)).toBe(0.5);
  });

  it('keeps that round amount on a slider whose step is coarser, as the calculator opens on it', () => {
    const range = sliderRange(orderBoundsUsd(ico), 180);
    expect(convertAmount(defaultOrderSol(orderBoundsUsd(ico), 180), 180, range, 180)).toBe(0.5);
  });

  it('falls back to the minimum itself when no round amount fits', () => {
    expect(defaultOrderSol({ minUsd: 100, maxUsd: 120 }, 180)).toBe(0.556);
  });
});

describe('the step helpers', () => {
  it('pick round steps and round without float noise', () => {
    expect(niceStep(9.44)).toBe(0.05);
    expect(niceStep(0)).toBe(0.001);
    expect(roundToStep(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(roundToStep(0.5555, 0.001, 'up')).toBe(0.556);
    expect(amountPrecision(0.278)).toBe(0.001);
    expect(amountPrecision(0.000515)).toBe(0.000001);
    expect(amountPrecision(1_380)).toBe(10);
  });

  it('converts an amount to another currency at the same value, inside the new range', () => {
    const btcRange = sliderRange(orderBoundsUsd(whitelist), 97_000);
    expect(convertAmount(1, 180, btcRange, 97_000) * 97_000).toBeCloseTo(180, -1);
    expect(convertAmount(1_000, 180, btcRange, 97_000)).toBe(btcRange.max);
  });
});
