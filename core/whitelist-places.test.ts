import { describe, expect, it } from 'vitest';
import { placesTakenText, WHITELIST_PLACE_RULE } from './whitelist-places';

describe('placesTakenText', () => {
  it('counts places with thousands separators', () => {
    expect(placesTakenText(54, 100)).toBe('54 of 100 places taken');
    expect(placesTakenText(1_200, 10_000)).toBe('1,200 of 10,000 places taken');
  });

  it('says that a place is a credited wallet, not a registration', () => {
    expect(WHITELIST_PLACE_RULE).toMatch(/credited/);
    expect(WHITELIST_PLACE_RULE).toMatch(/registering does not take one/);
  });
});
