// Fundraising progress: percent of goal, milestone crossings for toasts, and the progress bar colour band.
import { MILESTONES_PERCENT } from '@core/sale-config';

/** Milestone percent of goal (25, 50, 75, 90, 100). */
export type MilestonePercent = (typeof MILESTONES_PERCENT)[number];

/** Percent of `goal` that `raised` represents (any unit, same for both); 0 when the goal is not positive. */
export function percentOfGoal(raised: number, goal: number): number {
  if (!(goal > 0) || !Number.isFinite(raised)) return 0;
  return (Math.max(0, raised) / goal) * 100;
}

/**
 * Milestones crossed going from `prevPercent` to `nextPercent` (a milestone m is crossed when
 * prev < m <= next), lowest first. Going down crosses nothing.
 */
export function crossedMilestones(prevPercent: number, nextPercent: number): MilestonePercent[] {
  return MILESTONES_PERCENT.filter((m) => prevPercent < m && nextPercent >= m);
}

/** Colour band of the progress bar. */
export type ProgressColorBand = 'red-pink' | 'orange-red' | 'yellow-orange' | 'blue-cyan' | 'green';

/** The bar's colour band for a percent of goal: below 25 red-pink, from 25 orange-red, 50 yellow-orange, 75 blue-cyan, 100 green. */
export function progressColorBand(percent: number): ProgressColorBand {
  if (percent >= 100) return 'green';
  if (percent >= 75) return 'blue-cyan';
  if (percent >= 50) return 'yellow-orange';
  if (percent >= 25) return 'orange-red';
  return 'red-pink';
}
