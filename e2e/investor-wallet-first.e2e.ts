// The wallet-first investor end to end, in one browser, no mail read and no password typed: the wizard
// pays, "Sign in with your wallet" on the /dashboard gate (one signature, in place) opens the dashboard
// (Total Investment, Token Balance, vesting dates), /referrals creates a code and a comment is posted.
// Once with the demo wallet (lib/wallets/keypair-wallet.ts, the local default) and once with the test
// wallet; afterwards the mailed temporary password is refused at /mrdx. Axe clean in each state.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES } from '@core/comments';
import { seriousAxeViolations, useBrowser } from './support/browser';
import { contributeWithConnectedWallet } from './support/contribute-flow';
import { portalReady, temporaryPassword } from './support/investor-mail';
import { fundedKeypair, type LocalKeypair } from './support/local-payer';
import { installTestWallet } from './support/test-wallet';
import { recordToasts, toastShown } from './support/toast-log';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();

/** Serves `payer` as the demo wallet's keypair, so the demo wallet is a fresh contributor of this test. */
async function demoWalletOf(context: BrowserContext, payer: LocalKeypair): Promise<void> {
  await context.route('**/api/demo-wallet', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ publicKey: payer.address, secretKey: [...payer.secretKey] }) }),
  );
}


/** /dashboard's gate → one wallet signature → the dashboard with its figures and vesting dates. */
async function signInOnDashboard(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard');
  const signIn = page.getByRole('button', { name: 'Sign in with your wallet' });
  await signIn.waitFor({ timeout: 20_000 });
  // One next step: no "Contribution Required" above the wallet sign-in.
  expect(await page.getByRole('heading', { name: 'Contribution Required' }).count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await signIn.click();
  await page.getByRole('heading', { name: `Welcome, ${email}` }).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/dashboard');
  const board = page.locator('[data-slot="investor-dashboard"]');
  expect(await board.locator('[data-slot="card-investment"]').innerText()).toMatch(/Total Investment[\s\S]*1 contribution/);
  expect(await board.locator('[data-slot="card-tokens"]').innerText()).toMatch(/Token Balance[\s\S]*\d{1,3}(,\d{3})+/);
  // A whole sign-in: nothing asks for the mailed password; the dashboard offers to set one.
  await board.locator('[data-slot="password-card"]').getByRole('heading', { name: 'Set a password' }).waitFor();
  expect(await page.getByLabel('Temporary password').count()).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Vesting' }).click();
  const unlocks = board.locator('[data-slot="vesting-unlock"]');
  await unlocks.first().waitFor();
  expect(await unlocks.first().innerText()).toMatch(/20\d\d/);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** /referrals creates a code for the signed-in investor. */
async function createReferralCode(page: Page, email: string): Promise<void> {
  await page.goto('/referrals');
  const field = page.getByLabel('Email', { exact: true });
  await field.waitFor({ timeout: 20_000 });
  expect(await field.inputValue()).toBe(email);
  await page.getByRole('button', { name: 'Create my referral code' }).click();
  await toastShown(page, 'Referral code created');
  expect((await page.locator('[data-slot="referral-code"]').innerText()).trim()).toMatch(/^[A-Z0-9]{8}$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** The landing's comment form posts for review as the signed-in investor. */
async function postComment(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.locator('#comments').scrollIntoViewIfNeeded();
  const form = page.locator('form[data-slot="comment-form"]');
  await form.waitFor({ timeout: 20_000 });
  await expect(form.getByLabel('Email').inputValue()).resolves.toBe(email);
  await form.getByLabel('Your comment').fill('Signed in with my wallet in one step, and the vesting dates are clear.');
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await page.locator('[data-slot="toast"]', { hasText: COMMENT_MESSAGES.submitted }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** In a fresh browser, /mrdx refuses the mailed temporary password. */
async function temporaryPasswordRefused(email: string, temporary: string): Promise<void> {
  const { page, context } = await newPage();
  await dismissDemoWallet(context);
  await page.goto('/mrdx');
  await portalReady(page);
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/investor/login')),
    page.getByRole('button', { name: 'Sign In', exact: true }).click(),
  ]);
  expect(answer.status()).toBe(401);
  await page.locator('[data-slot="toast"]').getByText('Login failed').waitFor();
  expect(await page.getByRole('heading', { name: 'Choose a new password' }).count()).toBe(0);
  expect((await page.evaluate(async () => (await fetch('/api/investor/profile')).status))).toBe(401);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await context.close();
}

describe('wallet-first investor', () => {
  for (const walletKind of ['demo', 'test'] as const) {
    it(`contributes, signs in with the ${walletKind} wallet on /dashboard, creates a referral code and comments; the temporary password then fails`, async () => {
      const payer = await fundedKeypair(baseUrl, 3);
      const email = `wallet-first-${walletKind}-${Date.now()}@example.com`;
      const { page, context } = await newPage();
      await recordToasts(context);
      if (walletKind === 'demo') await demoWalletOf(context, payer);
      else {
        await dismissDemoWallet(context);
        await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
      }

      await contributeWithConnectedWallet(page, email, payer.address);
      // Read by the test only, before the wallet sign-in revokes it; the investor never needs it.
      const temporary = await temporaryPassword(email);
      await signInOnDashboard(page, email);
      await createReferralCode(page, email);
      await postComment(page, email);
      await context.close();

      await temporaryPasswordRefused(email, temporary);
    }, 240_000);
  }
});
