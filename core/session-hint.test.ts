import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint';

describe('hasSessionHint', () => {
  it('finds the hint among the page cookies', () => {
    expect(hasSessionHint('a=1; mrdx_signed_in=1; b=2')).toBe(true);
    expect(hasSessionHint('mrdx_signed_in=1')).toBe(true);
  });

  it('is false without it, or for a cookie whose name only contains it', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('x_mrdx_signed_in=1; mrdx_signed_in_old=1')).toBe(false);
  });
});
