// A sale that closed below its soft cap owes every credited contribution back to the wallet that paid
// it (reason "sale closed below the soft cap"); a verified refund from the treasury settles those
// contributions and marks the referral each earned as refunded, while the sale totals stay as credited.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address } from '@solana/kit';
import { SOFT_CAP_REFUND_REASON } from '@core/reconciliation';
import { sendTreasuryRefund } from '../../../test/chain';
import { adminCookie, getWithCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { affiliate, creditedContribution, randomWallet, referralRows } from '../../../test/referral-fixtures';
import { openSale } from '../../../test/sale-fixtures';
import { REFUND_REASONS } from './refunds';
import type { RefundsOwedPage } from '@core/api/reconciliation';

const BASE = '/api/admin/reconciliation';
let cookie: string;

beforeEach(async () => {
  await insertAdmin('admin', 'correct horse battery staple');
  cookie = await adminCookie('admin', 'correct horse battery staple');
});

const owedList = async () => (await getWithCookie(`${BASE}/refunds`, cookie)).json<RefundsOwedPage>();
const totals = () => env.DB.prepare('SELECT raised_cents, raised_lamports, contributions FROM sale_totals WHERE id = 1').first();

/** A referred buyer's credited contribution during the whitelist; returns the buyer's wallet and the contribution. */
async function referredContribution() {
  await openSale('WHITELIST');
  const referrer = await affiliate(`referrer-${crypto.randomUUID()}@example.com`);
  const wallet = randomWallet();
  const contributionId = await creditedContribution(`buyer-${crypto.randomUUID()}@example.com`, wallet, referrer.code);
  const row = await env.DB.prepare('SELECT lamports FROM contributions WHERE id = ?').bind(contributionId).first<{ lamports: number }>();
  return { wallet, contributionId, lamports: BigInt(row!.lamports) };
}

describe('a sale closed below the soft cap', () => {
  it('owes nothing while the sale runs or once the soft cap is reached', async () => {
    await referredContribution();
    await openSale('ICO');
    expect((await owedList()).total).toBe(0);
    await openSale('LISTING', { soft_cap_cents: 1 });
    expect((await owedList()).total).toBe(0);
  });

  it('owes every credited contribution back to its wallet once the ICO ended below the soft cap', async () => {
    const { wallet, lamports } = await referredContribution();
    await openSale('LISTING');
    const list = await owedList();
    expect(list.items).toEqual([{ wallet, asset: 'SOL', amount: expect.any(String), usd: null, lamports: String(lamports), sol: expect.any(String), payments: 1, reasons: [SOFT_CAP_REFUND_REASON] }]);
    const csv = await (await getWithCookie(`${BASE}/refunds.csv`, cookie)).text();
    expect(csv).toContain(`${wallet},SOL,${list.items[0]!.amount},${lamports},`);
    expect(csv).toContain(SOFT_CAP_REFUND_REASON);
  });

  it('settles the contributions with a verified treasury refund, marks their referral refunded, keeps the totals', async () => {
    const { wallet, contributionId, lamports } = await referredContribution();
    await openSale('LISTING');
    const before = await totals();
    expect((await referralRows()).map((row) => row.status)).toEqual(['confirmed']);

    const short = await sendTreasuryRefund(address(wallet), lamports - 1n);
    const refused = await postWithCookie(`${BASE}/refunds`, { wallet, signature: short }, cookie);
    expect(await refused.json()).toEqual({ error: REFUND_REASONS.tooSmall });

    const refund = await sendTreasuryRefund(address(wallet), lamports);
    const recorded = await postWithCookie(`${BASE}/refunds`, { wallet, signature: refund }, cookie);
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toMatchObject({ ok: true, lamports: String(lamports), settled: 1 });
    const row = await env.DB.prepare('SELECT refunded_at, refund_signature FROM contributions WHERE id = ?').bind(contributionId).first<{ refunded_at: number | null; refund_signature: string }>();
    expect(row).toEqual({ refunded_at: expect.any(Number), refund_signature: refund });
    expect((await referralRows()).map((r) => r.status)).toEqual(['refunded']);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'referral.refunded'").first('n')).toBe(1);
    expect(await totals()).toEqual(before);
    expect((await owedList()).total).toBe(0);

    const again = await postWithCookie(`${BASE}/refunds`, { wallet, signature: refund }, cookie);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ error: REFUND_REASONS.used });
  });
});
