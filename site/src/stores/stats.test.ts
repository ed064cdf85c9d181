import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $milestone, $stats, refreshStats } from './stats';

const stats = (currentAmount: number) => ({ currentAmount, goal: 100_000, softCap: 50_000, hardCap: 250_000, totalContributors: 1, daysRemaining: 10 });
const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('refreshStats', () => {
  beforeEach(() => {
    $stats.set(null);
    $milestone.set(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('raises no milestone on the first load, even past several', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(stats(60_000))));
    await refreshStats();
    expect($stats.get()?.currentAmount).toBe(60_000);
    expect($milestone.get()).toBeNull();
  });

  it('raises the highest milestone crossed between two polls', async () => {
    const fetch = vi.fn(async () => answer(stats(20_000)));
    vi.stubGlobal('fetch', fetch);
    await refreshStats();
    fetch.mockImplementation(async () => answer(stats(80_000)));
    await refreshStats();
    expect($milestone.get()).toEqual({ percent: 75, seq: 1 });
  });

  it('keeps the last numbers when a poll fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => answer(stats(1_000))));
    await refreshStats();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 503 })));
    await refreshStats();
    expect($stats.get()?.currentAmount).toBe(1_000);
  });
});
