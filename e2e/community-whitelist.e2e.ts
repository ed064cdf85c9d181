// Whitelist registration on /whitelist with the Wallet Standard test wallet, then the registered-only
// mode (set through the admin API): the wizard refuses an unregistered wallet with a clear message and
// accepts the registered one.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WHITELIST_REGISTRATION_MESSAGES } from '@core/schemas/community';
import { collectConsoleErrors, seriousAxeViolations, useBrowser } from './support/browser';
import { walletPage } from './support/wallet-page';
import { fillAmountAndTerms, fillPersonalManual, press } from './support/contribute-flow';
import { signInAdmin } from './support/admin-session';
import { pageApi } from './support/community';
import { generateKeyPair, getAddressFromPublicKey } from '@solana/kit';

const { newPage, baseUrl } = useBrowser();
const EMAIL = `whitelist-${Date.now()}@example.com`;
let registeredWallet = '';

async function setWhitelistMode(mode: 'open' | 'registered') {
  const { page, context } = await newPage();
  await page.goto('/');
  await signInAdmin(page);
  const answer = await pageApi(page, '/api/admin/whitelist-mode', { mode });
  expect(answer.status).toBe(200);
  await context.close();
}

const panel = (page: Page, state: string) => page.locator(`[data-slot="payment-panel"][data-state="${state}"]`);

describe('whitelist registration', () => {
  afterAll(async () => {
    await setWhitelistMode('open');
  });

  it('registers the connected wallet once, with consent, and shows the place taken', async () => {
    const { page, context, wallet } = await walletPage(newPage, { baseUrl });
    registeredWallet = wallet!.address;
    const errors = collectConsoleErrors(page);
    await page.goto('/whitelist');
    const card = page.locator('[data-slot="whitelist-registration"]');
    // The card's own connect button, in place (not a pointer to another part of the page).
    await card.getByText('Connect the Solana wallet you will contribute from').waitFor();
    await card.getByRole('button', { name: /^Connect / }).click();

    await card.getByRole('heading', { name: 'Complete Your Whitelist Registration' }).waitFor();
    expect(await card.locator('[data-slot="whitelist-wallet"]').textContent()).toBe(registeredWallet);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByLabel('Email').fill(EMAIL);
    await card.getByRole('button', { name: 'Register for the whitelist' }).click();
    await card.locator('[data-slot="whitelist-error"]', { hasText: WHITELIST_REGISTRATION_MESSAGES.termsRequired }).waitFor();

    // The keyboard alone: focus the consent box, tick it with Space, submit with Enter.
    await card.getByLabel(/I agree to the terms/).focus();
    await page.keyboard.press('Space');
    await card.getByRole('button', { name: 'Register for the whitelist' }).focus();
    await page.keyboard.press('Enter');
    const place = card.locator('[data-slot="whitelist-place"]');
    await place.waitFor();
    // A place is a wallet credited in the whitelist phase: registering takes none, and the page says so.
    expect(await place.textContent()).toMatch(/^You are registered\. \d+ of \d+ places taken\.$/);
    await card.getByText(/registering does not take one/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Back later: the status of the wallet is read, the form does not come back.
    await page.reload();
    await page.locator('[data-slot="whitelist-registration"] [data-slot="whitelist-place"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('in registered-only mode refuses an unregistered wallet in the wizard and accepts a registered one', async () => {
    expect(registeredWallet).not.toBe('');
    await setWhitelistMode('registered');
    const stranger = await getAddressFromPublicKey((await generateKeyPair()).publicKey);

    const { page, context } = await walletPage(newPage, { baseUrl, withWallet: false });
    await page.goto('/checkout');
    await fillPersonalManual(page, `stranger-${Date.now()}@example.com`, stranger);
    await press(page, 'Next');
    await fillAmountAndTerms(page, '1');
    await press(page, 'Confirm Contribution');
    const failed = panel(page, 'failed');
    await failed.getByText(WHITELIST_REGISTRATION_MESSAGES.notRegistered, { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();

    const second = await walletPage(newPage, { baseUrl, withWallet: false });
    await second.page.goto('/checkout');
    await fillPersonalManual(second.page, EMAIL, registeredWallet);
    await press(second.page, 'Next');
    await fillAmountAndTerms(second.page, '1');
    await press(second.page, 'Confirm Contribution');
    await panel(second.page, 'awaiting-payment').waitFor();
    await second.context.close();
  }, 150_000);
});
