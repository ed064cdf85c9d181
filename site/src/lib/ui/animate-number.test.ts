import { describe, expect, it } from 'vitest';
import { easeOutCubic, tweenValue } from './animate-number';

describe('tweenValue', () => {
  it('starts at the old value and ends exactly at the new one', () => {
    expect(tweenValue(100, 200, 0, 2000)).toBe(100);
    expect(tweenValue(100, 200, 2000, 2000)).toBe(200);
    expect(tweenValue(100, 200, 5000, 2000)).toBe(200);
  });

  it('eases out: more than half the way at half the time', () => {
    expect(tweenValue(0, 100, 1000, 2000)).toBeGreaterThan(50);
  });

  it('jumps straight to the target when there is no duration (reduced motion)', () => {
    expect(tweenValue(0, 100, 0, 0)).toBe(100);
    expect(easeOutCubic(2)).toBe(1);
  });
});
