import { describe, expect, it } from 'vitest';
import { quarterStart, roadmapStatuses, roadmapTimeline, type RoadmapMilestone } from './roadmap';

const MILESTONES: RoadmapMilestone[] = [
  { quarter: 'Q1 2025' },
  { quarter: 'Q2 2025', sale: true },
  { quarter: 'Q3 2025' },
  { quarter: 'Q4 2025' },
  { quarter: 'Q1 2026' },
];
const at = (iso: string) => Date.parse(iso);

describe('quarterStart', () => {
  it('is the first day of the quarter, UTC', () => {
    expect(new Date(quarterStart('Q3 2025')).toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(() => quarterStart('2025 Q3')).toThrow('use the form "Q1 2025"');
  });
});

describe('roadmapStatuses', () => {
  it('makes the milestone whose quarter range holds the date current, earlier ones completed, later ones upcoming', () => {
    const noSaleMilestone = MILESTONES.map(({ quarter }) => ({ quarter }));
    expect(roadmapStatuses(noSaleMilestone, at('2025-08-15T00:00:00Z'), true)).toEqual(['Completed', 'Completed', 'Current Phase', 'Upcoming', 'Upcoming']);
    expect(roadmapStatuses(noSaleMilestone, at('2024-12-31T23:59:59Z'), true)).toEqual(['Upcoming', 'Upcoming', 'Upcoming', 'Upcoming', 'Upcoming']);
    // The last milestone stays current once started: nothing after it says otherwise.
    expect(roadmapStatuses(noSaleMilestone, at('2026-11-25T00:00:00Z'), true)).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Current Phase']);
  });

  it('keeps the pre-sale milestone current while the sale runs, whatever its quarter, and moves on once it ended', () => {
    expect(roadmapStatuses(MILESTONES, at('2026-11-25T00:00:00Z'), true)).toEqual(['Completed', 'Current Phase', 'Upcoming', 'Upcoming', 'Upcoming']);
    expect(roadmapStatuses(MILESTONES, at('2026-11-25T00:00:00Z'), false)).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Current Phase']);
    // Ended before its quarter was over: the next milestone is under way.
    expect(roadmapStatuses(MILESTONES, at('2025-05-01T00:00:00Z'), false)).toEqual(['Completed', 'Completed', 'Current Phase', 'Upcoming', 'Upcoming']);
  });

  it('lets a typed status override only its own milestone', () => {
    const typed = MILESTONES.map((milestone, index) => (index === 4 ? { ...milestone, status: 'Completed' as const } : milestone));
    expect(roadmapStatuses(typed, at('2026-11-25T00:00:00Z'), true)).toEqual(['Completed', 'Current Phase', 'Upcoming', 'Upcoming', 'Completed']);
  });
});

describe('roadmapTimeline', () => {
  const sale = { startsAt: at('2026-11-20T00:00:00Z'), endsAt: at('2027-01-29T00:00:00Z') };

  it('moves the pre-sale and what follows it to the quarter the sale really runs in, so no passed quarter is current or upcoming', () => {
    expect(roadmapTimeline(MILESTONES, at('2026-11-28T00:00:00Z'), sale)).toEqual([
      { quarter: 'Q1 2025', status: 'Completed' },
      { quarter: 'Q4 2026', status: 'Current Phase' },
      { quarter: 'Q1 2027', status: 'Upcoming' },
      { quarter: 'Q2 2027', status: 'Upcoming' },
      { quarter: 'Q3 2027', status: 'Upcoming' },
    ]);
  });

  it('moves on once the sale has ended', () => {
    const timeline = roadmapTimeline(MILESTONES, at('2027-02-10T00:00:00Z'), sale);
    expect(timeline.map((item) => item.status)).toEqual(['Completed', 'Completed', 'Current Phase', 'Upcoming', 'Upcoming']);
    expect(timeline[2]!.quarter).toBe('Q1 2027');
  });

  it('keeps an unscheduled sale in the current quarter, and the typed quarters when the sale is on time', () => {
    expect(roadmapTimeline(MILESTONES, at('2026-11-28T00:00:00Z'), null)[1]).toEqual({ quarter: 'Q4 2026', status: 'Current Phase' });
    const onTime = roadmapTimeline(MILESTONES, at('2025-05-01T00:00:00Z'), { startsAt: at('2025-04-10T00:00:00Z'), endsAt: at('2025-06-01T00:00:00Z') });
    expect(onTime.map((item) => item.quarter)).toEqual(MILESTONES.map((milestone) => milestone.quarter));
  });

  it('never shows a quarter that has passed as upcoming', () => {
    for (const now of ['2026-11-28', '2027-03-01', '2028-01-01']) {
      const time = at(`${now}T00:00:00Z`);
      for (const item of roadmapTimeline(MILESTONES, time, sale)) {
        if (item.status === 'Upcoming') expect(quarterStart(item.quarter)).toBeGreaterThan(time);
      }
    }
  });
});
