// The investor's way from a contribution to the dashboard: contribute from the wizard with a test
// wallet, sign in at /mrdx with the mailed temporary password, replace it, and read on /dashboard
// exactly that contribution, its tokens (with bonus), the vesting dates and the wallet; then log out,
// after which the old cookie is refused. axe runs in every state, and the tabs work by keyboard.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenBreakdownParts } from '@core/format/tokens';
import { seriousAxeViolations, useBrowser } from './support/browser';
import { atStep, fillAmountAndTerms, press, wizardOf } from './support/contribute-flow';
import { portalReady, temporaryPassword } from './support/investor-mail';
import { fundedKeypair } from './support/local-payer';
import { installTestWallet } from './support/test-wallet';
import { recordToasts, toastShown } from './support/toast-log';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const EMAIL = `dashboard-${Date.now()}@example.com`;
const NEW_PASSWORD = 'dashboard-secret-1';

type Dashboard = {
  contributions: { id: string; status: string; signature: string | null; tokenBaseUnits: string; bonusBaseUnits: string | null; phase: string }[];
  tokens: { totalBaseUnits: string; bonusBaseUnits: string | null };
  vesting: { schedules: { phase: string; unlocks: { percent: number }[] }[] };
};

async function contributeFromWizard(page: Page, email: string): Promise<string> {
  await page.goto('/checkout');
  await atStep(page, 1);
  const wizard = wizardOf(page);
  await wizard.getByLabel('Email Address').fill(email);
  await wizard.getByRole('button', { name: /^Connect/ }).click();
  await wizard.getByText('Wallet Connected').waitFor();
  await press(page, 'Next');
  await fillAmountAndTerms(page, '1');
  await press(page, 'Confirm Contribution');
  await page.locator('[data-slot="payment-panel"][data-state="credited"]').waitFor({ timeout: 45_000 });
  return page.locator('[data-slot="signature"] p.font-mono').innerText();
}

async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies(baseUrl)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

describe('/dashboard of a contributor', () => {
  it('shows the gate without a session, axe clean', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Contribution Required' }).waitFor();
    await page.getByText('Please connect your wallet first, then make a contribution to access the platform.').waitFor();
    expect(await page.getByRole('link', { name: 'Sign in with your email' }).getAttribute('href')).toBe('/mrdx');
    expect(await page.getByRole('button', { name: 'Sign in with your wallet' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it('goes from the wizard through the mailed password to exactly that contribution, and logout ends the session', async () => {
    const payer = await fundedKeypair(baseUrl, 3);
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    await recordToasts(context);
    const signature = await contributeFromWizard(page, EMAIL);
    const temporary = await temporaryPassword(EMAIL);

    await page.goto('/mrdx');
    await portalReady(page);
    await page.getByLabel('Username or email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await toastShown(page, 'Login successful');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();

    // The forced change also guards /dashboard itself.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Temporary password').fill(temporary);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();

    const board = page.locator('[data-slot="investor-dashboard"]');
    await board.waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: `Welcome, ${EMAIL}` }).waitFor();
    await board.locator('[data-slot="account-information"]').getByText('Verified Investor').waitFor();

    const data = await page.evaluate(async () => (await fetch('/api/investor/dashboard')).json() as Promise<Dashboard>);
    expect(data.contributions).toHaveLength(1);
    const [row] = data.contributions;
    expect(row).toMatchObject({ status: 'confirmed', signature });

    const rows = board.locator('[data-slot="contribution-row"]');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().locator('[data-slot="status"]').getAttribute('data-status')).toBe('confirmed');
    expect(await rows.first().getByRole('link').getAttribute('href')).toContain(`/tx/${signature}`);
    const tokensCell = await rows.first().locator('[data-slot="row-tokens"]').innerText();
    // Base, bonus and total, grouped as everywhere else, under the MRDX heading: "540,000 + 81,000 bonus = 621,000".
    expect(tokensCell.replace(/\s+/g, ' ')).toBe(tokenBreakdownParts(BigInt(row!.tokenBaseUnits), BigInt(row!.bonusBaseUnits ?? '0'), { unit: false }).join(' '));
    expect(await board.locator('[data-slot="card-investment"]').innerText()).toContain('1 contribution');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tabs by keyboard: Wallet shows the paying wallet and its live balance, Vesting the schedule.
    await page.getByRole('tab', { name: 'Contributions' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Wallet' }).getAttribute('aria-selected')).toBe('true');
    const wallet = board.locator('[data-slot="paying-wallet"]');
    await wallet.getByText(payer.address, { exact: true }).waitFor();
    await page.waitForFunction(() => /SOL$/.test(document.querySelector('[data-slot="wallet-balance"]')?.textContent ?? ''));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Vesting' }).getAttribute('aria-selected')).toBe('true');
    const schedule = board.locator(`[data-slot="vesting-schedule"][data-phase="${row!.phase}"]`);
    await schedule.waitFor();
    expect(await schedule.locator('[data-slot="vesting-unlock"]').count()).toBe(data.vesting.schedules.find((s) => s.phase === row!.phase)!.unlocks.length);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'Contributions' }).getAttribute('aria-selected')).toBe('true');

    // Quick Actions offer another contribution only while the sale takes them; once it has closed,
    // what a contributor can do then (follow the distribution), as the server's stage says.
    const quickActions = board.locator('section[aria-labelledby="quick-actions-title"]');
    await quickActions.getByRole('link', { name: 'Make Additional Contribution' }).waitFor();
    expect(await board.locator('[data-slot="card-ico"]').innerText()).toMatch(/\d+ days? remaining/);
    const sale = (await (await fetch(`${baseUrl}/api/sale`)).json()) as Record<string, unknown>;
    await page.route('**/api/sale', (route) => route.fulfill({ json: { ...sale, phase: 'LISTING', stage: 'closed', acceptingContributions: false } }));
    await page.reload();
    await quickActions.getByRole('link', { name: 'Follow the token distribution' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'Make Additional Contribution' }).count()).toBe(0);
    // The ICO Progress card says the sale has ended, not "0 days remaining".
    const icoCard = await board.locator('[data-slot="card-ico"]').innerText();
    expect(icoCard).toContain('the sale has ended');
    expect(icoCard).not.toMatch(/days? remaining/);
    await page.unroute('**/api/sale');

    const cookie = await cookieHeader(context);
    await page.getByRole('button', { name: 'Logout' }).click();
    await toastShown(page, 'Logged out');
    await page.waitForURL(`${baseUrl}/`);
    const replay = await fetch(`${baseUrl}/api/investor/profile`, { headers: { cookie } });
    expect(replay.status).toBe(401);
    await context.close();
  }, 180_000);
});
