import { describe, expect, it } from 'vitest';
import { crossedMilestones, percentOfGoal, progressColorBand } from '@core/milestones';

describe('crossedMilestones', () => {
  it('reports each milestone passed between two readings, lowest first', () => {
    expect(crossedMilestones(20, 30)).toEqual([25]);
    expect(crossedMilestones(24, 91)).toEqual([25, 50, 75, 90]);
    expect(crossedMilestones(99.9, 140)).toEqual([100]);
  });

  it('counts reaching a milestone exactly, but not staying on it', () => {
    expect(crossedMilestones(49, 50)).toEqual([50]);
    expect(crossedMilestones(50, 60)).toEqual([]);
  });

  it('crosses nothing when progress goes down', () => {
    expect(crossedMilestones(80, 10)).toEqual([]);
  });
});

describe('percentOfGoal', () => {
  it('computes the percent and guards a zero goal', () => {
    expect(percentOfGoal(25_000, 100_000)).toBe(25);
    expect(percentOfGoal(10, 0)).toBe(0);
    expect(percentOfGoal(-5, 100)).toBe(0);
  });
});

describe('progressColorBand', () => {
  it('picks the band by threshold', () => {
    expect(progressColorBand(0)).toBe('red-pink');
    expect(progressColorBand(24.9)).toBe('red-pink');
    expect(progressColorBand(25)).toBe('orange-red');
    expect(progressColorBand(50)).toBe('yellow-orange');
    expect(progressColorBand(75)).toBe('blue-cyan');
    expect(progressColorBand(100)).toBe('green');
    expect(progressColorBand(180)).toBe('green');
  });
});
