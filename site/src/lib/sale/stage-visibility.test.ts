import { describe, expect, it } from 'vitest';
import { showsInStage } from './stage-visibility';

describe('showsInStage', () => {
  it('shows an element only in the stages it lists', () => {
    expect(showsInStage('whitelist ico', 'ico')).toBe(true);
    expect(showsInStage('whitelist ico', 'closed')).toBe(false);
  });

  it('matches whole stage names, not parts of them', () => {
    expect(showsInStage('sold-out', 'closed')).toBe(false);
    expect(showsInStage('closed', 'sold-out')).toBe(false);
  });

  it('shows the unknown variant only when the stage could not be loaded', () => {
    expect(showsInStage('unknown whitelist', 'unknown')).toBe(true);
    expect(showsInStage('whitelist ico sold-out closed refunds upcoming', 'unknown')).toBe(false);
  });
});
