import { describe, expect, it } from 'vitest';
import { seedContributionsSql } from './seed-sql.mjs';

describe('bench seed SQL', () => {
  it('adds a range of contributions with their intents in two statements, rebuilds the investor totals, and nothing for an empty range', () => {
    const sql = seedContributionsSql(10_000, 100_000);
    expect(sql.match(/INSERT INTO/g)).toHaveLength(2);
    expect(sql).toContain('INSERT OR REPLACE INTO investor_totals');
    expect(sql).toContain('SELECT 10000 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < 100000');
    expect(seedContributionsSql(5, 5)).toBe('');
  });
});
