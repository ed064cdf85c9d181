// What a refunded buyer sees: the dashboard's refunds owed (in the asset that came in, with the buyer's
// reasons), then paid with the transaction's link, and the refunded contribution row linking its refund;
// and the mail "Your refund was paid", queued in the recording's batch for the wallet's accounts only.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address } from '@solana/kit';
import type { InvestorDashboard } from '@core/api/investor';
import { solAmount } from '@core/asset-amount';
import { SOFT_CAP_REFUND_REASON } from '@core/reconciliation';
import { TOKEN } from '@core/sale-config';
import { mailsTo } from '../../../test/account-fixtures';
import { adminCookie, getWithCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { sendTreasuryRefund } from '../../../test/chain';
import { affiliate, creditedContribution, randomWallet } from '../../../test/referral-fixtures';
import { count, openSale } from '../../../test/sale-fixtures';
import { recordUnmatchedPayment } from '../settlement/unmatched-payments';
import { refundPaidMail } from '../mail/refund-mail';

let admin: string;

beforeEach(async () => {
  await insertAdmin('admin', 'correct horse battery staple');
  admin = await adminCookie('admin', 'correct horse battery staple');
});

/** A buyer with an account and a session who paid one contribution in SOL from their wallet during the whitelist. */
async function buyer() {
  await openSale('WHITELIST');
  const account = await affiliate(`buyer-${crypto.randomUUID()}@example.com`);
  const contributionId = await creditedContribution(account.email, account.walletAddress);
  const { lamports } = (await env.DB.prepare('SELECT lamports FROM contributions WHERE id = ?').bind(contributionId).first<{ lamports: number }>())!;
  return { ...account, contributionId, lamports: BigInt(lamports) };
}

const dashboardOf = async (cookie: string) => (await getWithCookie('/api/investor/dashboard', cookie)).json<InvestorDashboard>();
const recordRefund = (wallet: string, signature: string) => postWithCookie('/api/admin/reconciliation/refunds', { wallet, signature }, admin);

describe('the dashboard refunds', () => {
  it('are empty while nothing is owed or paid', async () => {
    const { cookie } = await buyer();
    expect((await dashboardOf(cookie)).refunds).toEqual({ owed: [], paid: [] });
  });

  it('show what is owed once the sale closed below its soft cap, then the refund paid with its link on the contribution too', async () => {
    const { cookie, walletAddress, lamports, contributionId, email } = await buyer();
    await openSale('LISTING');
    const owed = await dashboardOf(cookie);
    expect(owed.refunds.owed).toEqual([{ wallet: walletAddress, asset: 'SOL', amount: expect.any(String), usd: null, payments: 1, reasons: [SOFT_CAP_REFUND_REASON] }]);
    expect(owed.refunds.paid).toEqual([]);
    expect(owed.contributions.find((row) => row.id === contributionId)).toMatchObject({ status: 'confirmed', refundSignature: null, refundExplorerUrl: null });

    const signature = await sendTreasuryRefund(address(walletAddress), lamports);
    expect((await recordRefund(walletAddress, signature)).status).toBe(200);

    const paid = await dashboardOf(cookie);
    expect(paid.refunds.owed).toEqual([]);
    expect(paid.refunds.paid).toEqual([
      { wallet: walletAddress, asset: 'SOL', amount: owed.refunds.owed[0]!.amount, usd: null, at: expect.any(String), signature, explorerUrl: expect.stringContaining(`/tx/${signature}`) },
    ]);
    expect(paid.contributions.find((row) => row.id === contributionId)).toMatchObject({
      status: 'refunded',
      refundSignature: signature,
      refundExplorerUrl: paid.refunds.paid[0]!.explorerUrl,
    });

    const mails = (await mailsTo(email)).filter((mail) => mail.kind === 'refund-paid');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your ${TOKEN.symbol} refund was paid`);
    expect(mails[0]!.body_text).toContain(`Amount: ${owed.refunds.owed[0]!.amount} SOL`);
    expect(mails[0]!.body_text).toContain(`Transaction: ${paid.refunds.paid[0]!.explorerUrl}`);
  });
});

describe('the mail "Your refund was paid"', () => {
  it('goes to nobody when the refunded wallet has no account', async () => {
    await openSale('LISTING');
    const wallet = randomWallet();
    await recordUnmatchedPayment(env.DB, { signature: `sig-${crypto.randomUUID()}`, sender: wallet, paid: solAmount(3_000_000n), slot: 1, blockTime: new Date(), reason: 'after close', likelyIntentId: 'intent' });
    const before = await count('mail_outbox');
    const signature = await sendTreasuryRefund(address(wallet), 3_000_000n);
    expect((await recordRefund(wallet, signature)).status).toBe(200);
    expect(await count('mail_outbox')).toBe(before);
  });

  it('is not queued when the refund is refused', async () => {
    const { walletAddress, lamports, email } = await buyer();
    await openSale('LISTING');
    const short = await sendTreasuryRefund(address(walletAddress), lamports - 1n);
    expect((await recordRefund(walletAddress, short)).status).toBe(422);
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'refund-paid')).toEqual([]);
  });

  it('says a stablecoin refund in its own unit with its USD value', () => {
    const mail = refundPaidMail('a@example.com', { wallet: 'W', amount: { asset: 'USDC', units: 150_500_000n, decimals: 6 }, signature: 's', at: new Date() }, 'https://explorer.example/tx/s', 'https://mrdx.example');
    expect(mail.bodyText).toContain('Amount: 150.5 USDC ($150.50)');
    expect(mail.bodyText).toContain('Transaction: https://explorer.example/tx/s');
    expect(mail.bodyText).toContain('https://mrdx.example/dashboard');
  });
});
