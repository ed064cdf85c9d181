// The admin reconciliation API and the refund rules against the local chain: unmatched payments are
// listed, credited once at the amount received or marked for refund, and a refund is recorded only
// with a finalized transfer from the treasury to the owed wallet of at least the amount owed.
import { solAmount } from '@core/asset-amount';
import { auditDetailLines } from '@core/audit-details';
import { SOL } from '../../services/settlement/payment-asset';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, type KeyPairSigner } from '@solana/kit';
import { newFundedSigner, sendSolTransfer, waitForFinalized } from '../../../test/chain';
import { createRpc } from '../../services/chain/solana-rpc';
import { adminCookie, getWithCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { getJson, postJson } from '../../../test/requests';
import { claim, count, createIntent, openSale } from '../../../test/sale-fixtures';
import { recordRefund, REFUND_REASONS } from '../../services/reconciliation/refunds';
import { recordUnmatchedPayment } from '../../services/settlement/unmatched-payments';

const BASE = '/api/admin/reconciliation';
let wallet: KeyPairSigner;
let cookie: string;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(10);
  await insertAdmin('admin', 'correct horse battery staple');
  cookie = await adminCookie('admin', 'correct horse battery staple');
});

async function transfer(from: KeyPairSigner, to: string, lamports: bigint, reference?: string) {
  const signature = await sendSolTransfer({ from, to: address(to), lamports, reference: reference ? address(reference) : undefined });
  await waitForFinalized(signature);
  return signature;
}

describe('admin reconciliation API', () => {
  it('is closed without an admin session', async () => {
    expect((await getJson(`${BASE}/unmatched`)).status).toBe(401);
    expect((await postJson(`${BASE}/refunds`, { wallet: wallet.address, signature: 'x' })).status).toBe(401);
  });

  it('lists a payment that was short by a lamport and credits it once at the amount received, with a reason', async () => {
    const intent = await createIntent(wallet.address, '1');
    const signature = await transfer(wallet, env.TREASURY_ADDRESS, BigInt(intent.lamports) - 1n, intent.reference);
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', payment: { status: 'open' } });

    const list = await (await getWithCookie(`${BASE}/unmatched?status=open`, cookie)).json<{ items: Record<string, unknown>[] }>();
    expect(list.items).toHaveLength(1);
    const [payment] = list.items;
    expect(payment).toMatchObject({ signature, reason: 'wrong amount', likelyIntentId: intent.intentId, lamports: String(BigInt(intent.lamports) - 1n) });

    const path = `${BASE}/unmatched/${payment!.id}/credit`;
    expect((await postWithCookie(path, { intentId: intent.intentId }, cookie)).status).toBe(400);
    const credited = await postWithCookie(path, { intentId: intent.intentId, reason: 'Buyer dropped a lamport by hand' }, cookie);
    expect(credited.status).toBe(200);
    const row = await env.DB.prepare('SELECT lamports, signature FROM contributions').first<{ lamports: number; signature: string }>();
    expect(row).toEqual({ lamports: Number(intent.lamports) - 1, signature });
    expect(await count('unmatched_payments', "status = 'credited'")).toBe(1);
    expect(await count('audit_log', "action = 'unmatched.credited'")).toBe(1);

    const again = await postWithCookie(path, { intentId: intent.intentId, reason: 'Twice' }, cookie);
    expect(again.status).toBe(409);
    expect(await count('contributions')).toBe(1);
  });

  it('credits a stablecoin payment to an intent in that stablecoin, the audit naming the amount at its decimals', async () => {
    const intent = await createIntent(wallet.address, '150', { currency: 'usdc' });
    const payment = await recordUnmatchedPayment(env.DB, {
      signature: `sig-${crypto.randomUUID()}`, sender: wallet.address, paid: { asset: 'USDC', units: 150_000_000n, decimals: 6 }, slot: 1, blockTime: new Date(), reason: 'no reference',
    });
    const credited = await postWithCookie(`${BASE}/unmatched/${payment.id}/credit`, { intentId: intent.intentId, reason: 'Sent without its reference' }, cookie);
    expect(credited.status).toBe(200);
    expect(await credited.json()).toMatchObject({ usd: 150 });
    const audit = await env.DB.prepare("SELECT detail FROM audit_log WHERE action = 'unmatched.credited'").first<{ detail: string }>();
    expect(auditDetailLines(JSON.parse(audit!.detail))).toEqual(expect.arrayContaining([{ label: 'SOL', value: '0 SOL' }, { label: 'Amount', value: '150 USDC' }]));
  });

  it('marks an open payment for refund, lists what is owed with a total, and refuses a refund the chain does not show', async () => {
    const signature = await transfer(wallet, env.TREASURY_ADDRESS, 3_000_000n);
    const stray = await recordUnmatchedPayment(env.DB, { signature, sender: wallet.address, paid: solAmount(3_000_000n), slot: 1, blockTime: new Date(), reason: 'no reference' });
    expect(stray.reason).toBe('unknown sender');
    expect((await postWithCookie(`${BASE}/unmatched/${stray.id}/refund`, { reason: 'Not a buyer' }, cookie)).status).toBe(200);
    expect((await postWithCookie(`${BASE}/unmatched/${stray.id}/refund`, { reason: 'Not a buyer' }, cookie)).status).toBe(409);
    expect(await count('audit_log', "action = 'unmatched.refund_due'")).toBe(1);
    expect(await count('unmatched_payments', "refund_reason = 'Not a buyer'")).toBe(1);
    expect((await postWithCookie(`${BASE}/unmatched/${crypto.randomUUID()}/refund`, { reason: 'Not a buyer' }, cookie)).status).toBe(404);

    const owed = await (await getWithCookie(`${BASE}/refunds`, cookie)).json();
    expect(owed).toEqual({
      items: [{ wallet: wallet.address, asset: 'SOL', amount: '0.003', usd: null, lamports: '3000000', sol: '0.003', payments: 1, reasons: ['marked by the admin: Not a buyer'] }],
      page: 1,
      pageSize: 25,
      total: 1,
      totals: [{ asset: 'SOL', amount: '0.003' }],
      totalLamports: '3000000',
      totalSol: '0.003',
    });

    // The contribution transfer itself is not a refund: it goes into the treasury, not out of it.
    const refused = await postWithCookie(`${BASE}/refunds`, { wallet: wallet.address, signature }, cookie);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ error: REFUND_REASONS.notFromTreasury });
    expect(await count('refunds')).toBe(0);
    expect(await count('unmatched_payments', "status = 'refund_due'")).toBe(1);
  });
});

describe('recordRefund', () => {
  it('records a refund only with a finalized transfer from the treasury to the owed wallet of at least the amount owed', async () => {
    // A funded keypair stands in for the treasury, whose key the tests do not hold.
    const treasury = await newFundedSigner(5);
    const stranger = await newFundedSigner(1);
    await recordUnmatchedPayment(env.DB, { signature: 'paid-1', sender: wallet.address, paid: solAmount(2_000_000n), slot: 1, blockTime: new Date(), reason: 'after close' });
    await recordUnmatchedPayment(env.DB, { signature: 'paid-2', sender: wallet.address, paid: solAmount(1_000_000n), slot: 2, blockTime: new Date(), reason: 'after close' });
    const attempt = (signature: string) =>
      recordRefund({ db: env.DB, rpc: createRpc(env), treasury: treasury.address, assets: [SOL], wallet: wallet.address, signature, actor: 'admin:admin' , links: { explorer: { cluster: env.SOLANA_CLUSTER, rpcUrl: env.SOLANA_RPC_URL }, origin: env.PUBLIC_ORIGIN } });

    expect(await attempt(await transfer(stranger, wallet.address, 3_000_000n))).toEqual({ ok: false, reason: REFUND_REASONS.notFromTreasury });
    expect(await attempt(await transfer(treasury, stranger.address, 3_000_000n))).toEqual({ ok: false, reason: REFUND_REASONS.wrongRecipient });
    expect(await attempt(await transfer(treasury, wallet.address, 2_999_999n))).toEqual({ ok: false, reason: REFUND_REASONS.tooSmall });
    expect(await count('refunds')).toBe(0);

    const good = await transfer(treasury, wallet.address, 3_000_000n);
    expect(await attempt(good)).toEqual({ ok: true, lamports: 3_000_000n, paid: solAmount(3_000_000n), settled: 2 });
    expect(await count('unmatched_payments', `status = 'refunded' AND refund_signature = '${good}'`)).toBe(2);
    expect(await count('audit_log', "action = 'refund.recorded'")).toBe(1);
    expect(await attempt(good)).toEqual({ ok: false, reason: REFUND_REASONS.used });
    // One lamport more than `good`: the same transfer under the same blockhash (a stalled slot clock on a
    // loaded machine) would be the same transaction, which the chain refuses as already processed.
    expect(await attempt(await transfer(treasury, wallet.address, 3_000_001n))).toEqual({ ok: false, reason: REFUND_REASONS.nothingOwed });
  });
});
