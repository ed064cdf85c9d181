// A repeat buyer who signed in with their wallet: the second contribution's toast and its
// /payment-success page say a receipt was mailed (not "dashboard access details"), no "Dashboard
// Access Created" follows, and the dashboard stays open in the same wallet session (no new temporary
// password to choose a replacement for).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@core/sale-config';
import { seriousAxeViolations, useBrowser } from './support/browser';
import { contributeWithConnectedWallet, wizardOf } from './support/contribute-flow';
import { fundedKeypair } from './support/local-payer';
import { installTestWallet } from './support/test-wallet';
import { recordToasts, toastShown, toastTitles } from './support/toast-log';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const SUCCESS_TITLE = 'Contribution Successful!';


const welcomeHeading = (page: Page, email: string) => page.getByRole('heading', { name: `Welcome, ${email}` });

describe('repeat buyer after a wallet sign-in', () => {
  it('is told a receipt was sent, and keeps the dashboard open in the same session', async () => {
    const payer = await fundedKeypair(baseUrl, 4);
    const email = `repeat-buyer-${Date.now()}@example.com`;
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    await recordToasts(context);

    await contributeWithConnectedWallet(page, email, payer.address);
    await toastShown(page, 'Dashboard Access Created');

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click({ timeout: 20_000 });
    await welcomeHeading(page, email).waitFor({ timeout: 20_000 });

    await contributeWithConnectedWallet(page, email, payer.address);
    const success = page.locator('[data-slot="toast"]', { hasText: SUCCESS_TITLE });
    await success.waitFor();
    const text = await success.innerText();
    expect(text).toContain('A receipt has been sent to your email.');
    expect(text).not.toContain('dashboard access details');
    // The second toast would come after this delay: it must not.
    await page.waitForTimeout(TIMINGS.secondToastDelayMs + 1_000);
    expect(await toastTitles(page)).toContain(SUCCESS_TITLE);
    expect(await toastTitles(page)).not.toContain('Dashboard Access Created');
    // The contribution's own page says the same.
    await page.goto((await wizardOf(page).getByRole('link', { name: 'View contribution details' }).getAttribute('href'))!);
    const result = page.locator('[data-slot="payment-result"][data-status="credited"]');
    await result.getByText('A receipt has been sent to your email.').waitFor({ timeout: 20_000 });
    expect(await result.innerText()).not.toContain('dashboard access');

    await page.goto('/dashboard');
    await welcomeHeading(page, email).waitFor({ timeout: 20_000 });
    const board = page.locator('[data-slot="investor-dashboard"]');
    await board.locator('[data-slot="card-investment"]', { hasText: '2 contributions' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Choose a new password' }).count()).toBe(0);
    expect(await page.getByLabel('Temporary password').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 240_000);
});
