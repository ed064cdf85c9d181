import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { insertAdjustment, insertContribution, insertSaleSettings } from '../../../test/sale-rows';
import { INTENT_MESSAGES } from '../contributions/create-intent';
import { saleClosedReason } from '../payments/open-intent';
import { DEFAULT_SALE_SETTINGS, loadSaleState } from './sale-state';

const WALLET_A = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const WALLET_B = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
const DAY = 86_400_000;

describe('loadSaleState', () => {
  it('falls back to the configured defaults, not initialized and not accepting, without a settings row', async () => {
    const state = await loadSaleState(env.DB, new Date());
    expect(state).toMatchObject({ phase: 'WHITELIST', initialized: false, accepting: false, dates: null });
    expect(state.settings).toEqual(DEFAULT_SALE_SETTINGS);
    expect(state.totals).toEqual({ raisedCents: 0n, contributors: 0, baseTokenBaseUnits: 0n, bonusTokenBaseUnits: 0n });
  });

  it('computes the phase from the stored dates and the clock', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const { whitelistEndsAt, icoEndsAt } = await insertSaleSettings(start);
    expect(await loadSaleState(env.DB, new Date(start.getTime() + DAY))).toMatchObject({ phase: 'WHITELIST', accepting: true });
    expect(await loadSaleState(env.DB, whitelistEndsAt)).toMatchObject({ phase: 'ICO', accepting: true });
    expect(await loadSaleState(env.DB, icoEndsAt)).toMatchObject({ phase: 'LISTING', accepting: false });
    expect(await loadSaleState(env.DB, new Date(start.getTime() - 1))).toMatchObject({ phase: 'WHITELIST', accepting: false });
  });

  it('sums credited contributions and adjustments and stops accepting at the hard cap', async () => {
    const start = new Date(Date.now() - DAY);
    await insertSaleSettings(start, { hardCapCents: 50_000 });
    await insertContribution({ walletAddress: WALLET_A, usdCents: 20_000 });
    await insertContribution({ walletAddress: WALLET_A, usdCents: 10_000 });
    await insertContribution({ walletAddress: WALLET_B, usdCents: 5_000 });
    await insertAdjustment(-5_000, 3);
    let state = await loadSaleState(env.DB, new Date());
    expect(state.totals).toEqual({ raisedCents: 30_000n, contributors: 5, baseTokenBaseUnits: 1_500_000_000_000_000n, bonusTokenBaseUnits: 0n });
    expect(state.accepting).toBe(true);

    await insertAdjustment(20_000, 0);
    state = await loadSaleState(env.DB, new Date());
    expect(state.totals.raisedCents).toBe(50_000n);
    expect(state.accepting).toBe(false);
  });

  it('stops accepting once the room under the hard cap is below the phase minimum: the sale is full', async () => {
    const start = new Date(Date.now() - DAY);
    // Whitelist minimum $100: $99.99 of room takes no contribution, $100 still does.
    await insertSaleSettings(start, { hardCapCents: 50_000 });
    await insertContribution({ walletAddress: WALLET_A, usdCents: 40_001 });
    const full = await loadSaleState(env.DB, new Date());
    expect(full).toMatchObject({ phase: 'WHITELIST', accepting: false, full: true });
    expect(saleClosedReason(full)).toBe(INTENT_MESSAGES.saleFull);

    await insertAdjustment(-1, 0);
    expect(await loadSaleState(env.DB, new Date())).toMatchObject({ accepting: true, full: false });
  });

  it('never reports negative totals after a large negative adjustment', async () => {
    await insertAdjustment(-1_000, -4);
    expect((await loadSaleState(env.DB, new Date())).totals).toMatchObject({ raisedCents: 0n, contributors: 0 });
  });
});
