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

/** A quarter as a count of quarters since year 0, so quarters can be compared and moved. */
function quarterIndex(time: number): number {
  const date = new Date(time);
  return date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3);
}

const quarterName = (index: number) => `Q${(index % 4) + 1} ${Math.floor(index / 4)}`;

/** When the pre-sale runs, as the server's dates say (null while it is not scheduled). */
export interface SaleWindow {
  startsAt: number;
  endsAt: number;
}

/**
 * The roadmap as it stands at `now`: each milestone's quarter and status. The milestones from the
 * pre-sale on keep their planned distance from it: when the sale starts later than its planned quarter
 * (or has not started by then), they move by as many quarters, so no passed quarter is ever shown as
 * current or upcoming. Without a sale milestone the quarters are shown as typed.
 */
export function roadmapTimeline(milestones: readonly RoadmapMilestone[], now: number, sale: SaleWindow | null): { quarter: string; status: RoadmapStatus }[] {
  const saleIndex = milestones.findIndex((milestone) => milestone.sale);
  const planned = saleIndex === -1 ? 0 : quarterIndex(quarterStart(milestones[saleIndex]!.quarter));
  const actual = quarterIndex(sale ? sale.startsAt : now);
  const shift = saleIndex === -1 ? 0 : Math.max(0, actual - planned);
  const moved = milestones.map((milestone, index) => ({
    ...milestone,
    quarter: index >= saleIndex && saleIndex !== -1 && shift > 0 ? quarterName(quarterIndex(quarterStart(milestone.quarter)) + shift) : milestone.quarter,
  }));
  const saleOpen = sale === null || now < sale.endsAt;
  const statuses = roadmapStatuses(moved, now, saleOpen);
  return moved.map((milestone, index) => ({ quarter: milestone.quarter, status: statuses[index]! }));
}
