// The Solana Pay fallback on the local chain: the wizard shows the transfer request of an intent below
// its transaction request, another keypair pays it from Node (as a phone wallet would), the chain
// watcher credits it, and /payment-success shows it. (The transaction request: contribute-phone.e2e.ts.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser';
import { useBrowserWithoutDemoWallet } from './support/wallet-page';
import { api, fillAmountAndTerms, fillPersonalManual, press, shownQrCode, wizardOf } from './support/contribute-flow';
import { contribute } from './support/local-funds';
import { fundedKeypair, paySolanaPayUrl, runWatcher } from './support/local-payer';

const { baseUrl, newPage } = useBrowserWithoutDemoWallet();
const PAGE = '/checkout';
const hasContributed = async (address: string) =>
  (await api<{ hasContributed: boolean }>(baseUrl, `/api/contributions/check/${address}`)).hasContributed;
const panel = (page: Page, state: string) => page.locator(`[data-slot="payment-panel"][data-state="${state}"]`);
const toast = (page: Page, title: string) => page.locator('[data-slot="toast"]').getByText(title, { exact: true });

describe('Solana Pay contributions', () => {
  it('credits a Solana Pay payment made from another keypair once the watcher finds it', async () => {
    const payer = await fundedKeypair(baseUrl, 2);
    const { page, context } = await newPage();
    await page.goto(PAGE);
    await fillPersonalManual(page, `qr-${Date.now()}@example.com`, payer.address);
    await press(page, 'Next');
    await fillAmountAndTerms(page, '1');
    await press(page, 'Confirm Contribution');

    await panel(page, 'awaiting-payment').waitFor();
    await shownQrCode(wizardOf(page).locator('[data-slot="transaction-request"]'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await wizardOf(page).getByText('Wallet cannot open it? Use the transfer request instead').click();
    const url = await wizardOf(page).locator('[data-slot="transfer-request"] code').first().innerText();
    expect(url).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]+\?amount=1&reference=/);
    await paySolanaPayUrl(baseUrl, payer, url);

    for (let attempt = 0; attempt < 20 && !(await panel(page, 'credited').isVisible()); attempt++) {
      await runWatcher(baseUrl);
      await page.waitForTimeout(1_000);
    }
    await panel(page, 'credited').waitFor({ timeout: 10_000 });
    await toast(page, 'Contribution Successful!').waitFor();
    expect(await hasContributed(payer.address)).toBe(true);

    const details = await wizardOf(page).getByRole('link', { name: 'View contribution details' }).getAttribute('href');
    await page.goto(details!);
    const result = page.locator('[data-slot="payment-result"][data-status="credited"]');
    await result.waitFor();
    await result.getByText('1 SOL').waitFor();
    await result.getByRole('heading', { name: 'Token unlock schedule' }).waitFor();
    expect(await result.getByRole('link', { name: /View on Solana Explorer/ }).getAttribute('href')).toContain('explorer.solana.com/tx/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });


  it('shows the reason the server gives when it refuses a contribution', async () => {
    const payer = await fundedKeypair(baseUrl, 8);
    await contribute(baseUrl, payer.keyPair, '6', `cap-${Date.now()}@example.com`);
    const { page, context } = await newPage();
    await page.goto(PAGE);
    // 6 SOL already in: 5 more passes the form (it cannot know) but not the server's whitelist cap.
    await fillPersonalManual(page, `cap2-${Date.now()}@example.com`, payer.address);
    await press(page, 'Next');
    await fillAmountAndTerms(page, '5');
    await press(page, 'Confirm Contribution');
    const failed = panel(page, 'failed');
    await failed.waitFor();
    await failed.getByText('Maximum contribution is 10 SOL per person', { exact: false }).waitFor();
    await toast(page, 'Contribution Failed').waitFor();
    expect(await page.locator('[data-slot="toast"]').innerText()).toContain('There was an error processing your contribution. Please try again.');
    await failed.getByRole('button', { name: 'Back to the form' }).click();
    await wizardOf(page).getByRole('heading', { name: /^Step 3 of 3/ }).waitFor();
    await context.close();
  });
});

