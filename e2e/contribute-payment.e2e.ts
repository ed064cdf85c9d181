// Contributions end to end on the local chain with the test wallet: it signs and sends the transfer
// and the contribution is credited (stats and gate follow); a declined signature credits nothing; the
// whole wizard completes from the keyboard.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { IntentStatusReport } from '@core/api/contributions';
import { formatTokenBreakdown, unitsFromMrdx } from '@core/format/tokens';
import { bonusTokens } from '@core/tokens';
import { quoteSol } from '../site/src/islands/contribute/quote';
import { useBrowser } from './support/browser';
import { api, atStep, fillAmountAndTerms, press, saleAndPrice, wizardAxeViolations, wizardOf } from './support/contribute-flow';
import { fundedKeypair } from './support/local-payer';
import { installTestWallet } from './support/test-wallet';
import { recordToasts, toastShown, toastTitles } from './support/toast-log';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const PAGE = '/checkout';

type Stats = { currentAmount: number; totalContributors: number };
const stats = () => api<Stats>(baseUrl, '/api/fundraising-stats');
const hasContributed = async (address: string) =>
  (await api<{ hasContributed: boolean }>(baseUrl, `/api/contributions/check/${address}`)).hasContributed;
const panel = (page: Page, state: string) => page.locator(`[data-slot="payment-panel"][data-state="${state}"]`);
const toast = (page: Page, title: string) => page.locator('[data-slot="toast"]').getByText(title, { exact: true });

/** Stats are cached for a few seconds; waits until `check` holds. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('contribution payments', () => {
  it('credits a contribution signed and sent by the connected wallet, and the stats and gate follow', async () => {
    const payer = await fundedKeypair(baseUrl, 3);
    const before = await stats();
    // The local stack opens in the whitelist phase: its 15% bonus shows before and after paying.
    const { sale, solUsd } = await saleAndPrice(baseUrl);
    expect(sale.phase).toBe('WHITELIST');
    expect(await hasContributed(payer.address)).toBe(false);
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    await recordToasts(context);
    await page.goto(PAGE);
    await atStep(page, 1);
    const wizard = wizardOf(page);
    await wizard.getByLabel('Email Address').fill(`wallet-${Date.now()}@example.com`);
    await wizard.getByRole('button', { name: /^Connect/ }).click();
    await wizard.getByText('Wallet Connected').waitFor();
    await wizard.getByText(payer.address).waitFor();
    await press(page, 'Next');
    await fillAmountAndTerms(page, '1');
    const quote = quoteSol('1', solUsd, 'WHITELIST')!;
    expect(quote.bonus).toBe(bonusTokens(quote.tokens, 'WHITELIST'));
    expect(quote.bonus).toBeGreaterThan(0n);
    expect(await wizard.locator('[data-slot="review-tokens"]').innerText()).toBe(formatTokenBreakdown(quote.tokens, quote.bonus));
    await press(page, 'Confirm Contribution');

    await panel(page, 'credited').waitFor({ timeout: 45_000 });
    // The credited panel and /payment-success show the server's base, bonus and total.
    const details = (await wizard.getByRole('link', { name: 'View contribution details' }).getAttribute('href'))!;
    const report = await api<IntentStatusReport>(baseUrl, `/api/contributions/intents/${new URL(details, baseUrl).searchParams.get('intent')}`);
    const credited = report.contribution!;
    const breakdown = formatTokenBreakdown(unitsFromMrdx(credited.tokens), unitsFromMrdx(credited.bonusTokens));
    expect(unitsFromMrdx(credited.bonusTokens)).toBe(bonusTokens(unitsFromMrdx(credited.tokens), 'WHITELIST'));
    expect(breakdown).toMatch(/^[\d,.]+ MRDX \+ [\d,.]+ bonus = [\d,.]+ MRDX$/);
    await panel(page, 'credited').locator('[data-slot="credited-tokens"]', { hasText: breakdown }).waitFor();
    // The recorder sees the first toast even when the slow axe scan outlasts its 2.5 s on screen.
    await toastShown(page, 'Dashboard Access Created');
    expect(await toastTitles(page)).toEqual(expect.arrayContaining(['Contribution Successful!', 'Dashboard Access Created']));
    const titles = await toastTitles(page);
    expect(titles.indexOf('Contribution Successful!')).toBeLessThan(titles.indexOf('Dashboard Access Created'));
    expect(await wizardAxeViolations(page)).toEqual([]);
    const signature = await page.locator('[data-slot="signature"] p.font-mono').innerText();
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);

    const after = await eventually(stats, (value) => value.totalContributors === before.totalContributors + 1);
    expect(after.totalContributors).toBe(before.totalContributors + 1);
    expect(after.currentAmount).toBeGreaterThan(before.currentAmount);
    expect(await hasContributed(payer.address)).toBe(true);

    await press(page, 'Make Another Contribution');
    await atStep(page, 1);
    expect(await wizard.getByLabel('Email Address').inputValue()).toBe('');
    await wizard.getByLabel('Email Address').fill('again@example.com');
    await press(page, 'Next');
    await atStep(page, 2);
    expect(await wizard.getByRole('radio', { name: /Solana/ }).isChecked()).toBe(true);

    await page.goto(details);
    await page.locator('[data-slot="payment-result"][data-status="credited"] [data-slot="result-tokens"]', { hasText: breakdown }).waitFor();

    // The gate knows this wallet contributed: it offers the wallet's sign-in to the dashboard.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign in with your wallet' }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('credits nothing and says so when the wallet declines to sign', async () => {
    const payer = await fundedKeypair(baseUrl, 2);
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    // The wallet's signAndSendTransaction answers like a person pressing Reject.
    await context.addInitScript({
      content: `window.__testWalletSignAndSend = async () => ({ error: { code: 4001, message: 'User rejected the request.' } });`,
    });
    await page.goto(PAGE);
    const wizard = wizardOf(page);
    await wizard.getByLabel('Email Address').fill(`decline-${Date.now()}@example.com`);
    await wizard.getByRole('button', { name: /^Connect/ }).click();
    await wizard.getByText('Wallet Connected').waitFor();
    await press(page, 'Next');
    await fillAmountAndTerms(page, '1');
    await press(page, 'Confirm Contribution');

    await panel(page, 'failed').waitFor();
    await wizard.getByText('You declined the transaction in your wallet. Nothing was sent and nothing was credited.', { exact: false }).waitFor();
    await toast(page, 'Contribution Failed').waitFor();
    expect(await page.locator('[data-slot="toast"]').innerText()).toContain('There was an error processing your contribution. Please try again.');
    expect(await hasContributed(payer.address)).toBe(false);
    expect(await wizardAxeViolations(page)).toEqual([]);

    // Paying another way: the transaction request for the same intent is not handed out while the
    // transaction the wallet was given could still land, and the page says so.
    await wizard.getByRole('button', { name: 'Pay with another wallet / QR' }).click();
    const request = wizard.locator('[data-slot="transaction-request"]');
    await request.getByText('Your wallet was already given a transaction for this contribution.', { exact: false }).waitFor();
    const link = decodeURIComponent((await request.getByRole('link', { name: 'Open in wallet' }).getAttribute('href'))!.slice('solana:'.length));
    const again = await fetch(link, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account: payer.address }) });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/already sent to a wallet/);
    await context.close();
  });

  it('completes a contribution with the keyboard alone', async () => {
    const payer = await fundedKeypair(baseUrl, 2);
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    await page.goto(PAGE);
    await atStep(page, 1);
    const tabTo = async (name: RegExp) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLInputElement | null;
          if (!element?.closest('[data-slot="contribution-wizard"]')) return '';
          return `${element.labels?.[0]?.textContent ?? ''} ${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`.trim();
        });
        if (name.test(focused)) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo(/Email Address/);
    await page.keyboard.type(`keys-${Date.now()}@example.com`);
    await tabTo(/^Connect/);
    await page.keyboard.press('Enter');
    await wizardOf(page).getByText('Wallet Connected').waitFor();
    await tabTo(/^Next$/);
    await page.keyboard.press('Enter');
    await atStep(page, 2);
    await tabTo(/Amount \(SOL\)/);
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await atStep(page, 3);
    await tabTo(/I agree to the terms/);
    await page.keyboard.press('Space');
    await tabTo(/^Confirm Contribution$/);
    await page.keyboard.press('Enter');
    await panel(page, 'credited').waitFor({ timeout: 45_000 });
    expect(await hasContributed(payer.address)).toBe(true);
    await context.close();
  });
});
