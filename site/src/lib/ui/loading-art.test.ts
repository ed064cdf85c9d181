import { describe, expect, it } from 'vitest';
import { LOADING_SIZE, stepLoadingSize } from './loading-art';

describe('stepLoadingSize', () => {
  it('grows and shrinks by 10 px per step', () => {
    expect(stepLoadingSize(LOADING_SIZE.default, 1)).toBe(70);
    expect(stepLoadingSize(LOADING_SIZE.default, -1)).toBe(50);
  });

  it('never leaves the 30 to 120 px range', () => {
    expect(stepLoadingSize(120, 1)).toBe(120);
    expect(stepLoadingSize(30, -1)).toBe(30);
  });
});
