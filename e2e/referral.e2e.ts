// The referral program end to end on the local chain: investor A (made by a real contribution, then
// signed in with a password of their own) creates a code; a second browser opens A's /r/ link and
// contributes with a test wallet through the wizard; A's pages then show 1 referral, 75 MRDX, Bronze,
// the first badge with its popup, A on the leaderboard, and the counted share clicks.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFERRAL_TIERS } from '../core/referral-config';
import { collectConsoleErrors, seriousAxeViolations, useBrowser } from './support/browser';
import { atStep, fillAmountAndTerms, press, wizardOf } from './support/contribute-flow';
import { contributeFromDemoWallet } from './support/local-contribution';
import { queryLocalD1 } from './support/local-d1';
import { fundedKeypair } from './support/local-payer';
import { portalReady } from './support/investor-mail';
import { installTestWallet } from './support/test-wallet';
import { recordToasts, toastShown } from './support/toast-log';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const STAMP = Date.now();
const EMAIL_A = `affiliate-${STAMP}@example.com`;
const EMAIL_B = `referred-${STAMP}@example.com`;
const PASSWORD = 'affiliate-secret-1';

let code = '';
let passwordChanged = false;

/** A's browser: signed in at /mrdx with the mailed temporary password, replaced by their own. */
async function signedInAffiliate(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  await dismissDemoWallet(context);
  await recordToasts(context);
  // The share intents open the platforms' composers; nothing leaves this machine.
  await context.route(/^https:\/\/(twitter\.com|t\.me|wa\.me|www\.facebook\.com)\//, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'share' }));
  const [mail] = await queryLocalD1<{ body_text: string }>(`SELECT body_text FROM mail_outbox WHERE to_email = '${EMAIL_A}' AND kind = 'welcome'`);
  const temporary = /Temporary password: (\S+)/.exec(mail?.body_text ?? '')?.[1];
  await page.goto('/mrdx');
  // /mrdx carries the nav wallet, which hydrates on interaction: wait for the portal island itself.
  await portalReady(page);
  await page.getByLabel('Username or email').fill(EMAIL_A);
  await page.getByLabel('Password', { exact: true }).fill(passwordChanged ? PASSWORD : (temporary ?? ''));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (!passwordChanged) {
    expect(temporary).toBeTruthy();
    await page.getByLabel('Temporary password').fill(temporary!);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await Promise.all([page.waitForURL(/\/dashboard\/?$/), page.getByRole('button', { name: 'Save new password' }).click()]);
    passwordChanged = true;
  } else {
    await page.waitForURL(/\/dashboard\/?$/);
  }
  return { context, page };
}

const stat = (page: Page, id: string) => page.locator(`[data-stat="${id}"]`);

describe('referral program', () => {
  it('keeps the contribution gate for a visitor without a contribution or a session', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    for (const path of ['/referrals', '/referral']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Contribution Required' }).waitFor();
    }
    await context.close();
  });

  it('lets investor A create a code and share it, with the copy toast and counted share clicks', { timeout: 120_000 }, async () => {
    await contributeFromDemoWallet(baseUrl, EMAIL_A);
    const { context, page } = await signedInAffiliate();
    const errors = collectConsoleErrors(page);
    // No hydrated(): the gated pages' wallet islands hydrate on interaction; wait for the content.
    await page.goto('/referrals');
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor();
    expect(await email.inputValue()).toBe(EMAIL_A);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create my referral code' }).click();
    await toastShown(page, 'Referral code created');
    code = (await page.locator('[data-slot="referral-code"]').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(await page.getByLabel('Your referral link').inputValue()).toBe(`${baseUrl}/r/${code}`);

    await page.getByRole('button', { name: 'Copy referral link' }).click();
    await toastShown(page, 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/r/${code}`);

    for (const platform of ['twitter', 'telegram']) {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.locator(`[data-platform="${platform}"]`).click()]);
      await popup.close();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Keyboard: the tabs move with the arrows; Stats shows the two counted clicks.
    await page.getByRole('tab', { name: 'Share' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Stats' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => stat(page, 'shares').innerText(), { timeout: 15_000 }).toBe('2');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Badges' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[data-slot="badge"][data-earned="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('credits A when a second browser opens the link and contributes through the wizard', { timeout: 120_000 }, async () => {
    expect(code).not.toBe('');
    const payer = await fundedKeypair(baseUrl, 3);
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    await page.goto(`/r/${code}`);
    await page.waitForURL(new RegExp(`/\\?ref=${code}$`));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mrdx:referral-code'))).toBe(code);

    await page.goto('/checkout');
    await atStep(page, 1);
    const wizard = wizardOf(page);
    await wizard.getByLabel('Email Address').fill(EMAIL_B);
    await wizard.getByRole('button', { name: /^Connect/ }).click();
    await wizard.getByText('Wallet Connected').waitFor();
    await press(page, 'Next');
    await fillAmountAndTerms(page, '1');
    await press(page, 'Confirm Contribution');
    await page.locator('[data-slot="payment-panel"][data-state="credited"]').waitFor({ timeout: 45_000 });

    // B contributed but has no session: the referral pages ask for the investor sign-in.
    await page.goto('/referral');
    await page.locator('[data-slot="sign-in-required"]').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-slot="sign-in-required"] a').getAttribute('href')).toBe('/mrdx');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows A's 1 referral, 75 MRDX, Bronze, the badge popup and the leaderboard rank", { timeout: 180_000 }, async () => {
    const { context, page } = await signedInAffiliate();
    const errors = collectConsoleErrors(page);
    await page.goto('/referral');
    const popup = page.getByRole('dialog', { name: 'New Badge Unlocked!' });
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.innerText()).toContain('First Referral');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    expect(await stat(page, 'referred').innerText()).toBe('1');
    expect(await stat(page, 'rewards').innerText()).toBe(`${REFERRAL_TIERS[0].rewardPerReferral} MRDX`);
    expect(await page.locator('[data-slot="tier-name"]').innerText()).toBe('Bronze');
    expect(await page.locator('[data-slot="badge"][data-earned="true"]').count()).toBe(1);
    expect(await page.locator('[data-slot="referral-row"]').first().innerText()).toContain('75 MRDX');
    // Real sale figures: the referred contribution is in the last hour and in the referred volume.
    expect(Number(await page.locator('[data-metric="last-hour"]').innerText())).toBeGreaterThanOrEqual(1);
    expect(await page.locator('[data-metric="your-volume"]').innerText()).toContain('1 SOL');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Leaderboard' }).getAttribute('aria-selected')).toBe('true');
    const mine = page.locator('[data-slot="leader"][data-you="true"]');
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Bronze');
    expect(await page.locator('[data-slot="your-rank"]').innerText()).toMatch(/Your rank: #\d+ with 1 referral\./);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The badge was announced once: a reload shows no popup, and the popup closes by itself after 4 s.
    await page.reload();
    await stat(page, 'referred').waitFor();
    await page.waitForTimeout(1_000);
    expect(await popup.count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('mrdx-referral-last-badge'));
    await page.reload();
    await popup.waitFor({ timeout: 20_000 });
    await popup.waitFor({ state: 'detached', timeout: 6_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
