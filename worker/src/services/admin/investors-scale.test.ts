// The investors table at 100,000 contributions: the paged, searched and summed queries read the kept
// investor_totals through its indexes (never the contributions table), and a page answers quickly.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { InvestorList } from '@core/api/admin';
import { getWithCookie } from '../../../test/auth-fixtures';
import { seedContributions, signedInAdmin } from '../../../test/admin-fixtures';
import { investorPageQueries, investorSummaryQuery } from './investor-list-queries';
import { INVESTOR_SORTS } from '@core/schemas/admin-lists';

const ROWS = 100_000;

/** The EXPLAIN QUERY PLAN details of a statement. */
async function plan(statement: D1PreparedStatement): Promise<string[]> {
  // D1 statements carry their SQL and parameters; EXPLAIN the same text with the same values.
  const { statement: sql, params } = statement as unknown as { statement: string; params: unknown[] };
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** Any full read of the contributions table (a search reads it through its indexes only). */
const contributionsScan = (details: string[]) => details.filter((detail) => /SCAN contributions/.test(detail));
/** Any sort at all: the page was not read in the order of the sort column's index (with the email after it). */
const fullSort = (details: string[]) => details.filter((detail) => /USE TEMP B-TREE/.test(detail));
/** Sorts read from other tables (the account and newsletter of each email) cannot use an index. */
const INDEXED_SORTS = new Set<string>(INVESTOR_SORTS.filter((sort) => sort !== 'access' && sort !== 'newsletter'));

describe('investors table at 100,000 contributions', () => {
  // The setup empties every table before each test, so each test seeds its own rows (about 5 s).
  const seed = () => seedContributions(ROWS, { wallets: 40_000, emails: 30_000 });

  it('sorts and pages investor_totals through its indexes, for every sort and for each kind of search', async () => {
    await seed();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM contributions').first('n')).toBe(ROWS);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM investor_totals').first('n')).toBe(30_000);
    for (const sort of INVESTOR_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const q of ['', 'buyer12', 'Wallet3999', 'seedsig0001234']) {
          const { page, count } = investorPageQueries(env.DB, { q, sort, dir, limit: 25, offset: 0 });
          const details = [...(await plan(page)), ...(await plan(count))];
          expect(contributionsScan(details), `${sort} ${dir} ${q}: ${details.join(' | ')}`).toEqual([]);
          if (q === '' && INDEXED_SORTS.has(sort)) expect(fullSort(details), `${sort} ${dir}: ${details.join(' | ')}`).toEqual([]);
        }
      }
    }
    const summary = await plan(investorSummaryQuery(env.DB));
    expect(summary.join(' | ')).not.toMatch(/contributions/);
  }, 120_000);

  it('answers a page, a search and a deep page quickly, with the right counts', async () => {
    await seed();
    const cookie = await signedInAdmin();
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await getWithCookie(path, cookie);
      const body = await response.json<InvestorList>();
      return { body, ms: performance.now() - started };
    };
    const first = await timed('/api/admin/investors');
    expect(first.body.total).toBe(30_000);
    expect(first.body.summary.uniqueInvestors).toBe(30_000);
    expect(first.body.items).toHaveLength(25);
    const search = await timed('/api/admin/investors?q=buyer2999');
    expect(search.body.items.map((row) => row.email).toSorted()).toEqual(['buyer2999@example.com', 'buyer29990@example.com', 'buyer29991@example.com', 'buyer29992@example.com', 'buyer29993@example.com', 'buyer29994@example.com', 'buyer29995@example.com', 'buyer29996@example.com', 'buyer29997@example.com', 'buyer29998@example.com', 'buyer29999@example.com'].toSorted());
    const deep = await timed('/api/admin/investors?sort=tokens&dir=asc&page=1200&pageSize=25');
    expect(deep.body.items).toHaveLength(25);
    console.info(`investors at ${ROWS} contributions: first page ${first.ms.toFixed(0)} ms, search ${search.ms.toFixed(0)} ms, deep page ${deep.ms.toFixed(0)} ms`);
    // Generous for a shared 2-core test machine; production D1 runs the same plans.
    for (const { ms } of [first, search, deep]) expect(ms).toBeLessThan(5_000);
  }, 120_000);
});
