// No page scrolls sideways at 390 px with real data: an investor with a ~60-character email and many
// contributions, signed in with the wallet, visits the public pages, /dashboard (every tab), /referrals,
// /referral, /mrdx, /ledger and the /checkout steps; the admin then opens every console tab. At 1280 the
// admin Contributions table fits its card with its Actions readable.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { atStep, fillAmountAndTerms, press, wizardOf } from './support/contribute-flow';
import { signInAdmin } from './support/admin-session';
import { contribute } from './support/local-funds';
import { fundedKeypair } from './support/local-payer';
import { installTestWallet } from './support/test-wallet';
import { connectFromNav, dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const PHONE = { width: 390, height: 844 };
const ROWS = 8;
const ADMIN_TABS = ['Overview', 'Fundraising', 'Contributions', 'Unmatched & Refunds', 'Treasury', 'ICO Timers', 'Whitelist', 'Mail', 'Audit log', 'Comments', 'Referrals', 'Settings'];

/** `name` and its page width when the document is wider than the window (nothing when it fits). */
async function overflow(page: Page, name: string): Promise<string[]> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return scrollWidth > innerWidth! ? [`${name}: ${scrollWidth}px > ${innerWidth}px`] : [];
}

describe('pages fit a phone', () => {
  it('scroll no page sideways at 390 px, signed in with a long email and many rows, and the admin console too', async () => {
    const payer = await fundedKeypair(baseUrl, 7);
    // 60 characters: the longest addresses real investors use wrap instead of widening the page.
    const email = `a-very-long-investor-name-${Date.now()}@phone-width-e2e.example.com`.padStart(60, 'x');
    for (let row = 0; row < ROWS; row += 1) await contribute(baseUrl, payer.keyPair, '0.6', email);

    const { page, context } = await newPage({ viewport: { width: 1280, height: 900 } });
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    await page.goto('/dashboard');
    // Connected from the navigation (remembered afterwards), then the phone width for everything else.
    await connectFromNav(page);
    await page.setViewportSize(PHONE);
    const signIn = page.getByRole('button', { name: 'Sign in with your wallet' });
    await signIn.waitFor({ timeout: 20_000 });
    const wide = await overflow(page, '/dashboard gate');
    await signIn.click();
    await page.getByRole('heading', { name: `Welcome, ${email}` }).waitFor({ timeout: 20_000 });
    const board = page.locator('[data-slot="investor-dashboard"]');
    await expect.poll(() => board.locator('[data-slot="contribution-row"]').count(), { timeout: 15_000 }).toBe(ROWS);
    // The long email wraps at its @ and dots, in lines of whole words, never one letter a line.
    const nameLines = await page.locator('h1 .wrap-break-word').evaluate((span) => [...span.getClientRects()].map((rect) => Math.round(rect.width)));
    expect(nameLines.length).toBeLessThanOrEqual(3);
    expect(nameLines.every((width) => width > 60)).toBe(true);
    // A card per contribution: no column hidden behind a sideways scroll.
    const contributions = board.locator('[data-slot="table-container"]').first();
    expect(await contributions.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect(await board.locator('[data-slot="contribution-row"] [data-label="Transaction"]').first().isVisible()).toBe(true);
    for (const tab of ['Contributions', 'Wallet', 'Vesting', 'Referrals']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForTimeout(500);
      wide.push(...(await overflow(page, `/dashboard ${tab}`)));
    }

    for (const path of ['/', '/ico', '/whitelist', '/whitepaper', '/ledger', '/referrals', '/referral', '/mrdx', '/privacy', '/payment-success', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      wide.push(...(await overflow(page, path)));
    }

    await page.goto('/checkout');
    await atStep(page, 1);
    wide.push(...(await overflow(page, '/checkout step 1')));
    const wizard = wizardOf(page);
    await wizard.getByLabel('Email Address').fill(email);
    const connected = wizard.getByText('Wallet Connected');
    if (!(await connected.isVisible())) await wizard.getByRole('button', { name: /^Connect/ }).click();
    await connected.waitFor({ timeout: 15_000 });
    await press(page, 'Next');
    await atStep(page, 2);
    wide.push(...(await overflow(page, '/checkout step 2')));
    await fillAmountAndTerms(page, '0.6');
    wide.push(...(await overflow(page, '/checkout step 3')));

    await signInAdmin(page);
    for (const width of [PHONE.width, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : PHONE.height });
      await page.goto('/admin/dashboard');
      for (const tab of ADMIN_TABS) {
        await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: tab, exact: true }).click();
        await page.waitForLoadState('networkidle');
        wide.push(...(await overflow(page, `admin ${tab} @${width}`)));
      }
    }
    // At 1280 the Contributions table fits its card: no cut "Deta…" actions, no inner sideways scroll.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Contributions', exact: true }).click();
    const table = page.locator('[data-slot="table-container"]').first();
    await table.waitFor();
    await expect.poll(() => table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), { timeout: 10_000 }).toBe(true);
    expect(wide).toEqual([]);
    await context.close();
  }, 420_000);
});
