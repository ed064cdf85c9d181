// Which roadmap milestone is current, from the date rather than typed text: each milestone runs from the
// start of its quarter to the start of the next one (the last stays current once started); the one the
// pre-sale belongs to (`sale`) stays current while the sale has not ended, and what follows it waits.
// A status typed in roadmap.yaml overrides the computed one for that milestone only.

export const ROADMAP_STATUSES = ['Completed', 'Current Phase', 'Upcoming'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/** What the computation reads of a milestone. */
export interface RoadmapMilestone {
  /** "Q1 2025". */
  quarter: string;
  /** An override typed by marketing; absent for the usual computed status. */
  status?: RoadmapStatus | undefined;
  /** The milestone of the pre-sale itself. */
  sale?: boolean | undefined;
}

const QUARTER = /^Q([1-4]) (\d{4})$/;

/** The first millisecond (UTC) of a "Q3 2025" quarter. */
export function quarterStart(quarter: string): number {
  const match = QUARTER.exec(quarter);
  if (!match) throw new Error(`Not a quarter: "${quarter}" (use the form "Q1 2025")`);
  return Date.UTC(Number(match[2]), (Number(match[1]) - 1) * 3, 1);
}

/**
 * The status of each milestone (in timeline order) at `now`. `saleOpen`: the pre-sale has not ended
 * (its milestone is then current whatever the quarters say, since listing and what follows come after).
 */
export function roadmapStatuses(milestones: readonly RoadmapMilestone[], now: number, saleOpen: boolean): RoadmapStatus[] {
  const saleIndex = milestones.findIndex((milestone) => milestone.sale);
  let current = -1;
  milestones.forEach((milestone, index) => {
    if (quarterStart(milestone.quarter) <= now) current = index;
  });
  if (saleOpen && saleIndex !== -1) current = saleIndex;
  else if (!saleOpen && saleIndex !== -1 && current <= saleIndex) current = Math.min(saleIndex + 1, milestones.length - 1);
  return milestones.map((milestone, index) => milestone.status ?? (index < current ? 'Completed' : index === current ? 'Current Phase' : 'Upcoming'));
}
