// The public refund lookup of /ledger: what the treasury owes one wallet back, per asset and in the
// buyer's words (never the admin's own note), and the refunds it paid that wallet with their links; an
// unknown wallet owes and was paid nothing; a bad address is a 400; one client is limited per minute.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { solAmount } from '@core/asset-amount';
import type { WalletRefundsLookup } from '@core/api/refunds-wallet';
import { CONTRIBUTION_MESSAGES } from '@core/schemas/contribution';
import { SOFT_CAP_REFUND_REASON, UNMATCHED_DETAILS } from '@core/reconciliation';
import { adminCookie, insertAdmin, postWithCookie } from '../../test/auth-fixtures';
import { freshIpv4Addresses } from '../../test/client-address';
import { randomWallet } from '../../test/referral-fixtures';
import { get, openSale } from '../../test/sale-fixtures';
import { insertContribution, USDC_150 } from '../../test/sale-rows';
import { recordUnmatchedPayment } from '../services/settlement/unmatched-payments';

const lookup = (wallet: string, ip?: string) => get(`/api/ledger/refunds/${wallet}`, ip);

/** A payment from `sender` owed back by rule (it came after the close). */
const owe = (sender: string, lamports: bigint) =>
  recordUnmatchedPayment(env.DB, { signature: `sig-${crypto.randomUUID()}`, sender, paid: solAmount(lamports), slot: 1, blockTime: new Date(), reason: 'after close', likelyIntentId: 'intent' });

/** A verified refund row as recordRefund (or a refund plan's paid line) writes it. */
async function refunded(wallet: string, lamports: number, at: number) {
  const signature = `refund-${crypto.randomUUID()}`;
  await env.DB.prepare("INSERT INTO refunds (id, signature, wallet, lamports, asset, actor, created_at) VALUES (?, ?, ?, ?, 'SOL', 'admin:admin', ?)")
    .bind(crypto.randomUUID(), signature, wallet, lamports, at)
    .run();
  return signature;
}

beforeEach(() => openSale('ICO'));

describe('GET /api/ledger/refunds/:address', () => {
  it('answers an unknown wallet with nothing owed and nothing paid', async () => {
    const wallet = randomWallet();
    const response = await lookup(wallet);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    expect(await response.json()).toEqual({ wallet, owed: [], paid: [] });
  });

  it('refuses an address that is not base58 with a 400 JSON error', async () => {
    for (const bad of ['abc', `${randomWallet()}x`, 'O0Il'.repeat(10)]) {
      const response = await lookup(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: CONTRIBUTION_MESSAGES.walletInvalid });
    }
  });

  it('lists what is owed per asset in the buyer words, the admin note kept in the console', async () => {
    const wallet = randomWallet();
    await owe(wallet, 2_000_000n);
    const marked = await recordUnmatchedPayment(env.DB, { signature: `sig-${crypto.randomUUID()}`, sender: wallet, paid: solAmount(1_000_000n), slot: 2, blockTime: new Date(), reason: 'no reference', likelyIntentId: 'intent' });
    await insertAdmin('admin', 'correct horse battery staple');
    const cookie = await adminCookie('admin', 'correct horse battery staple');
    expect((await postWithCookie(`/api/admin/reconciliation/unmatched/${marked.id}/refund`, { reason: 'Internal note about this buyer' }, cookie)).status).toBe(200);
    await insertContribution({ walletAddress: wallet, ...USDC_150 });
    await openSale('LISTING');

    const body = await (await lookup(wallet)).json<WalletRefundsLookup>();
    expect(body.owed).toEqual([
      { wallet, asset: 'SOL', amount: '0.003', usd: null, payments: 2, reasons: [UNMATCHED_DETAILS['after close'], UNMATCHED_DETAILS['no reference']] },
      { wallet, asset: 'USDC', amount: '150', usd: 150, payments: 1, reasons: [SOFT_CAP_REFUND_REASON] },
    ]);
    expect(JSON.stringify(body)).not.toContain('Internal note');
  });

  it('lists the refunds paid to this wallet only, newest first, with their explorer links', async () => {
    const wallet = randomWallet();
    const other = randomWallet();
    const older = await refunded(wallet, 1_000_000, Date.now() - 60_000);
    const newer = await refunded(wallet, 2_500_000, Date.now());
    await refunded(other, 7_000_000, Date.now());

    const body = await (await lookup(wallet)).json<WalletRefundsLookup>();
    expect(body.owed).toEqual([]);
    expect(body.paid).toEqual([
      { wallet, asset: 'SOL', amount: '0.0025', usd: null, at: expect.any(String), signature: newer, explorerUrl: expect.stringContaining(`/tx/${newer}`) },
      { wallet, asset: 'SOL', amount: '0.001', usd: null, at: expect.any(String), signature: older, explorerUrl: expect.stringContaining(`/tx/${older}`) },
    ]);
  });

  it('limits one client to 30 lookups a minute, with Retry-After, while another client still gets answers', async () => {
    const [busy, calm] = freshIpv4Addresses(2);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) statuses.push((await lookup(randomWallet(), busy)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await lookup(randomWallet(), busy);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.json()).toEqual({ error: expect.any(String) });
    expect((await lookup(randomWallet(), calm)).status).toBe(200);
  });
});
