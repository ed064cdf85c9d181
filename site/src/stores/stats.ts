// $stats: fundraising progress from GET /api/fundraising-stats, polled every 5 s while the tab is
// visible and anything listens; $milestone holds the last milestone crossed after the first load.
import { atom, onMount } from 'nanostores';
import { TIMINGS } from '@core/sale-config';
import { crossedMilestones, percentOfGoal } from '@core/sale-rules';
import type { FundraisingStats } from '@core/api/sale';
import { fundraisingStatsApi } from '../lib/api/clients';
import { call } from '../lib/api/request';
import { pollWhileVisible } from '../lib/api/poll-while-visible';

export type { FundraisingStats };

export const $stats = atom<FundraisingStats | null>(null);
/** The highest milestone (percent of goal) crossed since the page loaded, with a counter per event. */
export const $milestone = atom<{ percent: number; seq: number } | null>(null);

/** Fetches the stats once; failures are logged and keep the last numbers. */
export async function refreshStats(): Promise<void> {
  try {
    const next = await call(fundraisingStatsApi.index.$get());
    const previous = $stats.get();
    $stats.set(next);
    if (!previous) return;
    const crossed = crossedMilestones(percentOfGoal(previous.currentAmount, previous.goal), percentOfGoal(next.currentAmount, next.goal));
    const highest = crossed.at(-1);
    if (highest !== undefined) $milestone.set({ percent: highest, seq: ($milestone.get()?.seq ?? 0) + 1 });
  } catch (error) {
    console.warn('Failed to load fundraising stats:', error);
  }
}

onMount($stats, () => {
  if (typeof window === 'undefined') return;
  return pollWhileVisible(refreshStats, TIMINGS.statsPollMs);
});
