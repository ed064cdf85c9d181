// A failed sale refunded end to end on the local chain (issue 29), on a stack of its own (the sale
// closes below its soft cap, which owes every contribution of the stack back): five buyers (three in
// SOL, one of whom overpaid, two in USDC); the admin closes the sale, builds the refund plan in the
// console, approves its hash and pays it asset by asset from a test wallet holding the local treasury's
// key pair; each wallet's balance rose by exactly what it was owed in the asset it paid; each buyer's
// dashboard shows the refund with its link; /ledger's refund manifest shows nothing owed and the
// treasury's books balance; a rerun pays nothing.
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContributionIntentResponse } from '@core/api/contributions';
import type { RefundLineList, RefundManifest, RefundPlanAnswer } from '@core/api/refunds';
import { formatLamportsAsSol } from '@core/lamports';
import type { AssetSymbol } from '@core/payment-assets';
import { apiClients, call } from '../scripts/lib/api/api-clients.mjs';
import { jsonRpc } from '../scripts/lib/solana/json-rpc.mjs';
import { startStack } from '../scripts/lib/stack/stack.mjs';
import { E2E_DATABASE_TEMPLATE } from './support/stack-template';
import { collectConsoleErrors, hydrated, seriousAxeViolations, useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';
import { pageApi } from './support/community';
import { temporaryPassword } from './support/investor-mail';
import { fundFromDemoWallet, LOCAL_DEMO_WALLET, sendSol } from './support/local-funds';
import { fundedKeypair, runWatcher, type LocalKeypair } from './support/local-payer';
import { fundStablecoin, stablecoinBalance } from './support/local-stablecoins';
import { LOCAL_TREASURY, LOCAL_TREASURY_SECRET } from './support/local-treasury';
import { payTransferRequest } from './support/solana-pay-wallet';
import { installTestWallet, type TestWallet } from './support/test-wallet';
import { dismissDemoWallet } from './support/wallet-page';
import { createSignerFromKeyPair } from '@solana/kit';

const { newPage } = useBrowser();
/** A folder to save screenshots into (looked at by hand at 1280 and 390 px). */
const SHOTS = process.env.REFUND_SHOTS;
const persistTo = '.e2e-state-refunds-plan';
const run = Date.now().toString(36);
const API = '/api/admin/refunds';
const WALLET_NAME = 'Treasury Test Wallet';
/** What the overpaying buyer sends beyond the intent: owed back with the contribution. */
const SURPLUS = 50_000_000n;

interface Buyer {
  label: string;
  email: string;
  payer: LocalKeypair;
  asset: AssetSymbol;
  /** Base units the buyer paid into the treasury, all owed back. */
  paid: bigint;
  /** The balance in `asset` before the refunds were paid. */
  before: bigint;
}

let stack: Awaited<ReturnType<typeof startStack>>;
const buyers: Buyer[] = [];

beforeAll(async () => {
  rmSync(persistTo, { recursive: true, force: true });
  stack = await startStack({ chainPort: 0, persistTo, quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(persistTo, { recursive: true, force: true });
});

async function axeClean(page: Page, label: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}.png`, fullPage: true });
  expect(await seriousAxeViolations(page), label).toEqual([]);
}

/** Axe at a laptop's width, then at a phone's, where nothing may widen the page. */
async function bothWidths(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await axeClean(page, `${label}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await axeClean(page, `${label}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label} fits 390 px`).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** `owner`'s balance in `asset`: lamports, or the stablecoin's base units. */
async function balanceOf(owner: string, asset: AssetSymbol): Promise<bigint> {
  if (asset !== 'SOL') return stablecoinBalance(stack.rpcUrl, owner, asset);
  const answer = (await jsonRpc(stack.rpcUrl, 'getBalance', [owner, { commitment: 'confirmed' }], { origin: stack.url })) as { value: number };
  return BigInt(answer.value);
}

/** An intent of `amount` in `currency`, paid by `pay` (which resolves the signature), claimed until credited. */
async function contributeWith(buyer: Pick<Buyer, 'email' | 'payer'>, currency: 'sol' | 'usdc', amount: string, pay: (intent: ContributionIntentResponse) => Promise<string>): Promise<ContributionIntentResponse> {
  const api = apiClients(stack.url);
  const intent = await call(api.contributions.intents.$post({ json: { email: buyer.email, walletAddress: buyer.payer.address, amount, currency, newsletterSubscribed: false } }));
  const signature = await pay(intent);
  for (let attempt = 0; attempt < 45; attempt += 1) {
    const claim = await call(api.contributions.index.$post({ json: { intentId: intent.intentId, signature } }));
    if (claim.status === 'credited') return intent;
    if (claim.status === 'rejected') throw new Error(`claim rejected: ${claim.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the ${currency} contribution of ${buyer.email} was not credited in time`);
}

async function solBuyer(label: string, amount: string, surplus = 0n): Promise<Buyer> {
  const payer = await fundedKeypair(stack.url, 3);
  const email = `refund-plan-${label}-${run}@example.com`;
  const signer = await createSignerFromKeyPair(payer.keyPair);
  const intent = await contributeWith({ email, payer }, 'sol', amount, (intent) => sendSol(stack.url, signer, intent.treasury, BigInt(intent.lamports) + surplus, intent.reference));
  return { label, email, payer, asset: 'SOL', paid: BigInt(intent.lamports) + surplus, before: 0n };
}

async function usdcBuyer(label: string, amount: string): Promise<Buyer> {
  const payer = await fundedKeypair(stack.url, 0.1);
  await fundStablecoin(stack.url, payer.address, 'USDC', 500_000_000n);
  const email = `refund-plan-${label}-${run}@example.com`;
  const intent = await contributeWith({ email, payer }, 'usdc', amount, (intent) => payTransferRequest(intent.solanaPayUrl, payer, stack.rpcUrl));
  return { label, email, payer, asset: 'USDC', paid: BigInt(Math.round(Number(intent.amount) * 1e6)), before: 0n };
}

/** An admin page (own context) with the test wallet installed before the first navigation. */
async function adminPage(secretKey?: Uint8Array): Promise<{ context: BrowserContext; page: Page; wallet: TestWallet }> {
  const { context, page } = await newPage({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
  await dismissDemoWallet(context);
  const wallet = await installTestWallet(context, { baseUrl: stack.url, name: WALLET_NAME, ...(secretKey ? { secretKey } : {}) });
  await page.goto('/');
  await signInAdmin(page);
  return { context, page, wallet };
}

async function connectTestWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: new RegExp(WALLET_NAME) }).click();
  await page.locator('[data-slot="signer-wallet"]').getByText('Connected:').waitFor();
}

const planOf = async (page: Page) => (await pageApi<RefundPlanAnswer>(page, `${API}/plan`)).data.plan!;
const lineOf = async (page: Page, wallet: string) => (await pageApi<RefundLineList>(page, `${API}/plan/lines?q=${wallet}`)).data.items[0]!;

describe('a failed sale refunded from the console', () => {
  it('sells to five buyers: three in SOL (one overpays), two in USDC', { timeout: 240_000 }, async () => {
    buyers.push(await solBuyer('sol-a', '0.6'));
    buyers.push(await solBuyer('sol-overpaid', '0.7', SURPLUS));
    buyers.push(await solBuyer('sol-c', '0.8'));
    // The treasury exists from the SOL payments, so a wallet's transfer request to it is accepted.
    buyers.push(await usdcBuyer('usdc-d', '150'));
    buyers.push(await usdcBuyer('usdc-e', '120.5'));
    // Fees of the refund batches, from the wallet the team declares as its own below (README, Refunds runbook).
    await fundFromDemoWallet(stack.url, LOCAL_TREASURY, 100_000_000n);
  });

  it('closes the sale below its soft cap, builds the refund plan and approves its hash in the console', { timeout: 240_000 }, async () => {
    const { page, context } = await adminPage();
    const errors = collectConsoleErrors(page);
    const stats = (await pageApi<{ currentAmount: number; softCap: number }>(page, '/api/admin/fundraising/stats')).data;
    expect(stats.currentAmount).toBeLessThan(stats.softCap);
    await page.goto('/admin/dashboard?tab=timers');
    await hydrated(page);
    await page.getByRole('button', { name: 'Close the sale now' }).click();
    await page.getByRole('dialog', { name: 'Close the sale now?' }).getByRole('button', { name: 'Close the sale' }).click();
    await page.getByText('Sale closed').first().waitFor();

    // The top-up came from the team's own wallet: declared, it is funding, not a payment to review.
    expect((await pageApi(page, '/api/admin/treasury/project-wallets', { address: LOCAL_DEMO_WALLET, label: 'Team top-up wallet' })).status).toBe(201);

    await page.goto('/admin/dashboard?tab=payments');
    await page.getByRole('heading', { level: 2, name: 'Refund plan' }).waitFor();
    await page.getByRole('button', { name: 'Build the refund plan' }).click();
    const build = page.getByRole('dialog', { name: 'Build the refund plan?' });
    await axeClean(page, 'h5-console-build-dialog');
    await build.getByRole('button', { name: 'Build plan' }).click();
    await build.waitFor({ state: 'detached' });
    const status = page.locator('[data-slot="refund-plan-status"]');
    await status.getByText('Draft').waitFor();

    const plan = await planOf(page);
    expect(plan.wallets).toBe(5);
    expect(plan.lines).toBe(5);
    expect(plan.flagged.undecided).toBe(0);
    expect(plan.assets.map((asset) => [asset.asset, asset.lines])).toEqual([['SOL', 3], ['USDC', 2]]);
    const overpaid = buyers.find((buyer) => buyer.label === 'sol-overpaid')!;
    expect((await lineOf(page, overpaid.payer.address)).amount.baseUnits).toBe(String(overpaid.paid));

    // Lines are searched by the server.
    const lines = page.getByRole('region', { name: 'Refund lines' });
    await page.getByLabel('Search refund lines by wallet').fill(overpaid.payer.address);
    await page.getByRole('search', { name: 'Refund lines' }).getByRole('button', { name: 'Search lines' }).click();
    await lines.locator(`tr[data-wallet="${overpaid.payer.address}"]`).waitFor();
    await expect.poll(() => lines.locator('tr[data-refund-line]').count()).toBe(1);
    await page.getByLabel('Search refund lines by wallet').fill('');
    await page.getByRole('search', { name: 'Refund lines' }).getByRole('button', { name: 'Search lines' }).click();
    await expect.poll(() => lines.locator('tr[data-refund-line]').count()).toBe(5);
    await bothWidths(page, 'h5-console-draft');

    await page.getByRole('button', { name: 'Approve refund plan' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve the refund plan?' });
    expect(await approve.locator('[data-slot="refund-approve-hash"]').innerText()).toBe(plan.planHash);
    await axeClean(page, 'h5-console-approve-dialog');
    await approve.getByRole('button', { name: 'Approve refund plan' }).click();
    await status.getByText('Approved').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pays every refund from the treasury in the console, asset by asset, by exactly what each wallet was owed, and never twice', { timeout: 300_000 }, async () => {
    for (const buyer of buyers) buyer.before = await balanceOf(buyer.payer.address, buyer.asset);
    const { page, context } = await adminPage(LOCAL_TREASURY_SECRET);
    const errors = collectConsoleErrors(page);
    await page.goto('/admin/dashboard?tab=payments');
    await page.locator('[data-slot="selected-refund-asset"][data-asset="SOL"]').waitFor();
    await connectTestWallet(page);
    for (const [asset, count] of [['SOL', 3], ['USDC', 2]] as const) {
      const selected = page.locator(`[data-slot="selected-refund-asset"][data-asset="${asset}"]`);
      if (!(await selected.isVisible())) await page.getByRole('button', { name: `View ${asset} refunds` }).click();
      await selected.getByRole('button', { name: `Pay ${asset} refunds` }).click();
      const progress = selected.getByRole('progressbar', { name: `${asset} refunds paid` });
      await expect.poll(() => progress.getAttribute('aria-valuenow'), { timeout: 90_000, interval: 1_000 }).toBe(String(count));
      const paidBatch = selected.locator('tr[data-batch="1"][data-status="paid"]');
      await paidBatch.waitFor();
      const signature = (await paidBatch.locator('[data-slot="signature"] p.font-mono').innerText()).trim();
      expect(await paidBatch.getByRole('link', { name: /View on Solana Explorer/ }).getAttribute('href')).toContain(`/tx/${signature}`);
    }
    await page.locator('[data-slot="refund-plan-status"]').getByText('Finished').waitFor({ timeout: 30_000 });
    // The overpayment, an unmatched payment the plan settled, reads Refunded above it without a reload.
    const overpayment = page.getByRole('row').filter({ hasText: 'overpaid: ' });
    await expect.poll(() => overpayment.innerText(), { timeout: 15_000 }).toContain('Refunded');
    await bothWidths(page, 'h5-console-paid');

    for (const buyer of buyers) {
      expect(await balanceOf(buyer.payer.address, buyer.asset), `${buyer.label} got back what it paid`).toBe(buyer.before + buyer.paid);
      expect((await lineOf(page, buyer.payer.address)).status).toBe('paid');
    }

    // A rerun pays nothing: no asset offers paying again, and a paid batch refuses a new attempt.
    expect(await page.getByRole('button', { name: /^Pay (SOL|USDC) refunds$/ }).count()).toBe(0);
    const { data: batches } = await pageApi<{ items: { id: string }[] }>(page, `${API}/batches?status=paid`);
    expect(batches.items.length).toBeGreaterThan(0);
    for (const batch of batches.items) {
      const again = await pageApi<{ error: string }>(page, `${API}/batches/${batch.id}/attempts/start`, {});
      expect(again.status).toBe(409);
    }
    for (const buyer of buyers) expect(await balanceOf(buyer.payer.address, buyer.asset)).toBe(buyer.before + buyer.paid);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows each buyer the refund with its link on the dashboard', { timeout: 240_000 }, async () => {
    const admin = await adminPage();
    for (const buyer of buyers) {
      const line = await lineOf(admin.page, buyer.payer.address);
      const { page, context } = await newPage({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
      await dismissDemoWallet(context);
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      const password = await temporaryPassword(buyer.email, stack.url);
      const login = await pageApi(page, '/api/investor/login', { username: buyer.email, password });
      expect(login.status, JSON.stringify(login.data)).toBe(200);
      // The mailed temporary password is replaced before the dashboard opens.
      const chosen = `refund-plan-${run}-secret`;
      const changed = await pageApi(page, '/api/investor/change-password', { currentPassword: password, newPassword: chosen, confirmPassword: chosen });
      expect(changed.status, JSON.stringify(changed.data)).toBe(200);
      await page.goto('/dashboard');
      await page.locator('[data-slot="dashboard-refunds"]').waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/h5-dashboard-${buyer.label}-failed.png`, fullPage: true });
        throw error;
      });
      const refund = page.locator(`[data-slot="refund-paid"][data-signature="${line.signature}"]`);
      await refund.waitFor({ timeout: 20_000 });
      expect(await refund.locator('[data-slot="refund-tx-link"]').getAttribute('href')).toContain(`/tx/${line.signature}`);
      expect(errors).toEqual([]);
      await context.close();
    }
    await admin.context.close();
  });

  it('publishes the refund manifest on /ledger with nothing owed, and the treasury’s books balance', { timeout: 180_000 }, async () => {
    const manifest = (await (await fetch(`${stack.url}/api/refunds/manifest`)).json()) as RefundManifest;
    expect(manifest.plan?.status).toBe('finished');
    for (const total of manifest.plan!.totals) expect([total.asset, total.paidLines]).toEqual([total.asset, total.lines]);
    expect(manifest.items.every((item) => item.status === 'paid' && item.explorerUrl)).toBe(true);

    const { page, context } = await newPage({ baseURL: stack.url, viewport: { width: 1280, height: 900 } });
    await dismissDemoWallet(context);
    const errors = collectConsoleErrors(page);
    // The watcher records the refund batches' outflows; the page then adds up to the balance on chain.
    await runWatcher(stack.url);
    await page.goto('/ledger#refund-manifest');
    const section = page.locator('[data-slot="refund-manifest"]');
    await section.locator('[data-slot="refund-manifest-hash"]').getByText(manifest.plan!.planHash).waitFor({ timeout: 20_000 });
    for (const total of manifest.plan!.totals) expect(await section.locator(`[data-slot="refund-manifest-owed"][data-asset="${total.asset}"]`).innerText()).toContain(`0 ${total.asset}`);
    await expect.poll(() => section.locator('[data-slot="refund-manifest-line"][data-status="paid"]').count()).toBe(5);
    const buyer = buyers[0]!;
    await section.getByLabel('Search refunds by wallet').fill(buyer.payer.address);
    await section.getByRole('button', { name: 'Search refunds' }).click();
    await expect.poll(() => section.locator('[data-slot="refund-manifest-line"]').count()).toBe(1);
    await expect
      .poll(async () => {
        await runWatcher(stack.url);
        await page.reload();
        // '—' until the page has read the balance on chain beside the records.
        await page.waitForFunction(() => { const text = document.querySelector('[data-slot="balance-difference"]')?.textContent?.trim(); return Boolean(text) && text !== '—'; }, undefined, { timeout: 20_000 }).catch(() => undefined);
        return page.locator('[data-slot="balance-difference"]').innerText();
      }, { timeout: 90_000, interval: 2_000 })
      .toBe('0');
    expect(await page.getByText('Not explained', { exact: true }).count()).toBe(0);
    // The top-up reads as such; what was not credited is the overpayment alone (refunded).
    expect(await page.locator('[data-slot="ledger-funding-sol"]').innerText()).toBe('0.1 SOL');
    expect(await page.locator('[data-slot="ledger-unmatched-sol"]').innerText()).toBe(`${formatLamportsAsSol(SURPLUS)} SOL`);
    await page.goto('/ledger#refund-manifest');
    await section.locator('[data-slot="refund-manifest-hash"]').waitFor();
    await bothWidths(page, 'h5-ledger-manifest');
    expect(errors).toEqual([]);
    await context.close();
  });
});
