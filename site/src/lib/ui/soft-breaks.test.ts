import { describe, expect, it } from 'vitest';
import { isLongName, softBreakParts } from './soft-breaks';

describe('softBreakParts', () => {
  it('cuts an email after its @ and dots, keeping every character', () => {
    const email = 'first.last+presale@mail.example-domain.com';
    expect(softBreakParts(email)).toEqual(['first.', 'last+', 'presale@', 'mail.', 'example-', 'domain.', 'com']);
    expect(softBreakParts(email).join('')).toBe(email);
  });

  it('leaves a name without break points whole', () => {
    expect(softBreakParts('ada')).toEqual(['ada']);
    expect(softBreakParts('')).toEqual([]);
  });

  it('sets a 90-character email on its own line, not a short username', () => {
    expect(isLongName(`${'a'.repeat(78)}@example.com`)).toBe(true);
    expect(isLongName('ada_lovelace')).toBe(false);
  });
});
