// Where the tracker's bar and markers sit (docs/decisions.md, "Caps and the progress bar"): the bar spans 0..hard cap; markers Start,
// Soft Cap, Target (fixed at 50% of the bar), Goal and Hard Cap.

/** One marker under the bar, at `position` percent of its width. */
export interface ProgressMarker {
  label: 'Start' | 'Soft Cap' | 'Target' | 'Goal' | 'Hard Cap';
  position: number;
  amount: number | null;
  /** Label row (0 or 1): neighbours along the bar alternate rows so a phone's labels never run together. */
  row: 0 | 1;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

/** Percent of `total` that `part` is, clamped to 0..100 (0 when the total is not positive). */
export const shareOf = (part: number, total: number) => (total > 0 ? clampPercent((part / total) * 100) : 0);

/** The five markers for caps in USD. */
export function progressMarkers(caps: { softCap: number; goal: number; hardCap: number }): ProgressMarker[] {
  const markers: Omit<ProgressMarker, 'row'>[] = [
    { label: 'Start', position: 0, amount: 0 },
    { label: 'Soft Cap', position: shareOf(caps.softCap, caps.hardCap), amount: caps.softCap },
    { label: 'Target', position: 50, amount: caps.hardCap / 2 },
    { label: 'Goal', position: shareOf(caps.goal, caps.hardCap), amount: caps.goal },
    { label: 'Hard Cap', position: 100, amount: caps.hardCap },
  ];
  // Rows alternate in bar order (not list order): Goal may sit left of Target.
  const order = markers.map((marker, index) => ({ index, position: marker.position })).toSorted((a, b) => a.position - b.position || a.index - b.index);
  const rowOf = new Map(order.map((entry, rank) => [entry.index, (rank % 2) as 0 | 1]));
  return markers.map((marker, index) => ({ ...marker, row: rowOf.get(index) ?? 0 }));
}

/** Tailwind gradient classes for each colour band of the bar, by progress toward the goal. */
export const BAND_CLASSES = {
  'red-pink': 'from-red-500 to-pink-500',
  'orange-red': 'from-orange-500 to-red-500',
  'yellow-orange': 'from-yellow-400 to-orange-500',
  'blue-cyan': 'from-blue-500 to-cyan-400',
  green: 'from-emerald-500 to-green-400',
} as const;
