// A phone browser with no wallet, at 390 px: the picker offers the wallet apps' in-app browsers and
// paying with a wallet app; the wizard then shows the Solana Pay transaction request (and the transfer
// request as the fallback), both accepted by @solana/pay's parser. A wallet that GETs the request,
// POSTs its account, signs and sends the transaction is credited exactly once, and the page that
// started it follows the intent to "credited".
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { parseURL } from '@solana/pay';
import { seriousAxeViolations } from './support/browser';
import { api, atStep, fillAmountAndTerms, press, shownQrCode, wizardOf } from './support/contribute-flow';
import { queryLocalD1 } from './support/local-d1';
import { fundedKeypair, runWatcher } from './support/local-payer';
import { payTransactionRequest, transactionRequestLink } from './support/solana-pay-wallet';
import { useBrowserWithoutDemoWallet } from './support/wallet-page';

const { baseUrl, newPage } = useBrowserWithoutDemoWallet();
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};
const panel = (page: Page, state: string) => page.locator(`[data-slot="payment-panel"][data-state="${state}"]`);

describe('paying from a phone without a wallet', () => {
  it('offers the wallet apps and the transaction request, and a wallet app paying it is credited once', async () => {
    const payer = await fundedKeypair(baseUrl, 2);
    const { page, context } = await newPage(PHONE);
    await page.goto('/checkout');
    await atStep(page, 1);
    const wizard = wizardOf(page);
    await wizard.getByLabel('Email Address').fill(`phone-${Date.now()}@example.com`);
    await wizard.getByRole('button', { name: 'Connect Wallet' }).click();

    const routes = page.locator('[data-slot="wallet-app-routes"]');
    await routes.waitFor();
    const checkout = page.url();
    const hrefs = await routes.locator('[data-slot="wallet-app-link"]').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(hrefs).toEqual([
      ['Open in Phantom', `https://phantom.app/ul/browse/${encodeURIComponent(checkout)}?ref=${encodeURIComponent(baseUrl)}`],
      ['Open in Solflare', `https://solflare.com/ul/v1/browse/${encodeURIComponent(checkout)}?ref=${encodeURIComponent(baseUrl)}`],
      ['Open in Backpack', `https://backpack.app/ul/v1/browse/${encodeURIComponent(checkout)}?ref=${encodeURIComponent(baseUrl)}`],
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/phone-picker.png` });
    await routes.getByRole('button', { name: 'Pay with a wallet app' }).click();

    await wizard.getByLabel('Wallet Address').fill(payer.address);
    await press(page, 'Use This Address');
    await press(page, 'Next');
    await fillAmountAndTerms(page, '1');
    await press(page, 'Confirm Contribution');
    await panel(page, 'awaiting-payment').waitFor();
    const request = page.locator('[data-slot="transaction-request"]');
    expect(await shownQrCode(request)).toBe('Solana Pay transaction request QR code for this contribution');
    const transactionRequest = (await request.getByRole('link', { name: 'Open in wallet' }).getAttribute('href'))!;
    expect(await request.locator('code').innerText()).toBe(transactionRequest);
    await wizard.getByText('Wallet cannot open it? Use the transfer request instead').click();
    const transferRequest = (await wizard.getByRole('link', { name: 'Open transfer request in wallet' }).getAttribute('href'))!;
    expect(await shownQrCode(wizard.locator('[data-slot="transfer-request"]'))).toBe('Solana Pay transfer request QR code for this contribution');
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/phone-transaction-request.png`, fullPage: true });

    // @solana/pay's own parser accepts both URLs the page shows (the local http link in its https form).
    const intentId = transactionRequestLink(transactionRequest).searchParams.get('intent')!;
    expect(transactionRequest).toBe(`solana:${encodeURIComponent(`${baseUrl}/api/actions/contribute?intent=${intentId}`)}`);
    const transfer = parseURL(transferRequest) as { recipient: { toBase58(): string }; amount: { toString(): string }; reference: { toBase58(): string }[] };
    expect(transfer.amount.toString()).toBe('1');
    expect(transfer.reference).toHaveLength(1);

    const { metadata, signature } = await payTransactionRequest(transactionRequest, payer, inject('rpcUrl'));
    expect(metadata).toMatchObject({ label: 'Contribute', icon: `${baseUrl}/favicon.svg` });
    // Nobody posts the signature: the page follows the intent, and the watcher finds the payment.
    for (let attempt = 0; attempt < 30 && !(await panel(page, 'credited').isVisible()); attempt += 1) {
      await runWatcher(baseUrl);
      await page.waitForTimeout(1_000);
    }
    await panel(page, 'credited').waitFor({ timeout: 10_000 });
    const rows = await queryLocalD1<{ signature: string }>(`SELECT signature FROM contributions WHERE intent_id = '${intentId}'`);
    expect(rows).toEqual([{ signature }]);
    expect((await api<{ hasContributed: boolean }>(baseUrl, `/api/contributions/check/${payer.address}`)).hasContributed).toBe(true);
    await context.close();
  });
});
