import { describe, expect, it } from 'vitest';
import { phaseLabel, shorten } from './labels';

describe('dashboard labels', () => {
  it('names phases as the sale config does', () => {
    expect(phaseLabel('WHITELIST')).toBe('Whitelist');
    expect(phaseLabel('ICO')).toBe('ICO');
  });

  it('shortens long identifiers and leaves short ones', () => {
    expect(shorten('4Nd1mYabcdefghij9kQe')).toBe('4Nd1…9kQe');
    expect(shorten('short')).toBe('short');
  });
});
