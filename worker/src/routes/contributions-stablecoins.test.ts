// USDC and USDT against the local chain, with real token payments: a stablecoin intent paid through the
// server-built TransferChecked and credited at $1.00 a unit; every wrong shape refused and recorded as
// unmatched in the asset it came in (the wrong mint, SOL for a stablecoin, short, late, over a cap, a
// failed transaction); an overpayment credited with its surplus owed back in kind; and the watcher
// crediting a payment nobody claimed, with credited + unmatched equal to what reached the treasury's
// token accounts, per asset.
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { AccountRole, address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { getInitializeAccount3Instruction, getTransferCheckedInstruction } from '@solana-program/token';
import { latestLifetime, sendSigned, signInstructions } from '../../../scripts/lib/solana/signed-transfer.mjs';
import type { PreparedPayment } from '@core/api/payments';
import { stablecoinMint, type StablecoinSymbol } from '@core/payment-assets';
import { localTreasurySigner, sendSolTransfer, skipTreasuryHistory, waitForFinalized } from '../../test/chain';
import { recordRefund, REFUND_REASONS } from '../services/reconciliation/refunds';
import { treasuryAssetsOf } from '../services/settlement/treasury-assets';
import { TOKEN_OUTFLOW_PARTS } from '../services/settlement/token-outflows';
import { loadTreasuryAccounting } from '../services/ledger/treasury-accounting';
import { localStablecoinOf, newStablecoinHolder, sendStablecoinPayment, stablecoinAccountOf, stablecoinBalance, stablecoinUnits } from '../../test/chain-stablecoins';
import { decodePaymentTransaction, signAndSendPayment } from '../../test/payment-signing';
import { claim, count, createIntent, openSale, post, type IntentBody } from '../../test/sale-fixtures';
import { runWatcher } from '../services/settlement/watcher';
import { createRpc } from '../services/chain/solana-rpc';
import { transactionView } from '../services/chain/transaction-view';

let buyer: KeyPairSigner;

beforeEach(async () => {
  await openSale('ICO');
  buyer = await newStablecoinHolder({ sol: 2, USDC: stablecoinUnits(5_000), USDT: stablecoinUnits(5_000) });
});

const TREASURY = () => address(env.TREASURY_ADDRESS);

/** A stablecoin intent of `amount` whole coins for the buyer. */
const intentIn = (symbol: StablecoinSymbol, amount: string, wallet = buyer.address) => createIntent(wallet, amount, { currency: symbol.toLowerCase() });

/** Pays `units` of `symbol` to the treasury carrying `intent`'s reference, finalized. */
async function payIn(intent: IntentBody, symbol: StablecoinSymbol, units: bigint, options: { skipPreflight?: boolean } = {}) {
  const signature = await sendStablecoinPayment({ from: buyer, to: TREASURY(), symbol, amount: units, reference: address(intent.reference), ...options });
  await waitForFinalized(signature);
  return signature;
}

const unmatchedOf = (signature: string) =>
  env.DB.prepare('SELECT asset, token_amount, token_decimals, lamports, reason, status FROM unmatched_payments WHERE signature = ? ORDER BY asset').bind(signature).all().then((r) => r.results);

describe('paying in a stablecoin', () => {
  it('credits 150 USDC paid through the server-built transaction at $150 of tokens, and reads no lamports', async () => {
    const before = await stablecoinBalance(TREASURY(), 'USDC');
    const response = await post('/api/payments', { email: 'usdc@example.com', walletAddress: buyer.address, amount: '150', currency: 'usdc', newsletterSubscribed: false });
    expect(response.status).toBe(201);
    const prepared = (await response.json()) as PreparedPayment;
    expect(prepared.intent).toMatchObject({ asset: 'USDC', amount: '150', decimals: 6, usd: 150, lamports: '0', mint: stablecoinMint('localnet', 'USDC')!.mint });
    // The transaction moves the coin with TransferChecked from the buyer's token account to the treasury's.
    const accounts = decodePaymentTransaction(prepared.transaction).message.staticAccounts.map(String);
    expect(accounts).toEqual(expect.arrayContaining([await stablecoinAccountOf(buyer.address, 'USDC'), await stablecoinAccountOf(TREASURY(), 'USDC'), prepared.intent.reference]));

    const signature = await signAndSendPayment(prepared.transaction, buyer);
    await waitForFinalized(signature);
    const credited = await claim(prepared.intent.intentId, signature);
    expect(credited.body).toMatchObject({ status: 'credited', contribution: { asset: 'USDC', amount: '150', sol: '0', usd: 150 } });
    expect(await stablecoinBalance(TREASURY(), 'USDC')).toBe(before + stablecoinUnits(150));
    const row = await env.DB.prepare('SELECT asset, token_amount, token_decimals, lamports, usd_cents, token_base_units FROM contributions').first();
    // $150 at the ICO price of $0.00029: 517,241.379310344 MRDX.
    expect(row).toEqual({ asset: 'USDC', token_amount: '150000000', token_decimals: 6, lamports: 0, usd_cents: 15_000, token_base_units: '517241379310344' });
    const totals = await env.DB.prepare('SELECT raised_cents, raised_lamports FROM sale_totals').first();
    expect(totals).toEqual({ raised_cents: 15_000, raised_lamports: 0 });
  });

  it('records a payment in the wrong mint, and SOL for a stablecoin, in the asset that came, never credited', async () => {
    const usdcIntent = await intentIn('USDC', '100');
    const wrongMint = await payIn(usdcIntent, 'USDT', stablecoinUnits(100));
    expect((await claim(usdcIntent.intentId, wrongMint)).body).toMatchObject({ status: 'rejected', reason: 'Payment was made in another currency than the contribution' });
    expect(await unmatchedOf(wrongMint)).toEqual([{ asset: 'USDT', token_amount: '100000000', token_decimals: 6, lamports: 0, reason: 'wrong asset', status: 'open' }]);

    const second = await intentIn('USDC', '100');
    const lamports = await sendSolTransfer({ from: buyer, to: TREASURY(), lamports: 600_000_000n, reference: address(second.reference) });
    await waitForFinalized(lamports);
    expect((await claim(second.intentId, lamports)).body).toMatchObject({ status: 'rejected' });
    expect(await unmatchedOf(lamports)).toEqual([{ asset: 'SOL', token_amount: null, token_decimals: null, lamports: 600_000_000, reason: 'wrong asset', status: 'open' }]);
    expect(await count('contributions')).toBe(0);
  });

  it('records one base unit short as a wrong amount, and one over as credited with the surplus owed back in kind', async () => {
    const short = await intentIn('USDT', '75');
    const shortPaid = await payIn(short, 'USDT', stablecoinUnits(75) - 1n);
    expect((await claim(short.intentId, shortPaid)).body).toMatchObject({ status: 'rejected', reason: 'Amount sent does not match the contribution' });
    expect(await unmatchedOf(shortPaid)).toEqual([{ asset: 'USDT', token_amount: '74999999', token_decimals: 6, lamports: 0, reason: 'wrong amount', status: 'open' }]);

    const over = await intentIn('USDT', '75');
    const overPaid = await payIn(over, 'USDT', stablecoinUnits(75) + 1n);
    expect((await claim(over.intentId, overPaid)).body).toMatchObject({ status: 'credited', payment: { status: 'refund_due' } });
    expect(await unmatchedOf(overPaid)).toEqual([{ asset: 'USDT', token_amount: '1', token_decimals: 6, lamports: 0, reason: 'overpaid', status: 'refund_due' }]);
    expect(await env.DB.prepare('SELECT token_amount FROM contributions').first()).toEqual({ token_amount: '75000000' });
  });

  it('records a payment after expiry and one over the hard cap across assets, and refuses a failed transfer with nothing recorded', async () => {
    const late = await intentIn('USDC', '60');
    await env.DB.prepare("UPDATE contribution_intents SET status = 'expired', expires_at = ? WHERE id = ?").bind(Date.now() - 60_000, late.intentId).run();
    const latePaid = await payIn(late, 'USDC', stablecoinUnits(60));
    expect((await claim(late.intentId, latePaid)).body).toMatchObject({ status: 'rejected', payment: { status: 'open' } });
    expect(await unmatchedOf(latePaid)).toMatchObject([{ asset: 'USDC', token_amount: '60000000', reason: 'after expiry' }]);

    // $300 of room: a USDC intent of $200 is taken, then a SOL contribution of $180 fills the room first.
    await openSale('ICO', { hard_cap_cents: 30_000 });
    const usdc = await intentIn('USDC', '200');
    const sol = await createIntent(buyer.address, '1');
    const solPaid = await sendSolTransfer({ from: buyer, to: TREASURY(), lamports: BigInt(sol.lamports), reference: address(sol.reference) });
    await waitForFinalized(solPaid);
    expect((await claim(sol.intentId, solPaid)).body).toMatchObject({ status: 'credited' });
    const overCap = await payIn(usdc, 'USDC', stablecoinUnits(200));
    expect((await claim(usdc.intentId, overCap)).body).toMatchObject({ status: 'rejected', payment: { status: 'refund_due' } });
    expect(await unmatchedOf(overCap)).toMatchObject([{ asset: 'USDC', token_amount: '200000000', reason: 'over a cap', status: 'refund_due' }]);

    const failing = await intentIn('USDC', '100');
    const failed = await payIn(failing, 'USDC', stablecoinUnits(1_000_000), { skipPreflight: true });
    expect((await claim(failing.intentId, failed)).body).toMatchObject({ status: 'rejected', reason: 'Transaction failed on chain' });
    expect(await unmatchedOf(failed)).toEqual([]);
  });
});

/**
 * A second USDC token account owned by the treasury, not its associated one (created and initialized by
 * the buyer, as anyone may), and a payment of `units` into it carrying `reference`; resolves with the
 * payment's signature once finalized.
 */
async function payIntoOtherTreasuryAccount(units: bigint, reference: string): Promise<string> {
  const coin = localStablecoinOf('USDC');
  const account = await generateKeyPairSigner();
  const lifetime = await latestLifetime(env.SOLANA_RPC_URL);
  const created = await signInstructions({
    feePayer: buyer,
    extraSigners: [account],
    lifetime,
    version: 'legacy',
    instructions: [
      getCreateAccountInstruction({ payer: buyer, newAccount: account, lamports: 2_039_280n, space: 165n, programAddress: address(coin.tokenProgram) }),
      getInitializeAccount3Instruction({ account: account.address, mint: address(coin.mint), owner: TREASURY() }, { programAddress: address(coin.tokenProgram) }),
    ],
  });
  await waitForFinalized(await sendSigned(env.SOLANA_RPC_URL, created));
  const transfer = getTransferCheckedInstruction(
    { source: await stablecoinAccountOf(buyer.address, 'USDC'), mint: address(coin.mint), destination: account.address, authority: buyer, amount: units, decimals: coin.decimals },
    { programAddress: address(coin.tokenProgram) },
  );
  const paid = await signInstructions({
    feePayer: buyer,
    lifetime: await latestLifetime(env.SOLANA_RPC_URL),
    version: 'legacy',
    instructions: [{ ...transfer, accounts: [...transfer.accounts, { address: address(reference), role: AccountRole.READONLY }] }],
  });
  const signature = await sendSigned(env.SOLANA_RPC_URL, paid);
  await waitForFinalized(signature);
  return signature;
}

describe("a payment to another of the treasury's token accounts", () => {
  it('is recorded as unmatched in its asset, never credited: only the associated token account counts', async () => {
    const intent = await intentIn('USDC', '100');
    const signature = await payIntoOtherTreasuryAccount(stablecoinUnits(100), intent.reference);
    expect((await claim(intent.intentId, signature)).body).toMatchObject({ status: 'rejected', reason: "Tokens must go to the MRDX treasury's associated token account" });
    expect(await unmatchedOf(signature)).toEqual([{ asset: 'USDC', token_amount: '100000000', token_decimals: 6, lamports: 0, reason: 'wrong account', status: 'open' }]);
    expect(await count('contributions')).toBe(0);
    // The books of the associated account leave it out, and say it is elsewhere.
    const books = await loadTreasuryAccounting(env.DB, env.TREASURY_ADDRESS, await treasuryAssetsOf(env));
    expect(books.stablecoins.find((coin) => coin.asset === 'USDC')).toMatchObject({ received: { units: '0' }, elsewhere: { amount: '100', transactions: 1 } });
  });
});

describe('the watcher and stablecoins', () => {
  it('credits a USDT payment nobody claimed, and accounts for every unit that reached the token accounts, per asset', async () => {
    await skipTreasuryHistory();
    // Only what this test sends is counted: the token accounts' history before it belongs to other tests.
    const before = new Map((await env.DB.prepare('SELECT account, signature FROM chain_cursors').all<{ account: string; signature: string }>()).results.map((row) => [row.account, row.signature]));
    const paid = await intentIn('USDT', '120');
    const paidSignature = await payIn(paid, 'USDT', stablecoinUnits(120));
    const short = await intentIn('USDC', '80');
    await payIn(short, 'USDC', stablecoinUnits(80) - 5n);
    // No reference at all: a plain transfer to the treasury's USDC account.
    await waitForFinalized(await sendStablecoinPayment({ from: buyer, to: TREASURY(), symbol: 'USDC', amount: stablecoinUnits(3) }));

    for (let runs = 0; runs < 4 && (await count('contributions')) === 0; runs += 1) await runWatcher(env);
    const report = await runWatcher(env);
    expect(report).toMatchObject({ errors: 0, remaining: 0 });
    expect(await env.DB.prepare('SELECT signature, asset, token_amount FROM contributions').all().then((r) => r.results)).toEqual([
      { signature: paidSignature, asset: 'USDT', token_amount: '120000000' },
    ]);

    const rpc = createRpc(env);
    for (const symbol of ['USDC', 'USDT'] as const) {
      const account = await stablecoinAccountOf(TREASURY(), symbol);
      const listed = await rpc.call<{ signature: string }[]>('getSignaturesForAddress', [account, { commitment: 'finalized', until: before.get(account) }]);
      const views = [...(await rpc.getTransactions(listed.map((entry) => entry.signature), 'finalized')).entries()].map(([signature, tx]) => transactionView(tx!, signature));
      const inbound = views.map((view) => view.tokenChanges.filter((entry) => entry.account === account).reduce((sum, entry) => sum + entry.change, 0n)).filter((change) => change > 0n).reduce((a, b) => a + b, 0n);
      const sum = async (table: string) =>
        BigInt((await env.DB.prepare(`SELECT COALESCE(SUM(CAST(token_amount AS INTEGER)), 0) AS total FROM ${table} WHERE asset = ? AND signature IN (SELECT value FROM json_each(?))`)
          .bind(symbol, JSON.stringify(listed.map((entry) => entry.signature))).first<{ total: number }>())!.total);
      expect((await sum('contributions')) + (await sum('unmatched_payments'))).toBe(inbound);
      expect(inbound).toBeGreaterThan(0n);
    }
  });
});

describe('refunds of a stablecoin', () => {
  it('records a soft-cap refund of a USDC contribution only against a verified USDC transfer to that wallet', async () => {
    await skipTreasuryHistory();
    const paid = await intentIn('USDC', '100');
    expect((await claim(paid.intentId, await payIn(paid, 'USDC', stablecoinUnits(100)))).body).toMatchObject({ status: 'credited' });
    // The sale ended far below its soft cap: the contribution is owed back, in USDC.
    await openSale('LISTING');
    const treasury = await localTreasurySigner();
    const attempt = async (signature: string) =>
      recordRefund({ db: env.DB, rpc: createRpc(env), treasury: env.TREASURY_ADDRESS, assets: await treasuryAssetsOf(env), wallet: buyer.address, signature, actor: 'admin:admin', softCap: true , links: { explorer: { cluster: env.SOLANA_CLUSTER, rpcUrl: env.SOLANA_RPC_URL }, origin: env.PUBLIC_ORIGIN } });
    const refundIn = async (symbol: 'USDC', amount: bigint) => {
      const signature = await sendStablecoinPayment({ from: treasury, to: buyer.address, symbol, amount });
      await waitForFinalized(signature);
      return signature;
    };

    // SOL worth far more than $100 is not a refund of USDC.
    const sol = await sendSolTransfer({ from: treasury, to: buyer.address, lamports: 1_000_000_000n });
    await waitForFinalized(sol);
    expect(await attempt(sol)).toEqual({ ok: false, reason: REFUND_REASONS.nothingOwedIn('SOL') });
    expect(await attempt(await refundIn('USDC', stablecoinUnits(100) - 1n))).toEqual({ ok: false, reason: REFUND_REASONS.tooSmall });
    expect(await count('refunds')).toBe(0);

    const good = await refundIn('USDC', stablecoinUnits(100));
    expect(await attempt(good)).toMatchObject({ ok: true, lamports: 0n, paid: { asset: 'USDC', units: stablecoinUnits(100), decimals: 6 }, settled: 1 });
    expect(await env.DB.prepare('SELECT asset, token_amount, token_decimals, lamports FROM refunds').first()).toEqual({ asset: 'USDC', token_amount: '100000000', token_decimals: 6, lamports: 0 });
    expect(await count('contributions', `refund_signature = '${good}'`)).toBe(1);
    expect(await attempt(good)).toEqual({ ok: false, reason: REFUND_REASONS.used });

    // The watcher records both transfers as USDC leaving the treasury: the verified one as a refund in
    // kind, the short one (not recorded as a refund) as unexplained.
    for (let runs = 0; runs < 4 && (await count('treasury_token_outflows')) < 2; runs += 1) await runWatcher(env);
    const parts = await env.DB.prepare(`WITH ${TOKEN_OUTFLOW_PARTS} SELECT signature, asset, kind, token_amount, recipient FROM token_outflow_parts ORDER BY CAST(token_amount AS INTEGER)`).all();
    expect(parts.results).toEqual([
      expect.objectContaining({ asset: 'USDC', kind: 'unexplained', token_amount: String(stablecoinUnits(100) - 1n), recipient: buyer.address }),
      { signature: good, asset: 'USDC', kind: 'refund', token_amount: String(stablecoinUnits(100)), recipient: buyer.address },
    ]);

    // The public treasury accounts say the same in USDC, apart from SOL.
    const books = await loadTreasuryAccounting(env.DB, env.TREASURY_ADDRESS, await treasuryAssetsOf(env));
    const usdc = books.stablecoins.find((coin) => coin.asset === 'USDC')!;
    expect(usdc).toMatchObject({
      account: await stablecoinAccountOf(TREASURY(), 'USDC'),
      decimals: 6,
      received: { amount: '100', credited: { amount: '100', transactions: 1 }, unmatched: { amount: '0', transactions: 0 } },
      left: { amount: '199.999999', refunds: { amount: '100', transactions: 1 }, sweeps: { amount: '0' }, unexplained: { amount: '99.999999', transactions: 1 } },
      recorded: { units: '-99999999' },
    });
    // The SOL lines count SOL transactions only: the USDC contribution and any USDC payment are not in them.
    expect(books.received.credited).toMatchObject({ lamports: '0', transactions: 0 });
    expect(books.received.unmatched).toMatchObject({ lamports: '0', transactions: 0 });
  });
});
