// GET /api/investor/payments: the investor sees the unmatched payments sent from their own wallets
// (credited contributions by email, the account's wallet) or carrying their own intent's reference,
// never anyone else's (an unpaid intent naming a wallet proves nothing), with what happens
// to each in the buyer's words and the refund transaction once recorded; paged and validated.
import { solAmount } from '@core/asset-amount';
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { generateKeyPairSigner } from '@solana/kit';
import type { InvestorPayments } from '@core/api/reconciliation';
import { investorPaymentMessage, softCapRefundMessage, unmatchedPaymentMessage, UNMATCHED_DETAILS } from '@core/reconciliation';
import { getWithCookie, insertInvestor, investorCookie } from '../../../test/auth-fixtures';
import { openSale } from '../../../test/sale-fixtures';
import { insertContribution, USDC_150 } from '../../../test/sale-rows';
import { recordUnmatchedPayment } from '../../services/settlement/unmatched-payments';

const EMAIL = 'payer@example.com';

async function signedIn(email: string, mustChange = false) {
  await insertInvestor(email, 'own-password', { mustChange });
  return investorCookie(email, 'own-password');
}

async function pay(sender: string, lamports: bigint, minutesAgo: number, reason: 'no reference' | 'after close' = 'no reference') {
  return recordUnmatchedPayment(env.DB, {
    signature: `sig-${crypto.randomUUID()}`,
    sender,
    paid: solAmount(lamports),
    slot: 1,
    blockTime: new Date(Date.now() - minutesAgo * 60_000),
    reason,
    likelyIntentId: 'intent',
  });
}

describe('GET /api/investor/payments', () => {
  it("lists only the payments from the investor's wallets, newest first, with what happens to each", async () => {
    const [contributed, accountWallet, stranger] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner(), generateKeyPairSigner()]);
    await insertContribution({ walletAddress: contributed.address, usdCents: 10_000, email: EMAIL });
    const cookie = await signedIn(EMAIL);
    await env.DB.prepare('UPDATE investors SET wallet_address = ? WHERE email = ?').bind(accountWallet.address, EMAIL).run();

    const review = await pay(contributed.address, 1_000_000n, 30);
    const due = await pay(contributed.address, 2_000_000n, 20, 'after close');
    const refunded = await pay(accountWallet.address, 3_000_000n, 10);
    await env.DB.prepare("UPDATE unmatched_payments SET status = 'refunded', refund_signature = 'refund-sig' WHERE id = ?").bind(refunded.id).run();
    await pay(stranger.address, 9_000_000n, 5);

    const response = await getWithCookie('/api/investor/payments', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json<InvestorPayments>();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    expect(body.items.map((item) => [item.id, item.status, item.label, item.sol, item.asset, item.amount, item.usd])).toEqual([
      [refunded.id, 'refunded', 'Refunded', '0.003', 'SOL', '0.003', null],
      [due.id, 'refund_due', 'Refund due', '0.002', 'SOL', '0.002', null],
      [review.id, 'open', 'Under review', '0.001', 'SOL', '0.001', null],
    ]);
    expect(body.items[0]).toMatchObject({
      kind: 'payment',
      wallet: accountWallet.address,
      message: 'Your payment was refunded to the wallet it came from.',
      refundSignature: 'refund-sig',
      refundExplorerUrl: expect.stringContaining('/tx/refund-sig'),
    });
    expect(body.items[1]!.message).toBe(unmatchedPaymentMessage('after close', UNMATCHED_DETAILS['after close']));
    expect(body.items[2]).toMatchObject({
      signature: review.signature,
      explorerUrl: expect.stringContaining(`/tx/${review.signature}`),
      message: unmatchedPaymentMessage(review.reason, review.detail),
      refundSignature: null,
      refundExplorerUrl: null,
    });

    const page2 = await (await getWithCookie('/api/investor/payments?page=2&pageSize=2', cookie)).json<InvestorPayments>();
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.items.map((item) => item.id)).toEqual([review.id]);
  });

  it('gives a stablecoin payment and contribution in their asset with their USD value', async () => {
    const wallet = await generateKeyPairSigner();
    await insertContribution({ walletAddress: wallet.address, email: EMAIL, ...USDC_150 });
    const cookie = await signedIn(EMAIL);
    const usdt = await recordUnmatchedPayment(env.DB, {
      signature: `sig-${crypto.randomUUID()}`, sender: wallet.address, paid: { asset: 'USDT', units: 25_500_000n, decimals: 6 },
      slot: 1, blockTime: new Date(Date.now() - 60_000), reason: 'no reference', likelyIntentId: 'intent',
    });
    expect((await (await getWithCookie('/api/investor/payments', cookie)).json<InvestorPayments>()).items.map((item) => [item.id, item.asset, item.amount, item.sol, item.usd])).toEqual([
      [usdt.id, 'USDT', '25.5', '0', 25.5],
    ]);

    await openSale('LISTING');
    const owed = await (await getWithCookie('/api/investor/payments', cookie)).json<InvestorPayments>();
    expect(owed.items.map((item) => [item.kind, item.asset, item.amount, item.usd])).toEqual([
      ['contribution', 'USDC', '150', 150],
      ['payment', 'USDT', '25.5', 25.5],
    ]);
  });

  it("never opens a stranger's payments through an unpaid intent naming their wallet; shows a payment that carried their own intent's reference", async () => {
    const [own, victim] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    const email = 'prober@example.com';
    const cookie = await signedIn(email);
    const intent = async (wallet: string) => {
      const id = crypto.randomUUID();
      await env.DB.prepare(
        `INSERT INTO contribution_intents (id, reference, wallet_address, email, phase, lamports, sol_price_micro_usd, usd_cents,
           token_base_units, newsletter_subscribed, status, created_at, expires_at)
         VALUES (?, ?, ?, ?, 'ICO', 1000000000, 180000000, 18000, '620689655172413', 0, 'expired', ?, ?)`,
      ).bind(id, `reference-${id}`, wallet, email, Date.now(), Date.now()).run();
      return id;
    };
    const victimIntent = await intent(victim.address);
    const ownIntent = await intent(own.address);
    // The victim's own transfer without a reference: its likely intent is the prober's latest intent on that wallet.
    await recordUnmatchedPayment(env.DB, { signature: `sig-${crypto.randomUUID()}`, sender: victim.address, paid: solAmount(5_000_000n), slot: 1, blockTime: new Date(), reason: 'no reference', likelyIntentId: victimIntent });
    const paidLate = await recordUnmatchedPayment(env.DB, { signature: `sig-${crypto.randomUUID()}`, sender: own.address, paid: solAmount(1_000_000_000n), slot: 1, blockTime: new Date(), reason: 'after expiry', likelyIntentId: ownIntent });

    const body = await (await getWithCookie('/api/investor/payments', cookie)).json<InvestorPayments>();
    expect(body.items.map((item) => item.id)).toEqual([paidLate.id]);
  });

  it('lists their contributions owed back, then refunded, once the sale closed below its soft cap', async () => {
    const wallet = await generateKeyPairSigner();
    await insertContribution({ walletAddress: wallet.address, usdCents: 10_000, lamports: 555_000_000, email: EMAIL });
    await insertContribution({ walletAddress: wallet.address, usdCents: 10_000, email: 'someone-else@example.com' });
    const cookie = await signedIn(EMAIL);
    await openSale('ICO');
    expect((await (await getWithCookie('/api/investor/payments', cookie)).json<InvestorPayments>()).total).toBe(0);

    await openSale('LISTING');
    const owed = await (await getWithCookie('/api/investor/payments', cookie)).json<InvestorPayments>();
    expect(owed.items).toEqual([
      expect.objectContaining({ kind: 'contribution', status: 'refund_due', label: 'Refund due', sol: '0.555', asset: 'SOL', amount: '0.555', usd: 100, message: softCapRefundMessage(false), refundSignature: null }),
    ]);
    await env.DB.prepare("UPDATE contributions SET refunded_at = ?, refund_signature = 'soft-cap-refund' WHERE email = ?").bind(Date.now(), EMAIL).run();
    const refunded = await (await getWithCookie('/api/investor/payments', cookie)).json<InvestorPayments>();
    expect(refunded.items).toEqual([
      expect.objectContaining({ kind: 'contribution', status: 'refunded', message: softCapRefundMessage(true), refundExplorerUrl: expect.stringContaining('/tx/soft-cap-refund') }),
    ]);
  });

  it('tells a payment the admin marked for refund why it is owed back', () => {
    expect(investorPaymentMessage('refund_due', 'no reference', UNMATCHED_DETAILS['no reference'])).toBe(
      'Your payment arrived but could not be credited (paid without a contribution reference). The team will refund it to the wallet it came from.',
    );
    expect(investorPaymentMessage('credited', 'wrong amount', UNMATCHED_DETAILS['wrong amount'])).toContain('credited');
  });

  it('is empty for an investor whose wallets sent nothing unmatched, and refuses bad paging', async () => {
    const cookie = await signedIn('quiet@example.com');
    expect(await (await getWithCookie('/api/investor/payments', cookie)).json()).toEqual({ items: [], page: 1, pageSize: 25, total: 0 });
    for (const query of ['page=0', 'pageSize=0', 'pageSize=101', 'page=-1', 'page=abc']) {
      const response = await getWithCookie(`/api/investor/payments?${query}`, cookie);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('needs a session and a changed password', async () => {
    expect((await getWithCookie('/api/investor/payments', '')).status).toBe(401);
    expect((await getWithCookie('/api/investor/payments', await signedIn('temp@example.com', true))).status).toBe(403);
  });
});
