// A refund end to end on the local chain (issue 10's must-show): a contributor's credited
// contribution makes their account; a plain transfer without reference from the same wallet becomes
// an unmatched payment through the watcher; the admin marks it for refund, the treasury really pays
// it back (local treasury key), "Record refund" shows the verified verdict and refuses the same
// signature again; the investor sees the payment refunded, with the refund's explorer link.
import { createSignerFromKeyPair, generateKeyPair } from '@solana/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors, hydrated, seriousAxeViolations, useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';
import { portalReady, temporaryPassword } from './support/investor-mail';
import { contribute, fundFromDemoWallet, sendSol } from './support/local-funds';
import { LOCAL_TREASURY, refundFromTreasury } from './support/local-treasury';

const { newPage, baseUrl } = useBrowser();
/** A folder to save screenshots of each state into (looked at by hand at 1280 and 390 px). */
const SHOTS = process.env.REFUND_SHOTS;
const run = Date.now().toString(36);
const REFUND_LAMPORTS = 50_000_000n;

async function axeClean(page: Page, label: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}.png`, fullPage: true });
  expect(await seriousAxeViolations(page), label).toEqual([]);
}

/** The admin's session through the shared helper (the console's own reset and login pages have their e2e in admin-console). */
async function adminSignIn(page: Page) {
  await page.goto('/');
  await signInAdmin(page);
  await page.goto('/admin/dashboard');
  await hydrated(page);
}

describe('a refund, end to end', () => {
  it('takes a stray payment from the watcher to a verified refund the investor sees on the dashboard', async () => {
    const keyPair = await generateKeyPair();
    const wallet = await createSignerFromKeyPair(keyPair);
    const email = `refund-${run}@example.com`;
    await fundFromDemoWallet(baseUrl, wallet.address, 3_000_000_000n);
    await contribute(baseUrl, keyPair, '0.6', email);
    const stray = await sendSol(baseUrl, wallet, LOCAL_TREASURY, REFUND_LAMPORTS);

    // Admin: the watcher makes it an unmatched payment; the admin marks it for refund.
    const { page, context } = await newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectConsoleErrors(page);
    await adminSignIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Unmatched & Refunds', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Unmatched & Refunds' }).waitFor();
    const row = page.locator(`tr[data-payment="${stray}"]`);
    await expect
      .poll(
        async () => {
          await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`);
          await page.getByRole('button', { name: 'Refresh' }).first().click();
          return row.count();
        },
        { timeout: 60_000, interval: 3_000 },
      )
      .toBe(1);
    await row.getByRole('button', { name: 'Refund' }).click();
    const mark = page.getByRole('dialog', { name: 'Mark payment for refund' });
    await mark.getByLabel('Reason').fill(`Sent without a reference, asked back ${run}`);
    await mark.getByRole('button', { name: 'Mark for Refund' }).click();
    await mark.waitFor({ state: 'detached' });

    // Refunds: the wallet with its reason, found by a search on part of the wallet.
    await page.getByLabel('Search refunds by wallet').fill(wallet.address.slice(2, 14));
    await page.getByRole('button', { name: 'Search refunds' }).click();
    const owed = page.getByRole('region', { name: 'Refunds owed' });
    await owed.getByRole('cell', { name: wallet.address }).waitFor();
    await owed.getByText(`marked by the admin: Sent without a reference, asked back ${run}`).waitFor();
    await axeClean(page, 'refunds-owed-1280');

    // The treasury pays it back on chain; Record refund shows the worker's verdict, once.
    const refund = await refundFromTreasury(baseUrl, wallet.address, REFUND_LAMPORTS);
    await page.getByLabel('Refunded wallet').fill(wallet.address);
    await page.getByLabel('Refund transaction signature').fill(refund);
    await page.getByRole('button', { name: 'Record refund' }).click();
    await page.getByText('Verified on chain: 0.05 SOL refunded, 1 payment settled.').waitFor();
    await owed.getByText('No refunds owed to a matching wallet').waitFor();
    await row.getByRole('cell', { name: 'Refunded', exact: true }).waitFor();
    await axeClean(page, 'refund-verified-1280');
    await page.getByRole('button', { name: 'Record refund' }).click();
    await page.getByText('This transaction was already recorded as a refund').waitFor();
    await axeClean(page, 'refund-refused-1280');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await axeClean(page, 'refunds-390');
    }
    expect(errors).toEqual([]);
    await context.close();

    // The investor: signs in, replaces the temporary password, sees the payment refunded.
    const investor = await newPage({ viewport: { width: 1280, height: 900 } });
    const investorErrors = collectConsoleErrors(investor.page);
    const temporary = await temporaryPassword(email);
    await investor.page.goto('/mrdx');
    await portalReady(investor.page);
    await investor.page.getByLabel('Username or email').fill(email);
    await investor.page.getByLabel('Password', { exact: true }).fill(temporary);
    await investor.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await investor.page.getByLabel('Temporary password').fill(temporary);
    await investor.page.getByLabel('New password', { exact: true }).fill('refund-own-secret-1');
    await investor.page.getByLabel('Confirm new password').fill('refund-own-secret-1');
    await Promise.all([investor.page.waitForURL(/\/dashboard\/?$/), investor.page.getByRole('button', { name: 'Save new password' }).click()]);
    const section = investor.page.getByRole('region', { name: 'Payments not credited and refunds' });
    const payment = section.locator(`li[data-signature="${stray}"]`);
    await payment.getByText('Refunded', { exact: true }).waitFor();
    await payment.getByText('Your payment was refunded to the wallet it came from.').waitFor();
    const refundLink = payment.getByRole('link', { name: /refund on Solana Explorer/ });
    expect(await refundLink.getAttribute('href')).toContain(`/tx/${refund}`);
    expect(await payment.getByRole('link', { name: /payment on Solana Explorer/ }).getAttribute('href')).toContain(`/tx/${stray}`);
    await axeClean(investor.page, 'dashboard-refunded-1280');
    if (SHOTS) {
      await investor.page.setViewportSize({ width: 390, height: 844 });
      await axeClean(investor.page, 'dashboard-refunded-390');
    }
    expect(investorErrors).toEqual([]);
    await investor.context.close();
  });
});
