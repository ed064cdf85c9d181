// Page helpers for the contribution e2e tests: the wizard on a page, its steps filled the way a
// visitor would, and the sale facts and rates the messages depend on.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { apiClients, call } from '../../scripts/lib/api/api-clients.mjs';

/** The wizard island on the page. */
export const wizardOf = (page: Page): Locator => page.locator('[data-slot="contribution-wizard"]');

/** The messages under the wizard's fields, in page order. */
export const fieldErrors = (page: Page) => wizardOf(page).locator('[data-slot="field-error"]').allInnerTexts();

/** Clicks a wizard button by its exact name. */
export const press = (page: Page, name: string) => wizardOf(page).getByRole('button', { name, exact: true }).click();

/** Waits until the wizard shows `step`. */
export const atStep = (page: Page, step: 1 | 2 | 3) => wizardOf(page).getByRole('heading', { name: new RegExp(`^Step ${step} of 3`) }).waitFor();

/**
 * Waits until the Solana Pay QR code inside `scope` is shown: the worker's SVG image loaded and drawn
 * (a refused link would leave a broken image with only its text alternative). Resolves to that text.
 */
export async function shownQrCode(scope: Locator): Promise<string> {
  const image = scope.locator('[data-slot="solana-pay-qr"] img').first();
  await image.waitFor();
  await image.evaluate((element: HTMLImageElement) => element.decode());
  if (!(await image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0))) throw new Error('the QR code image did not load');
  return (await image.getAttribute('alt')) ?? '';
}

/** Step 1 with a manually entered wallet address. */
export async function fillPersonalManual(page: Page, email: string, address: string): Promise<void> {
  const wizard = wizardOf(page);
  await wizard.getByLabel('Email Address').fill(email);
  await wizard.getByRole('button', { name: /Enter Wallet Address Manually|Change Address/ }).click();
  await wizard.getByLabel('Wallet Address').fill(address);
  await press(page, 'Use This Address');
}

/** Steps 2 and 3 from step 2: amount, Next, terms. */
export async function fillAmountAndTerms(page: Page, amount: string): Promise<void> {
  const wizard = wizardOf(page);
  await atStep(page, 2);
  await wizard.getByLabel('Amount (SOL)').fill(amount);
  await press(page, 'Next');
  await atStep(page, 3);
  await wizard.getByLabel('I agree to the terms and conditions').check();
}

/** The wizard on /checkout with the connected wallet: email, 1 SOL, terms, Confirm; resolves once credited. */
export async function contributeWithConnectedWallet(page: Page, email: string, address: string): Promise<void> {
  await page.goto('/checkout');
  await atStep(page, 1);
  const wizard = wizardOf(page);
  await wizard.getByLabel('Email Address').fill(email);
  const connected = wizard.getByText('Wallet Connected');
  if (!(await connected.isVisible())) await wizard.getByRole('button', { name: /^Connect/ }).click();
  await connected.waitFor({ timeout: 15_000 });
  await wizard.getByText(address).waitFor();
  await press(page, 'Next');
  await fillAmountAndTerms(page, '1');
  await press(page, 'Confirm Contribution');
  await page.locator('[data-slot="payment-panel"][data-state="credited"]').waitFor({ timeout: 45_000 });
}

/** GET a JSON API of the stack. */
export async function api<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The sale phase and SOL price the wizard validates against. */
export async function saleAndPrice(baseUrl: string) {
  const clients = apiClients(baseUrl);
  const sale = await call(clients.sale.index.$get());
  const rates = await call(clients.cryptoRates.index.$get());
  return { sale, solUsd: rates.rates.sol };
}

/** Serious or critical axe violations inside the wizard (the page's own regions are tested by their owners). */
export async function wizardAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[data-slot="contribution-wizard"]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
