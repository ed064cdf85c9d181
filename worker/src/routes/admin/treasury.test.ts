// /api/admin/treasury against the local chain: outflows the watcher recorded are unexplained until a
// refund is recorded for them or their recipient is declared a project wallet (old outflows too), every
// declaration is audited, and /api/ledger/treasury adds up to the balance on chain.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import type { AdminOutflowList, ProjectWalletList } from '@core/api/treasury';
import type { TreasuryAccounting } from '@core/api/ledger';
import type { UnmatchedPaymentList } from '@core/api/admin';
import type { AdminOperations } from '@core/api/operations';
import { chainRpc, newFundedSigner, sendSolTransfer, sendTreasuryRefund, skipTreasuryHistory, waitForFinalized, waitForLaterSlot } from '../../../test/chain';
import { adminCookie, getWithCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { newStablecoinHolder, sendStablecoinPayment, stablecoinUnits } from '../../../test/chain-stablecoins';
import { getJson, postJson, TEST_ORIGIN } from '../../../test/requests';
import { claim, count, createIntent, openSale } from '../../../test/sale-fixtures';
import { edgeCache } from '../../lib/edge-cache';
import { runWatcher } from '../../services/settlement/watcher';

const BASE = '/api/admin/treasury';
let wallet: KeyPairSigner;
let cookie: string;

beforeEach(async () => {
  await openSale('WHITELIST');
  wallet = await newFundedSigner(10);
  await skipTreasuryHistory();
  await insertAdmin('admin', 'correct horse battery staple');
  cookie = await adminCookie('admin', 'correct horse battery staple');
});

const outflows = async (kind = 'all') => (await getWithCookie(`${BASE}/outflows?kind=${kind}`, cookie)).json<AdminOutflowList>();

async function accounting(): Promise<TreasuryAccounting> {
  await edgeCache().delete(new Request(`${TEST_ORIGIN}/api/ledger/treasury`));
  const response = await getJson('/api/ledger/treasury');
  expect(response.status).toBe(200);
  return response.json();
}

describe('admin treasury API', () => {
  it('is closed without an admin session and refuses bad input with 4xx', async () => {
    expect((await getJson(`${BASE}/outflows`)).status).toBe(401);
    expect((await postJson(`${BASE}/project-wallets`, { address: wallet.address, label: 'Cold' })).status).toBe(401);
    expect(await (await getWithCookie(`${BASE}/outflows?kind=stolen`, cookie)).json()).toEqual({ error: 'Kind must be refund, sweep, fee, unexplained or all' });
    expect((await postWithCookie(`${BASE}/project-wallets`, { address: 'abc', label: 'Cold' }, cookie)).status).toBe(400);
    expect((await postWithCookie(`${BASE}/project-wallets`, { address: wallet.address, label: '' }, cookie)).status).toBe(400);
    expect(await (await postWithCookie(`${BASE}/project-wallets`, { address: env.TREASURY_ADDRESS, label: 'Me' }, cookie)).json()).toEqual({ error: 'The treasury itself cannot be a project wallet' });
    expect((await postWithCookie(`${BASE}/project-wallets/${wallet.address}/remove`, {}, cookie)).status).toBe(404);
    expect(await count('project_wallets')).toBe(0);
  });

  it('explains outflows by recorded refunds and declared wallets, old ones too, and the ledger adds up to the chain', async () => {
    const intent = await createIntent(wallet.address, '1');
    const paid = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports: BigInt(intent.lamports), reference: address(intent.reference) });
    await waitForFinalized(paid);
    await claim(intent.intentId, paid);
    const stray = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports: 30_000_000n });
    await waitForFinalized(stray);
    const cold = (await generateKeyPairSigner()).address;
    const refund = await sendTreasuryRefund(wallet.address, 30_000_000n);
    // The sweep after the refund, in a later slot: outflows are listed newest first by slot.
    await waitForLaterSlot(refund);
    const sweep = await sendTreasuryRefund(cold, 400_000_000n);
    expect(await runWatcher(env)).toMatchObject({ outflows: 2, errors: 0 });

    // Neither is explained yet: no refund is recorded and nobody declared the cold wallet.
    const before = await outflows();
    expect(before.items.map((item) => [item.signature, item.kind])).toEqual([[sweep, 'unexplained'], [refund, 'unexplained']]);
    expect(before.items[0]!.parts).toEqual([
      { kind: 'unexplained', lamports: '400000000', sol: '0.4', recipient: cold, label: null },
      { kind: 'fee', lamports: '5000', sol: '0.000005', recipient: null, label: null },
    ]);
    expect(before.totals).toMatchObject({ unexplained: { lamports: '430000000', transactions: 2 }, fee: { lamports: '10000', transactions: 2 } });

    // Declared later, the wallet explains its old sweep; the declaration is audited.
    const declared = await postWithCookie(`${BASE}/project-wallets`, { address: cold, label: 'Team multisig' }, cookie);
    expect(declared.status).toBe(201);
    expect(await declared.json()).toMatchObject({ address: cold, label: 'Team multisig', declaredBy: 'admin:admin', sweptLamports: '400000000', sweptSol: '0.4' });
    expect((await postWithCookie(`${BASE}/project-wallets`, { address: cold, label: 'Again' }, cookie)).status).toBe(409);
    expect(await count('audit_log', "action = 'project_wallet.declared'")).toBe(1);
    expect((await outflows('sweep')).items.map((item) => item.signature)).toEqual([sweep]);
    expect(((await (await getWithCookie(`${BASE}/project-wallets`, cookie)).json()) as ProjectWalletList).items).toHaveLength(1);

    // Recorded later, the refund explains its outflow.
    const [payment] = (await env.DB.prepare('SELECT id FROM unmatched_payments WHERE signature = ?').bind(stray).all<{ id: string }>()).results;
    await postWithCookie(`/api/admin/reconciliation/unmatched/${payment!.id}/refund`, { reason: 'Sent by mistake' }, cookie);
    expect((await postWithCookie('/api/admin/reconciliation/refunds', { wallet: wallet.address, signature: refund }, cookie)).status).toBe(200);
    expect((await outflows('refund')).items.map((item) => item.signature)).toEqual([refund]);
    expect((await outflows('unexplained')).total).toBe(0);

    const ledger = await accounting();
    expect(ledger.left).toMatchObject({ refunds: { lamports: '30000000', transactions: 1 }, sweeps: { lamports: '400000000', transactions: 1 }, fees: { lamports: '10000' }, unexplained: { lamports: '0' } });
    expect(ledger.left.sweeps.latest[0]).toMatchObject({ signature: sweep, address: cold, label: 'Team multisig' });
    expect(BigInt(ledger.received.lamports)).toBe(BigInt(ledger.received.credited.lamports) + BigInt(ledger.received.unmatched.lamports));
    const { value: balance } = await chainRpc().getBalance(address(env.TREASURY_ADDRESS), { commitment: 'finalized' }).send();
    expect(BigInt(ledger.recorded.lamports)).toBe(balance);

    // Removed, the wallet's sweep is unexplained again (audited).
    expect((await postWithCookie(`${BASE}/project-wallets/${cold}/remove`, {}, cookie)).status).toBe(200);
    expect(await count('audit_log', "action = 'project_wallet.removed'")).toBe(1);
    expect((await outflows('unexplained')).items.map((item) => item.signature)).toEqual([sweep]);
  }, 30_000);

  it("tells a top-up from a declared project wallet apart as funding, in SOL and USDC: nothing to credit or refund, and the books still add up", async () => {
    const team = await newStablecoinHolder({ sol: 2, USDC: stablecoinUnits(50) });
    expect((await postWithCookie(`${BASE}/project-wallets`, { address: team.address, label: 'Team multisig' }, cookie)).status).toBe(201);
    const topUp = await sendSolTransfer({ from: team, to: address(env.TREASURY_ADDRESS), lamports: 250_000_000n });
    const usdcTopUp = await sendStablecoinPayment({ from: team, to: address(env.TREASURY_ADDRESS), symbol: 'USDC', amount: stablecoinUnits(20) });
    // A stranger's payment without a reference stays a payment for the team to review.
    const stray = await sendSolTransfer({ from: wallet, to: address(env.TREASURY_ADDRESS), lamports: 30_000_000n });
    for (const signature of [topUp, usdcTopUp, stray]) await waitForFinalized(signature);
    for (let runs = 0; runs < 4 && (await count('unmatched_payments')) < 3; runs += 1) await runWatcher(env);
    expect(await count('unmatched_payments')).toBe(3);

    const ledger = await accounting();
    expect(ledger.received.funding).toMatchObject({ lamports: '250000000', transactions: 1 });
    expect(ledger.received.funding.latest[0]).toMatchObject({ signature: topUp, address: team.address, label: 'Team multisig' });
    expect(ledger.received.unmatched).toMatchObject({ lamports: '30000000', transactions: 1 });
    expect(BigInt(ledger.received.lamports)).toBe(BigInt(ledger.received.credited.lamports) + BigInt(ledger.received.unmatched.lamports) + BigInt(ledger.received.funding.lamports));
    const { value: balance } = await chainRpc().getBalance(address(env.TREASURY_ADDRESS), { commitment: 'finalized' }).send();
    expect(BigInt(ledger.recorded.lamports)).toBe(balance);
    const usdc = ledger.stablecoins.find((coin) => coin.asset === 'USDC')!;
    expect(usdc.received).toMatchObject({ amount: '20', funding: { amount: '20', transactions: 1 }, unmatched: { amount: '0', transactions: 0 } });

    // The console lists it as funding with no Credit or Refund to press; Operations does not count it as waiting.
    const list = (await (await getWithCookie('/api/admin/reconciliation/unmatched?status=open', cookie)).json()) as UnmatchedPaymentList;
    expect(Object.fromEntries(list.items.map((item) => [item.signature, item.projectWallet]))).toEqual({ [topUp]: 'Team multisig', [usdcTopUp]: 'Team multisig', [stray]: null });
    const operations = (await (await getWithCookie('/api/admin/operations', cookie)).json()) as AdminOperations;
    expect(operations.unmatched.open).toBe(1);
    expect(operations.treasury.fundingLamports).toBe('250000000');

    // Removed, the wallet's top-ups are open payments again (as its sweeps become unexplained).
    expect((await postWithCookie(`${BASE}/project-wallets/${team.address}/remove`, {}, cookie)).status).toBe(200);
    const after = await accounting();
    expect(after.received.funding).toMatchObject({ lamports: '0', transactions: 0 });
    expect(after.received.unmatched).toMatchObject({ lamports: '280000000', transactions: 2 });
    expect(after.recorded.lamports).toBe(ledger.recorded.lamports);
  }, 40_000);
});
