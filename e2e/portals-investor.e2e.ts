// The investor's first sign-in: a credited contribution mails a temporary password, which works at
// /mrdx once and must be replaced before the dashboard.
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors, seriousAxeViolations, useBrowser } from './support/browser';
import { contributeFromDemoWallet } from './support/local-contribution';
import { queryLocalD1 } from './support/local-d1';
import { portalReady } from './support/investor-mail';

const { newPage, baseUrl } = useBrowser();
const EMAIL = `portal-${Date.now()}@example.com`;

describe('/mrdx investor portal', () => {
  it('has keyboard tabs and no serious accessibility violations', async () => {
    const { page, context } = await newPage();
    const errors = collectConsoleErrors(page);
    await page.goto('/mrdx');
    await portalReady(page);
    const login = page.getByRole('tab', { name: 'Login' });
    await expect(login.getAttribute('aria-selected')).resolves.toBe('true');
    await login.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByLabel('Confirm password').isVisible()).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Home');
    await expect(login.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('link', { name: /Back to Main Site/ }).getAttribute('href')).resolves.toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in with the mailed temporary password, forces a new one, then reaches the dashboard', async () => {
    await contributeFromDemoWallet(baseUrl, EMAIL);
    const [mail] = await queryLocalD1<{ body_text: string }>(`SELECT body_text FROM mail_outbox WHERE to_email = '${EMAIL}' AND kind = 'welcome'`);
    const temporary = /Temporary password: (\S+)/.exec(mail?.body_text ?? '')?.[1];
    expect(temporary).toBeTruthy();
    expect(mail?.body_text).toContain(`${baseUrl}/mrdx`);

    const { page, context } = await newPage();
    await page.goto('/mrdx');
    await portalReady(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Please enter both username and password.').waitFor();

    await page.getByLabel('Username or email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid username or password').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(temporary!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Temporary password').fill(temporary!);
    await page.getByLabel('New password', { exact: true }).fill('my-own-secret-1');
    await page.getByLabel('Confirm new password').fill('my-own-secret-1');
    await Promise.all([page.waitForURL(/\/dashboard\/?$/), page.getByRole('button', { name: 'Save new password' }).click()]);

    const profile = await page.evaluate(async () => (await fetch('/api/investor/profile')).json());
    expect(profile).toMatchObject({ email: EMAIL, mustChangePassword: false });
    // The dashboard reads the session: who is signed in, and Logout ends it and goes to the landing page.
    await page.getByRole('heading', { name: `Welcome, ${EMAIL}` }).waitFor({ timeout: 15_000 });
    await Promise.all([page.waitForURL(`${baseUrl}/`), page.getByRole('button', { name: 'Logout' }).click()]);
    expect((await page.evaluate(async () => (await fetch('/api/investor/profile')).status))).toBe(401);
    await context.close();
  });

  it('answers a sign-up with the contribution step and opens no account before the email is verified', async () => {
    const { page, context } = await newPage();
    await page.goto('/mrdx');
    await portalReady(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill('newcomer@example.com');
    await page.getByLabel('Username').fill('newcomer');
    await page.getByLabel('Password', { exact: true }).fill('chosen-secret');
    await page.getByLabel('Confirm password').fill('other-secret');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill('chosen-secret');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByRole('link', { name: 'Contribute now' }).waitFor();
    // The account exists only once the mailed link is opened: the notice says so, as the mail does.
    await page.locator('[data-slot="signup-accepted"]').getByText('We sent you a link: your account is created when you open it.').waitFor();
    const rows = await queryLocalD1<{ n: number }>("SELECT COUNT(*) AS n FROM investors WHERE email = 'newcomer@example.com'");
    expect(rows[0]?.n).toBe(0);
    await context.close();
  });
});
