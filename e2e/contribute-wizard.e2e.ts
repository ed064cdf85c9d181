// The contribution wizard's steps in Chromium against the local stack: every validation message of
// the wizard's own words (core/schemas/contribution.ts), the copy button, keyboard-only navigation and axe on every step.
import { describe, expect, it } from 'vitest';
import { contributionAmountIssue } from '@core/schemas/contribution';
import { seriousAxeViolations } from './support/browser';
import { useBrowserWithoutDemoWallet } from './support/wallet-page';
import { atStep, fieldErrors, fillAmountAndTerms, fillPersonalManual, press, saleAndPrice, wizardOf } from './support/contribute-flow';

const { baseUrl, newPage } = useBrowserWithoutDemoWallet();
const ADDRESS = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const PAGE = '/checkout';

describe('contribution wizard', () => {
  it('shows every field message of the validation table and advances only when a step is valid', async () => {
    const { sale, solUsd } = await saleAndPrice(baseUrl);
    const { page, context } = await newPage();
    await page.goto(PAGE);
    await atStep(page, 1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await press(page, 'Next');
    expect(await fieldErrors(page)).toEqual(['Please enter a valid email address', 'Wallet address is required']);
    await atStep(page, 1);
    expect(await wizardOf(page).getByLabel('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const wizard = wizardOf(page);
    await wizard.getByLabel('Email Address').fill('not-an-email');
    await wizard.getByRole('button', { name: 'Enter Wallet Address Manually' }).click();
    await wizard.getByLabel('Wallet Address').fill('too-short-for-solana');
    await press(page, 'Use This Address');
    expect(await fieldErrors(page)).toContain('Please enter a valid Solana wallet address');
    await press(page, 'Back');
    await fillPersonalManual(page, 'ann@example.com', ADDRESS);
    await press(page, 'Next');
    await atStep(page, 2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await press(page, 'Next');
    expect(await fieldErrors(page)).toEqual(['Amount is required']);
    const amount = wizard.getByLabel('Amount (SOL)');
    for (const [typed, message] of [
      ['-1', 'Invalid contribution amount'],
      ['10.5', 'Maximum contribution is 10 SOL per person'],
      ['0.001', contributionAmountIssue('0.001', { solUsd, phase: sale.phase })],
    ] as const) {
      await amount.fill(typed);
      await press(page, 'Next');
      expect(await fieldErrors(page)).toEqual([message]);
    }
    expect(await fieldErrors(page)).toEqual([expect.stringMatching(/^Minimum contribution is \$(100|50) USD \(≈\d+\.\d{3} SOL at current price\)$/)]);
    await amount.fill('1');
    await expect(wizard.locator('[data-slot="contribution-summary"]').innerText()).resolves.toMatch(/USD Value\s+\$[\d,]+\.\d{2}[\s\S]*Estimated Tokens\s+[\d,]+/);
    await press(page, 'Next');
    await atStep(page, 3);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await press(page, 'Confirm Contribution');
    expect(await fieldErrors(page)).toEqual(['You must agree to the terms and conditions']);
    await press(page, 'Back');
    await atStep(page, 2);
    expect(await amount.inputValue()).toBe('1');
    await context.close();
  });

  it('says the amount cannot be validated when the rates are unavailable', async () => {
    const { page, context } = await newPage();
    await context.route('**/api/crypto-rates', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Rates unavailable"}' }));
    await page.goto(PAGE);
    await fillPersonalManual(page, 'ann@example.com', ADDRESS);
    await press(page, 'Next');
    await wizardOf(page).getByLabel('Amount (SOL)').fill('1');
    await press(page, 'Next');
    expect(await fieldErrors(page)).toEqual(['Unable to validate contribution amount']);
    await context.close();
  });

  it('says how to pay so the payment is matched, shows the treasury for checking only and the token contract with its decimals', async () => {
    const { sale } = await saleAndPrice(baseUrl);
    const { page, context } = await newPage();
    await page.goto(PAGE);
    await fillPersonalManual(page, 'ann@example.com', ADDRESS);
    await press(page, 'Next');
    await fillAmountAndTerms(page, '1');
    const wizard = wizardOf(page);
    expect(await wizard.locator('[data-slot="treasury-address"]').innerText()).toBe(sale.treasury);
    await wizard.getByText(`has ${sale.token.decimals} decimals`).waitFor();
    await wizard.getByText(sale.token.mint).waitFor();
    await wizard.getByText('Tokens are distributed to your wallet after the ICO concludes.').waitFor();
    expect(await wizard.getByLabel('Subscribe to the newsletter for sale updates').isChecked()).toBe(true);
    // No copy button invites a hand-typed transfer: the address is for checking, with the QR screen's warning.
    const howToPay = wizard.locator('[data-slot="how-to-pay"]');
    await howToPay.getByText(/Both carry your contribution's reference/).waitFor();
    await howToPay.getByText(/cannot be matched to this contribution automatically/).waitFor();
    expect(await wizard.getByRole('button', { name: 'Copy treasury wallet address' }).count()).toBe(0);
    await context.close();
  });

  it('can be filled in with the keyboard alone', async () => {
    const { page, context } = await newPage();
    await page.goto(PAGE);
    await atStep(page, 1);
    const focusOn = async (accessibleName: RegExp) => {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => {
          const element = document.activeElement as HTMLInputElement | null;
          return `${element?.labels?.[0]?.textContent ?? ''} ${element?.getAttribute('aria-label') ?? ''} ${element?.textContent ?? ''}`.trim();
        });
        if (accessibleName.test(name)) return;
      }
      throw new Error(`Tab never reached ${accessibleName}`);
    };
    await focusOn(/Email Address/);
    await page.keyboard.type('kim@example.com');
    await focusOn(/Enter Wallet Address Manually/);
    await page.keyboard.press('Enter');
    await focusOn(/Wallet Address/);
    await page.keyboard.type(ADDRESS);
    await page.keyboard.press('Enter');
    await focusOn(/^Next$/);
    await page.keyboard.press('Enter');
    await atStep(page, 2);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contribution-step-heading');
    await focusOn(/Amount \(SOL\)/);
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    await atStep(page, 3);
    await focusOn(/I agree to the terms/);
    await page.keyboard.press('Space');
    expect(await wizardOf(page).getByLabel('I agree to the terms and conditions').isChecked()).toBe(true);
    await focusOn(/^Confirm Contribution$/);
    await context.close();
  });

  it('remembers a ?ref= code in local storage under the product prefix', async () => {
    const { page, context } = await newPage();
    await page.goto(`${PAGE}?ref=FRIEND42`);
    await atStep(page, 1);
    expect(await page.evaluate(() => localStorage.getItem('mrdx:referral-code'))).toBe('FRIEND42');
    await context.close();
  });

  it('remembers a ?ref= code from any page that runs scripts, not only the wizard pages', async () => {
    const { page, context } = await newPage();
    for (const [path, code] of [['/whitelist', 'WHITE123'], ['/dashboard', 'DASH4567']] as const) {
      await page.goto(`${path}?ref=${code}`);
      await page.waitForFunction((expected) => localStorage.getItem('mrdx:referral-code') === expected, code);
    }
    await context.close();
  });

  it('is mounted in #contribute on the landing page and on /ico, loading when scrolled to', async () => {
    const { page, context } = await newPage();
    for (const path of ['/', '/ico']) {
      await page.goto(path);
      const wizard = page.locator('#contribute [data-slot="contribution-wizard"]');
      await wizard.scrollIntoViewIfNeeded();
      await wizard.getByRole('heading', { name: /^Step 1 of 3/ }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await context.close();
  });

  it('opens the wallet picker from the wizard when no wallet is installed', async () => {
    const { page, context } = await newPage();
    await page.goto(PAGE);
    await atStep(page, 1);
    await wizardOf(page).getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect Wallet');
    await context.close();
  });
});

