import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { insertContribution } from '../../test/sale-rows';
import { edgeCache } from '../lib/edge-cache';

const WALLET = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const T0 = Date.parse('2026-01-02T00:00:00Z');

interface LedgerBody {
  entries: Record<string, unknown>[];
  nextCursor: string | null;
  totals: Record<string, unknown> | null;
}

async function ledger(query = ''): Promise<LedgerBody> {
  const response = await getJson(`/api/ledger${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

// The edge cache outlives a test file (worker tests share their isolates): bench-meter.test.ts reads
// ?limit=3 too, so every page this file reads starts uncached.
beforeEach(async () => {
  for (const limit of [2, 3, 20]) await edgeCache().delete(new Request(`${TEST_ORIGIN}/api/ledger?limit=${limit}`));
});

describe('GET /api/ledger', () => {
  it('gives the kept credited totals with every public page and none for one wallet', async () => {
    await env.DB.prepare('INSERT INTO sale_totals (id, raised_cents, raised_lamports, contributions, contributors) VALUES (1, 20900, 1161111112, 2, 1) ON CONFLICT (id) DO UPDATE SET raised_cents = 20900, raised_lamports = 1161111112, contributions = 2').run();
    expect((await ledger('?limit=3')).totals).toEqual({ contributions: 2, sol: '1.161111112', usd: 209 });
    expect((await ledger(`?limit=3&wallet=${WALLET}`)).totals).toBeNull();
  });

  it('pages by keyset on the (credited_at, id) index, never by scanning or sorting the table', async () => {
    const plan = await env.DB.prepare(
      'EXPLAIN QUERY PLAN SELECT id FROM contributions WHERE credited_at < ?1 OR (credited_at = ?1 AND id < ?2) ORDER BY credited_at DESC, id DESC LIMIT 21',
    )
      .bind(T0, 'x')
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail).join(' | ');
    expect(details).toContain('contributions_credited_idx');
    expect(details).not.toContain('TEMP B-TREE');
  });

  it('lists credited contributions newest first with a short wallet and no email', async () => {
    await insertContribution({ walletAddress: WALLET, usdCents: 18_000, lamports: 1_000_000_000, tokenBaseUnits: '900000000000000', bonusTokenBaseUnits: '135000000000000', email: 'secret@example.com', creditedAt: new Date(T0) });
    await insertContribution({ walletAddress: WALLET, usdCents: 2_900, lamports: 161_111_112, tokenBaseUnits: '100000000000000', phase: 'ICO', creditedAt: new Date(T0 + 1000) });
    const body = await ledger();
    expect(body.entries).toHaveLength(2);
    expect(body.entries[0]).toEqual({
      wallet: 'HzLuk…npmqk',
      sol: '0.161111112',
      asset: 'SOL',
      amount: '0.161111112',
      usd: 29,
      tokens: '100000',
      bonusTokens: '0',
      time: new Date(T0 + 1000).toISOString(),
      signature: expect.stringMatching(/^sig/),
      phase: 'ICO',
    });
    expect(body.entries[1]).toMatchObject({ sol: '1', usd: 180, tokens: '900000', bonusTokens: '135000', phase: 'WHITELIST' });
    expect(JSON.stringify(body)).not.toContain('@');
    expect(body.nextCursor).toBeNull();
  });

  it('pages with a cursor until the oldest entry', async () => {
    for (let i = 0; i < 3; i += 1) {
      await insertContribution({ walletAddress: WALLET, usdCents: 10_000 + i, creditedAt: new Date(T0 + i * 1000) });
    }
    const first = await ledger('?limit=2');
    expect(first.entries.map((e) => e.usd)).toEqual([100.02, 100.01]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await ledger(`?limit=2&before=${first.nextCursor}`);
    expect(second.entries.map((e) => e.usd)).toEqual([100]);
    expect(second.nextCursor).toBeNull();
  });

  it("lists only one wallet's contributions when asked for that wallet", async () => {
    const other = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
    await insertContribution({ walletAddress: WALLET, usdCents: 10_000, creditedAt: new Date(T0) });
    await insertContribution({ walletAddress: other, usdCents: 20_000, creditedAt: new Date(T0 + 1000) });
    const body = await ledger(`?wallet=${other}`);
    expect(body.entries.map((e) => e.usd)).toEqual([200]);
  });

  it('refuses a limit outside 1..100, a malformed cursor and an invalid wallet', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?before=nope', '?wallet=not-a-wallet']) {
      const response = await getJson(`/api/ledger${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });
});
