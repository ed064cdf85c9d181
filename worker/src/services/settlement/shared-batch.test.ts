// The watcher's shared credit batch on real D1: one round trip for a group, each member's own
// results, and a UNIQUE refusal of one member costing the others nothing.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { batchGroup } from './shared-batch';

const insert = (key: string) => env.DB.prepare('INSERT INTO rate_limits (key, window_started_at, hits) VALUES (?, 0, 1)').bind(key);
const keys = async (prefix: string) =>
  (await env.DB.prepare('SELECT key FROM rate_limits WHERE key LIKE ? ORDER BY key').bind(`${prefix}%`).all<{ key: string }>()).results.map((row) => row.key);

/** A D1 whose batch() calls are counted. */
function countingDb() {
  let batches = 0;
  const db = new Proxy(env.DB, {
    get(target, property, receiver) {
      if (property === 'batch') return (statements: D1PreparedStatement[]) => ((batches += 1), target.batch(statements));
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, batches: () => batches };
}

describe('batchGroup', () => {
  it('runs the statements of every member in one batch and hands each its own results', async () => {
    const { db, batches } = countingDb();
    const group = batchGroup(db, 3);
    const prefix = `shared-ok-${crypto.randomUUID().slice(0, 8)}`;
    const results = await Promise.all(
      [0, 1, 2].map(async (order) => {
        try {
          return await group.member(order)([insert(`${prefix}-${order}-a`), insert(`${prefix}-${order}-b`)]);
        } finally {
          group.done();
        }
      }),
    );
    expect(batches()).toBe(1);
    expect(results.map((own) => own.map((result) => result.meta.changes))).toEqual([[1, 1], [1, 1], [1, 1]]);
    expect(await keys(prefix)).toHaveLength(6);
  });

  it('waits for a member that works before its batch, and not for one that ends without any', async () => {
    const { db, batches } = countingDb();
    const group = batchGroup(db, 3);
    const prefix = `shared-wait-${crypto.randomUUID().slice(0, 8)}`;
    const slow = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      try {
        await group.member(2)([insert(`${prefix}-2`)]);
      } finally {
        group.done();
      }
    })();
    const quick = (async () => {
      try {
        await group.member(0)([insert(`${prefix}-0`)]);
      } finally {
        group.done();
      }
    })();
    group.done(); // member 1 had nothing to credit
    await Promise.all([slow, quick]);
    expect(batches()).toBe(1);
    expect(await keys(prefix)).toEqual([`${prefix}-0`, `${prefix}-2`]);
  });

  it('runs each member alone, in chain order, when one is refused, so the others are still written', async () => {
    const prefix = `shared-refused-${crypto.randomUUID().slice(0, 8)}`;
    await insert(`${prefix}-taken`).run();
    const group = batchGroup(env.DB, 3);
    const outcomes = await Promise.allSettled(
      [`${prefix}-2`, `${prefix}-taken`, `${prefix}-0`].map(async (key, index) => {
        try {
          return await group.member([2, 1, 0][index]!)([insert(key)]);
        } finally {
          group.done();
        }
      }),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(await keys(prefix)).toEqual([`${prefix}-0`, `${prefix}-2`, `${prefix}-taken`]);
  });
});
