// Unit tests of the confetti particles' flight: the 90° upward spread, scaled to the viewport.
import { describe, expect, it } from 'vitest';
import { randomFlight } from './confetti';

describe('randomFlight', () => {
  it('stays within a 90° spread upwards and lands below the burst point', () => {
    for (const value of [0, 0.25, 0.5, 0.75, 0.999]) {
      const flight = randomFlight(800, () => value);
      expect(flight.rise).toBeGreaterThan(0);
      expect(Math.abs(flight.dx)).toBeLessThanOrEqual(flight.rise + 1e-9);
      expect(flight.fall).toBeGreaterThanOrEqual(400);
      expect(flight.delay).toBeLessThan(150);
    }
  });

  it('flies straight up at the middle of the spread', () => {
    expect(randomFlight(1000, () => 0.5).dx).toBeCloseTo(0);
  });
});
