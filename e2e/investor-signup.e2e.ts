// Sign Up end to end: the verification mail, /mrdx#verify=… opens the account, login, the dashboard
// says there is no contribution yet, a contribution with that email fills it in. A second sign-up
// with the same email reveals nothing and mails a notice. A mailed reset link works once.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser';
import { latestMail, mailedLink, portalReady } from './support/investor-mail';
import { contribute } from './support/local-funds';
import { fundedKeypair } from './support/local-payer';
import { recordToasts, toastShown } from './support/toast-log';
import { useBrowserWithoutDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowserWithoutDemoWallet();
const STAMP = Date.now();
const EMAIL = `signup-${STAMP}@example.com`;
const USERNAME = `signup_${STAMP}`;
const PASSWORD = 'signup-secret-1';

async function signUp(page: import('playwright-core').Page, email: string, username: string) {
  await page.goto('/mrdx');
  await portalReady(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

describe('investor sign-up and recovery', () => {
  it('verifies by mail, signs in, shows no contribution, then the contribution made with that email', async () => {
    const { page, context } = await newPage();
    await recordToasts(context);
    await page.goto('/mrdx');
    await portalReady(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.locator('[data-slot="toast"]').getByText('Please fill in all fields.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await signUp(page, EMAIL, USERNAME);
    // Nothing exists before the mailed link is opened: the notice says so, as the mail does.
    await toastShown(page, 'Confirm your email');
    await page.locator('[data-slot="signup-accepted"]').getByText(/your account is created when you open it\. Please complete your contribution to access mrdx\.io/).waitFor();
    await page.waitForURL(/\/#contribute$/, { timeout: 15_000 });

    // Not verified yet: the right password is refused with a clear message.
    const early = await fetch(`${baseUrl}/api/investor/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
    });
    expect(early.status).toBe(403);

    await page.goto(await mailedLink(EMAIL, 'account-verification'));
    await toastShown(page, 'Account created');
    // The token leaves the address bar once read.
    expect(page.url()).toMatch(/\/mrdx\/?$/);
    await page.getByLabel('Username or email').fill(USERNAME.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await Promise.all([page.waitForURL(/\/dashboard\/?$/), page.getByRole('button', { name: 'Sign In', exact: true }).click()]);
    await page.locator('[data-slot="no-contribution-yet"]').waitFor({ timeout: 15_000 });
    await page.locator('[data-slot="no-contributions"]').waitFor();
    expect(await page.locator('[data-slot="account-information"]').innerText()).toContain('No contribution yet');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const payer = await fundedKeypair(baseUrl, 3);
    const { signature } = await contribute(baseUrl, payer.keyPair, '1', EMAIL);
    await page.reload();
    const row = page.locator('[data-slot="contribution-row"]');
    await row.first().waitFor({ timeout: 15_000 });
    expect(await row.count()).toBe(1);
    expect(await row.first().getByRole('link').getAttribute('href')).toContain(`/tx/${signature}`);
    await page.locator('[data-slot="account-information"]').getByText('Verified Investor').waitFor();
    await context.close();
  }, 180_000);

  it('answers a sign-up with a registered email the same way and mails a notice', async () => {
    const { page, context } = await newPage();
    await recordToasts(context);
    await signUp(page, EMAIL, `other_${STAMP}`);
    await toastShown(page, 'Confirm your email');
    expect(await latestMail(EMAIL, 'account-exists')).toContain('already has one');
    await context.close();
  }, 180_000);

  it('resets a forgotten password once per link', async () => {
    const { page, context } = await newPage();
    await recordToasts(context);
    await page.goto('/mrdx');
    await portalReady(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('p[role="status"]').getByText('If an account uses this email').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const link = await mailedLink(EMAIL, 'password-reset');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.locator('[data-slot="toast"]').getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secreX');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.locator('[data-slot="toast"]').getByText("Passwords don't match").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    await Promise.all([page.waitForURL(/\/dashboard\/?$/), page.getByRole('button', { name: 'Set new password' }).click()]);
    await page.getByRole('heading', { name: `Welcome, ${USERNAME}` }).waitFor({ timeout: 15_000 });

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-secret-1');
    await page.getByLabel('Confirm new password').fill('another-secret-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.locator('[data-slot="toast"]').getByText('This link is invalid or has expired. Please request a new one.').waitFor();
    await context.close();
  }, 180_000);
});
