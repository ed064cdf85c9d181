// Where the tracker's bar and markers sit (DESIGN.md 4): the bar spans 0..hard cap; markers Start,
// Soft Cap, Target (fixed at 50% of the bar), Goal and Hard Cap.

/** One marker under the bar, at `position` percent of its width. */
export interface ProgressMarker {
  label: 'Start' | 'Soft Cap' | 'Target' | 'Goal' | 'Hard Cap';
  position: number;
  amount: number | null;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

/** Percent of `total` that `part` is, clamped to 0..100 (0 when the total is not positive). */
export const shareOf = (part: number, total: number) => (total > 0 ? clampPercent((part / total) * 100) : 0);

/** The five markers for caps in USD. */
export function progressMarkers(caps: { softCap: number; goal: number; hardCap: number }): ProgressMarker[] {
  return [
    { label: 'Start', position: 0, amount: 0 },
    { label: 'Soft Cap', position: shareOf(caps.softCap, caps.hardCap), amount: caps.softCap },
    { label: 'Target', position: 50, amount: caps.hardCap / 2 },
    { label: 'Goal', position: shareOf(caps.goal, caps.hardCap), amount: caps.goal },
    { label: 'Hard Cap', position: 100, amount: caps.hardCap },
  ];
}

/** Tailwind gradient classes for each colour band of public-sale.md 4. */
export const BAND_CLASSES = {
  'red-pink': 'from-red-500 to-pink-500',
  'orange-red': 'from-orange-500 to-red-500',
  'yellow-orange': 'from-yellow-400 to-orange-500',
  'blue-cyan': 'from-blue-500 to-cyan-400',
  green: 'from-emerald-500 to-green-400',
} as const;
