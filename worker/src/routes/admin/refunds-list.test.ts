// The refunds owed per wallet with their reasons (the rule, or the admin's own), paged and searched on
// the server, the payout CSV carrying the reasons, and "Record refund" with a transfer really signed by
// the local treasury: verified once, refused the second time.
import { solAmount, type AssetAmount } from '@core/asset-amount';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, generateKeyPairSigner } from '@solana/kit';
import { newFundedSigner, sendSolTransfer, sendTreasuryRefund, waitForFinalized } from '../../../test/chain';
import { adminCookie, getWithCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { count } from '../../../test/sale-fixtures';
import { parse } from 'csv-parse/sync';
import { CAP_DETAILS } from '@core/reconciliation';
import type { RefundsOwedPage } from '@core/api/reconciliation';
import { REFUND_REASONS } from '../../services/reconciliation/refunds';
import { recordUnmatchedPayment } from '../../services/settlement/unmatched-payments';

const BASE = '/api/admin/reconciliation';
let cookie: string;
let sequence = 0;

beforeEach(async () => {
  await insertAdmin('admin', 'correct horse battery staple');
  cookie = await adminCookie('admin', 'correct horse battery staple');
});

/** Records an unmatched payment of `sender` (SOL, or `paid` in a stablecoin) without touching the chain (the list reads D1 only). */
async function owe(sender: string, lamports: bigint, reason: 'after close' | 'no reference' | 'already credited', paid: AssetAmount = solAmount(lamports)) {
  sequence += 1;
  return recordUnmatchedPayment(env.DB, { signature: `sig-${sequence}-${crypto.randomUUID()}`, sender, paid, slot: sequence, blockTime: new Date(), reason, likelyIntentId: 'intent' });
}

const usdc = (units: bigint): AssetAmount => ({ asset: 'USDC', units, decimals: 6 });

async function capPayment(sender: string, lamports: bigint) {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO unmatched_payments (id, signature, sender, lamports, slot, block_time, reason, detail, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, 1, ?, 'over a cap', ?, 'refund_due', ?, ?)`,
  )
    .bind(crypto.randomUUID(), `cap-${crypto.randomUUID()}`, sender, Number(lamports), now, CAP_DETAILS.hardCap, now, now)
    .run();
}

describe('GET /api/admin/reconciliation/refunds', () => {
  it('lists per wallet the owed lamports, payments and reasons, most owed first, paged with a total over the search', async () => {
    const [a, b, c] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner(), generateKeyPairSigner()]);
    await owe(a.address, 2_000_000n, 'after close');
    await capPayment(a.address, 1_000_000n);
    await owe(b.address, 5_000_000n, 'already credited');
    const marked = await owe(c.address, 1_000_000n, 'no reference');
    expect((await postWithCookie(`${BASE}/unmatched/${marked.id}/refund`, { reason: 'Sent by mistake, asked back' }, cookie)).status).toBe(200);
    await owe(c.address, 7_000_000n, 'no reference'); // open: not owed until the team decides

    const first = await (await getWithCookie(`${BASE}/refunds?pageSize=2`, cookie)).json<Record<string, unknown>>();
    expect(first).toEqual({
      items: [
        { wallet: b.address, asset: 'SOL', amount: '0.005', usd: null, lamports: '5000000', sol: '0.005', payments: 1, reasons: ['paid a contribution that was already credited'] },
        { wallet: a.address, asset: 'SOL', amount: '0.003', usd: null, lamports: '3000000', sol: '0.003', payments: 2, reasons: ['paid after the sale phase closed', 'over the hard cap'] },
      ],
      page: 1,
      pageSize: 2,
      total: 3,
      totals: [{ asset: 'SOL', amount: '0.009' }],
      totalLamports: '9000000',
      totalSol: '0.009',
    });
    const second = await (await getWithCookie(`${BASE}/refunds?pageSize=2&page=2`, cookie)).json<{ items: unknown[] }>();
    expect(second.items).toEqual([{ wallet: c.address, asset: 'SOL', amount: '0.001', usd: null, lamports: '1000000', sol: '0.001', payments: 1, reasons: ['marked by the admin: Sent by mistake, asked back'] }]);

    const search = await (await getWithCookie(`${BASE}/refunds?q=${a.address.slice(3, 12)}`, cookie)).json<{ items: Array<{ wallet: string }>; total: number; totalLamports: string }>();
    expect(search).toMatchObject({ total: 1, totalLamports: '3000000', items: [{ wallet: a.address }] });
  });

  it('owes a wallet each asset apart, in the asset that came: SOL lines first, then each stablecoin, totals per asset', async () => {
    const [a, b] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await owe(a.address, 0n, 'after close', usdc(150_000_000n));
    await owe(a.address, 0n, 'already credited', usdc(50_000_000n));
    await owe(a.address, 1_000_000_000n, 'after close');
    await owe(b.address, 0n, 'after close', usdc(300_000_000n));

    const page = await (await getWithCookie(`${BASE}/refunds`, cookie)).json<RefundsOwedPage>();
    expect(page.items.map((row) => [row.wallet, row.asset, row.amount, row.usd, row.lamports, row.payments, row.reasons])).toEqual([
      [a.address, 'SOL', '1', null, '1000000000', 1, ['paid after the sale phase closed']],
      [b.address, 'USDC', '300', 300, '0', 1, ['paid after the sale phase closed']],
      [a.address, 'USDC', '200', 200, '0', 2, ['paid after the sale phase closed', 'paid a contribution that was already credited']],
    ]);
    expect(page).toMatchObject({ total: 3, totals: [{ asset: 'SOL', amount: '1' }, { asset: 'USDC', amount: '500' }], totalLamports: '1000000000', totalSol: '1' });
    const search = await (await getWithCookie(`${BASE}/refunds?q=${a.address.slice(3, 12)}`, cookie)).json<RefundsOwedPage>();
    expect(search).toMatchObject({ total: 2, totals: [{ asset: 'SOL', amount: '1' }, { asset: 'USDC', amount: '200' }] });

    const csv = parse(await (await getWithCookie(`${BASE}/refunds.csv`, cookie)).text());
    expect(csv.map((row: string[]) => row.slice(0, 6))).toEqual([
      ['Wallet', 'Asset', 'Amount', 'Lamports', 'SOL', 'Payments'],
      [a.address, 'SOL', '1', '1000000000', '1', '1'],
      [b.address, 'USDC', '300', '0', '0', '1'],
      [a.address, 'USDC', '200', '0', '0', '2'],
    ]);
  });

  it('refuses a bad page, page size or search with the schema message', async () => {
    for (const query of ['page=0', 'pageSize=101', 'page=x', `q=${'1'.repeat(65)}`, 'q=%3Dcmd']) {
      const response = await getWithCookie(`${BASE}/refunds?${query}`, cookie);
      expect(response.status, query).toBe(400);
      expect(await response.json<{ error: string }>()).toHaveProperty('error');
    }
  });

  it('streams every wallet owed as CSV with its reasons, audited', async () => {
    const wallet = await generateKeyPairSigner();
    await owe(wallet.address, 2_000_000n, 'after close');
    await capPayment(wallet.address, 1_000_000n);
    const response = await getWithCookie(`${BASE}/refunds.csv`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(parse(await response.text())).toEqual([
      ['Wallet', 'Asset', 'Amount', 'Lamports', 'SOL', 'Payments', 'Reasons'],
      [wallet.address, 'SOL', '0.003', '3000000', '0.003', '2', 'paid after the sale phase closed; over the hard cap'],
    ]);
    expect(await count('audit_log', "action = 'export.refunds'")).toBe(1);
  });
});

describe('POST /api/admin/reconciliation/refunds with the local treasury', () => {
  it('records a refund signed by the treasury once, shows it settled, and refuses the same signature again', async () => {
    const wallet = await newFundedSigner(2);
    const paid = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports: 4_000_000n });
    await waitForFinalized(paid);
    const payment = await recordUnmatchedPayment(env.DB, { signature: paid, sender: wallet.address, paid: solAmount(4_000_000n), slot: 1, blockTime: new Date(), reason: 'no reference', likelyIntentId: 'intent' });
    expect((await postWithCookie(`${BASE}/unmatched/${payment.id}/refund`, { reason: 'No matching contribution' }, cookie)).status).toBe(200);

    const refund = await sendTreasuryRefund(wallet.address, 4_000_000n);
    const recorded = await postWithCookie(`${BASE}/refunds`, { wallet: wallet.address, signature: refund }, cookie);
    expect(recorded.status).toBe(200);
    expect(await recorded.json()).toEqual({ ok: true, lamports: '4000000', sol: '0.004', asset: 'SOL', amount: '0.004', settled: 1 });
    expect(await count('unmatched_payments', `status = 'refunded' AND refund_signature = '${refund}'`)).toBe(1);
    expect((await (await getWithCookie(`${BASE}/refunds`, cookie)).json<{ total: number }>()).total).toBe(0);

    const again = await postWithCookie(`${BASE}/refunds`, { wallet: wallet.address, signature: refund }, cookie);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ error: REFUND_REASONS.used });
    expect(await count('refunds')).toBe(1);
  });
});
