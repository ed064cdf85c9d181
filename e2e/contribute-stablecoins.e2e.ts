// USDC and USDT in Chromium on the local chain: a buyer pays 150 USDC from the wizard with the test
// wallet (the worker-built TransferChecked) and is credited $150 of tokens at the phase price, shown in
// USDC on the credited panel and the public ledger; a USDT payment made from another keypair through the
// transfer request (the QR path, `spl-token=`) with @solana/pay's createTransfer, which its validateTransfer
// accepts, is credited by the watcher without any claim.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { IntentStatusReport } from '@core/api/contributions';
import { formatUsd } from '@core/format/money';
import { formatTokenAmount, tokensForUsd } from '@core/tokens';
import { useBrowser, seriousAxeViolations } from './support/browser';
import { api, atStep, fillPersonalManual, press, wizardOf } from './support/contribute-flow';
import { fundedKeypair, runWatcher } from './support/local-payer';
import { contribute } from './support/local-funds';
import { fundStablecoin, stablecoinBalance } from './support/local-stablecoins';
import { payTransferRequest, validateTransferRequest } from './support/solana-pay-wallet';
import { installTestWallet } from './support/test-wallet';
import { signInAdmin } from './support/admin-session';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const rpcUrl = inject('rpcUrl');
const PAGE = '/checkout';
const panel = (page: Page, state: string) => page.locator(`[data-slot="payment-panel"][data-state="${state}"]`);

/** Step 2 in `symbol`: the currency, the amount, Next, the terms. */
async function payIn(page: Page, symbol: 'USDC' | 'USDT', amount: string) {
  const wizard = wizardOf(page);
  await atStep(page, 2);
  await wizard.getByRole('radio', { name: new RegExp(symbol) }).check();
  await wizard.locator('[data-slot="stablecoin-price"]', { hasText: `1 ${symbol} counts as $1.00` }).waitFor();
  await wizard.getByLabel(`Amount (${symbol})`).fill(amount);
  await press(page, 'Next');
  await atStep(page, 3);
  await wizard.locator('[data-slot="review-summary"]', { hasText: `${amount} ${symbol}` }).waitFor();
  await wizard.getByLabel('I agree to the terms and conditions').check();
}

describe('stablecoin contributions', () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    it(`credits 150 USDC paid from the wizard with the connected wallet at $150 of tokens (${viewport.width} px)`, async () => {
      const payer = await fundedKeypair(baseUrl, 1);
      await fundStablecoin(baseUrl, payer.address, 'USDC', 500_000_000n);
      const { page, context } = await newPage({ viewport });
      await dismissDemoWallet(context);
      await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
      await page.goto(PAGE);
      await atStep(page, 1);
      const wizard = wizardOf(page);
      const email = `usdc-${viewport.width}-${Date.now()}@example.com`;
      await wizard.getByLabel('Email Address').fill(email);
      await wizard.getByRole('button', { name: /^Connect/ }).click();
      await wizard.getByText('Wallet Connected').waitFor();
      await press(page, 'Next');
      await payIn(page, 'USDC', '150');
      await press(page, 'Confirm Contribution');

      const credited = panel(page, 'credited');
      await credited.waitFor({ timeout: 45_000 });
      await credited.getByText('150 USDC', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const details = (await wizard.getByRole('link', { name: 'View contribution details' }).getAttribute('href'))!;
      const report = await api<IntentStatusReport>(baseUrl, `/api/contributions/intents/${new URL(details, baseUrl).searchParams.get('intent')}`);
      // $150 at the phase price: the tokens of exactly $150.
      expect(report.contribution).toMatchObject({ asset: 'USDC', amount: '150', sol: '0', usd: 150, tokens: formatTokenAmount(tokensForUsd(15_000n, report.contribution!.phase)) });
      expect(await stablecoinBalance(rpcUrl, payer.address, 'USDC')).toBe(350_000_000n);

      // The public ledger lists it in USDC with its USD value.
      await page.goto('/ledger');
      const row = page.locator('[data-slot="ledger-entry"]').filter({ has: page.locator('td', { hasText: /^150 USDC$/ }) }).first();
      await row.waitFor({ timeout: 15_000 });
      expect(await row.innerText()).toContain(formatUsd(150));

      // The buyer's dashboard, after the wallet sign-in, shows it in USDC.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Sign in with your wallet' }).click({ timeout: 20_000 });
      const board = page.locator('[data-slot="investor-dashboard"]');
      await board.waitFor({ timeout: 20_000 });
      await board.getByText('150 USDC', { exact: false }).first().waitFor();

      // And the console's investor details.
      await signInAdmin(page);
      await page.goto('/admin/dashboard?tab=contributions');
      await page.getByLabel('Search email, wallet or signature').fill(email);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('button', { name: `Details of ${email}` }).click();
      const console = page.getByRole('dialog', { name: `Details: ${email}` });
      await console.getByText('150 USDC', { exact: false }).first().waitFor();
      await context.close();
    });
  }

  it('takes a USDC order from the calculator in kind: /checkout sends it as USDC and the wizard is prefilled in USDC', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto('/checkout?amount=150.5&currency=usdc&usdAmount=150.5&tokens=1');
    await page.locator('[data-slot="sol-to-send"]').getByText('You will send 150.5 USDC.').waitFor();
    const wizard = wizardOf(page);
    await fillPersonalManual(page, `usdc-order-${Date.now()}@example.com`, (await fundedKeypair(baseUrl, 0.01)).address);
    await press(page, 'Next');
    await atStep(page, 2);
    expect(await wizard.getByRole('radio', { name: /USDC/ }).isChecked()).toBe(true);
    expect(await wizard.getByLabel('Amount (USDC)').inputValue()).toBe('150.5');
    await context.close();
  });

  it('credits a USDT payment made through the transfer request from another keypair once the watcher finds it', async () => {
    const payer = await fundedKeypair(baseUrl, 2);
    await fundStablecoin(baseUrl, payer.address, 'USDT', 200_000_000n);
    // @solana/pay's client, like a wallet, refuses a recipient wallet that does not exist; the local
    // chain's treasury exists from its first SOL payment (on mainnet it holds SOL for its fees).
    await contribute(baseUrl, payer.keyPair, '1', `usdt-first-sol-${Date.now()}@example.com`);
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto(PAGE);
    await fillPersonalManual(page, `usdt-qr-${Date.now()}@example.com`, payer.address);
    await press(page, 'Next');
    await payIn(page, 'USDT', '120.5');
    await press(page, 'Confirm Contribution');

    await panel(page, 'awaiting-payment').waitFor();
    await wizardOf(page).getByText('Wallet cannot open it? Use the transfer request instead').click();
    const url = await wizardOf(page).locator('[data-slot="transfer-request"] code').first().innerText();
    expect(url).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]+\?amount=120\.5&spl-token=[1-9A-HJ-NP-Za-km-z]+&reference=/);
    // Paid as a wallet pays it with @solana/pay's createTransfer (splToken), and its validator agrees.
    const signature = await payTransferRequest(url, payer, rpcUrl);
    expect(await validateTransferRequest(url, rpcUrl)).toBe(signature);

    for (let attempt = 0; attempt < 20 && !(await panel(page, 'credited').isVisible()); attempt++) {
      await runWatcher(baseUrl);
      await page.waitForTimeout(1_000);
    }
    const credited = panel(page, 'credited');
    await credited.waitFor({ timeout: 10_000 });
    await credited.getByText('120.5 USDT', { exact: true }).waitFor();
    expect(await stablecoinBalance(rpcUrl, payer.address, 'USDT')).toBe(79_500_000n);
    await context.close();
  });
});
