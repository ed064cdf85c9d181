// The Unmatched payments list of the admin API: paged newest first with a total, searched by sender or
// signature (whole or first characters), filtered by status, bad queries refused, every read on indexes,
// and the open count equal to the Overview's.
import { solAmount } from '@core/asset-amount';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { AdminOverview, UnmatchedPaymentList } from '@core/api/admin';
import { UNMATCHED_LIST_STATUSES, type UnmatchedListQuery } from '@core/schemas/reconciliation';
import { getWithCookie } from '../../../test/auth-fixtures';
import { signedInAdmin } from '../../../test/admin-fixtures';
import { unmatchedPageQueries } from '../../services/reconciliation/unmatched-list';
import { markForRefund } from '../../services/reconciliation/unmatched-payments';
import { recordUnmatchedPayment } from '../../services/settlement/unmatched-payments';

const BASE = '/api/admin/reconciliation/unmatched';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const SENDER_A = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const SENDER_B = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
let cookie: string;

/** A random base58 string of `length` characters (a signature is 87-88). */
function base58(length: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => BASE58[byte % BASE58.length]).join('');
}

/** Records `count` payments through the watcher's path, one second apart, the last one newest. */
async function recordPayments(count: number, sender = SENDER_A, start = Date.now() - count * 1000) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const at = new Date(start + i * 1000);
    rows.push(await recordUnmatchedPayment(env.DB, { signature: base58(88), sender, paid: solAmount(BigInt(1_000_000 + i)), slot: i + 1, blockTime: at, reason: 'no reference' }, at));
  }
  return rows;
}

const list = async (query = '') => {
  const response = await getWithCookie(`${BASE}${query}`, cookie);
  return { status: response.status, body: await response.json<UnmatchedPaymentList & { error?: string }>() };
};

/** The EXPLAIN QUERY PLAN details of a statement. */
async function plan(statement: D1PreparedStatement): Promise<string> {
  const { statement: sql, params } = statement as unknown as { statement: string; params: unknown[] };
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
  return results.map((row) => row.detail).join(' | ');
}

beforeEach(async () => {
  cookie = await signedInAdmin();
});

describe('GET /api/admin/reconciliation/unmatched', () => {
  it('pages newest first with the total over every page, and pages never overlap', async () => {
    const rows = await recordPayments(30);
    const first = await list('?pageSize=25');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(first.body.items.map((p) => p.signature)).toEqual(rows.toReversed().slice(0, 25).map((r) => r.signature));
    expect(first.body.items[0]).toMatchObject({ sender: SENDER_A, lamports: '1000029', sol: '0.001000029', asset: 'SOL', amount: '0.001000029', usd: null, status: 'open', reason: 'unknown sender' });
    const second = await list('?pageSize=25&page=2');
    expect(second.body.items.map((p) => p.signature)).toEqual(rows.toReversed().slice(25).map((r) => r.signature));
    expect((await list('?page=3')).body).toMatchObject({ items: [], total: 30 });
  });

  it('gives a stablecoin payment in its asset with its USD value at $1.00 a unit', async () => {
    const paid = { asset: 'USDC' as const, units: 150_000_000n, decimals: 6 };
    const row = await recordUnmatchedPayment(env.DB, { signature: base58(88), sender: SENDER_B, paid, slot: 1, blockTime: new Date(), reason: 'no reference' });
    const { body } = await list(`?q=${row.signature}`);
    expect(body.items[0]).toMatchObject({ lamports: '0', sol: '0', asset: 'USDC', amount: '150', usd: 150 });
  });

  it('finds a payment by its whole signature or its first characters, and a sender by a prefix', async () => {
    const [mine] = await recordPayments(1, SENDER_B, Date.now() - 100_000);
    await recordPayments(30);
    const whole = await list(`?q=${mine!.signature}`);
    expect(whole.body.total).toBe(1);
    expect(whole.body.items[0]!.signature).toBe(mine!.signature);
    expect((await list(`?q=${mine!.signature.slice(0, 12)}`)).body.items.map((p) => p.signature)).toEqual([mine!.signature]);
    expect((await list(`?q=${SENDER_B.slice(0, 8)}`)).body.total).toBe(1);
    expect((await list(`?q=${SENDER_A}&pageSize=10`)).body).toMatchObject({ total: 30, pageSize: 10 });
    expect((await list(`?q=${encodeURIComponent(` ${SENDER_B} `)}`)).body.total).toBe(1);
    expect((await list('?q=zzzzzzzzzzzz')).body).toMatchObject({ items: [], total: 0 });
  });

  it('filters by status, alone and with a search; the open total equals the Overview count', async () => {
    const rows = await recordPayments(5);
    await markForRefund(env.DB, rows[0]!.id, 'test refund', 'admin:test');
    await markForRefund(env.DB, rows[1]!.id, 'test refund', 'admin:test');
    await recordUnmatchedPayment(env.DB, { signature: base58(88), sender: SENDER_B, paid: solAmount(5n), slot: 9, blockTime: new Date(), reason: 'after close' });
    expect((await list('?status=open')).body.total).toBe(3);
    expect((await list('?status=refund_due')).body.items.map((p) => p.status)).toEqual(['refund_due', 'refund_due', 'refund_due']);
    expect((await list('?status=all')).body.total).toBe(6);
    expect((await list('?status=credited')).body.total).toBe(0);
    expect((await list(`?status=refund_due&q=${SENDER_A}`)).body.total).toBe(2);
    const overview = await (await getWithCookie('/api/admin/overview', cookie)).json<AdminOverview>();
    expect(overview.unmatchedPayments).toBe((await list('?status=open')).body.total);
  });

  it('answers 400 with a message for a bad search, status or paging', async () => {
    for (const query of ['?q=0OIl', '?q=abc%25', `?q=${'a'.repeat(89)}`, '?status=pending', '?page=0', '?pageSize=101', '?page=x', '?pageSize=-1']) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatch(/\w/);
    }
  });

  it('reads every page and count through the indexes, without sorting the whole table', async () => {
    await recordPayments(40);
    for (const status of UNMATCHED_LIST_STATUSES) {
      for (const q of ['', SENDER_A.slice(0, 6), base58(88)]) {
        const query: UnmatchedListQuery = { q, status, page: 2, pageSize: 25 };
        const { page, count } = unmatchedPageQueries(env.DB, query);
        const details = `${await plan(page)} | ${await plan(count)}`;
        // "All" walks the created_at index in order and stops at the page (its count reads that index),
        // never the table itself.
        expect(details, `${status} ${q}`).not.toMatch(/SCAN unmatched_payments(?! USING (COVERING )?INDEX )/);
        if (!q) expect(details, `${status}`).not.toMatch(/TEMP B-TREE/);
        else expect(details, `${status} ${q}`).toMatch(/signature>\? AND signature<\?.*sender>\? AND sender<\?/);
      }
    }
  });
});
