import { describe, expect, it } from 'vitest';
import { placeholdersAfter } from './sql-condition';

describe('placing a condition after a statement’s own parameters', () => {
  it('numbers bare placeholders in order and moves numbered ones by the offset', () => {
    expect(placeholdersAfter('a = ? AND b = ?', 6)).toBe('a = ?7 AND b = ?8');
    expect(placeholdersAfter('b = ?2 AND a = ?1 AND c = ?', 4)).toBe('b = ?6 AND a = ?5 AND c = ?7');
    expect(placeholdersAfter("changes() = 1 AND x = '$.y'", 6)).toBe("changes() = 1 AND x = '$.y'");
  });
});
