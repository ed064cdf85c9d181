import { describe, expect, it } from 'vitest';
import { crossedMilestones, progressColorBand } from '@core/sale-rules';
import { progressMarkers, shareOf } from './progress-layout';

describe('progressMarkers', () => {
  it('places the default caps on a bar spanning 0 to the hard cap, Target fixed at 50%', () => {
    const markers = progressMarkers({ softCap: 50_000, goal: 100_000, hardCap: 250_000 });
    expect(markers.map((m) => [m.label, m.position])).toEqual([
      ['Start', 0],
      ['Soft Cap', 20],
      ['Target', 50],
      ['Goal', 40],
      ['Hard Cap', 100],
    ]);
  });

  it('alternates label rows along the bar so neighbours (Goal 40%, Target 50%) never share one', () => {
    const rows = Object.fromEntries(progressMarkers({ softCap: 50_000, goal: 100_000, hardCap: 250_000 }).map((m) => [m.label, m.row]));
    expect(rows).toEqual({ Start: 0, 'Soft Cap': 1, Goal: 0, Target: 1, 'Hard Cap': 0 });
  });

  it('keeps markers on the bar when a cap exceeds the hard cap or the hard cap is zero', () => {
    expect(progressMarkers({ softCap: 10, goal: 500, hardCap: 100 })[3]!.position).toBe(100);
    expect(shareOf(10, 0)).toBe(0);
  });
});

describe('milestones and colours used by the tracker', () => {
  it('crosses 25 and 50 when progress jumps from 10% to 60% of goal, and nothing going down', () => {
    expect(crossedMilestones(10, 60)).toEqual([25, 50]);
    expect(crossedMilestones(60, 10)).toEqual([]);
  });

  it('colours the bar by percent of goal', () => {
    expect(progressColorBand(10)).toBe('red-pink');
    expect(progressColorBand(25)).toBe('orange-red');
    expect(progressColorBand(75)).toBe('blue-cyan');
    expect(progressColorBand(100)).toBe('green');
  });
});
