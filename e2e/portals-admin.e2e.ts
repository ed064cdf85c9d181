// The admin's path: emergency reset with the local token, login, timers, whitelist settings, logout.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectConsoleErrors, hydrated, seriousAxeViolations, useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';

const { newPage, baseUrl } = useBrowser();
/** The stack copies .dev.vars.example to .dev.vars when missing; the worker reads the token from there. */
/** Public sale state as the site reads it. */
const sale = async () => (await (await fetch(`${baseUrl}/api/sale`)).json()) as { initialized: boolean; acceptingContributions: boolean; whitelist: { maxParticipants: number } };
const RESET_TOKEN = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!.trim();

describe('admin portal', () => {
  it('redirects /admin/dashboard to the login without a session', async () => {
    const response = await fetch(`${baseUrl}/admin/dashboard`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login');
  });

  it('resets the credentials, signs in, drives the timers and whitelist settings, and logs out', async () => {
    const { page, context } = await newPage();
    const errors = collectConsoleErrors(page);
    await page.goto('/admin/reset');
    await hydrated(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect(page.getByLabel('New username').inputValue()).resolves.toBe('admin');
    await page.getByLabel('Reset token').fill('wrong-token');
    await page.getByLabel('New password').fill('admin-e2e-secret');
    await page.getByLabel('Confirm password').fill('admin-e2e-secret');
    await page.getByRole('button', { name: 'Reset Admin Credentials' }).click();
    await page.getByText('Invalid reset token').waitFor();
    await page.getByLabel('Reset token').fill(RESET_TOKEN);
    await page.getByRole('button', { name: 'Reset Admin Credentials' }).click();
    await page.getByText('Admin credentials have been reset. You can now log in with your new username and password.').first().waitFor();

    await page.goto('/admin/login');
    await hydrated(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Username / Email').fill('admin');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.getByText('Invalid username or password. Please try again.').waitFor();
    await page.getByLabel('Password').fill('admin-e2e-secret');
    await Promise.all([page.waitForURL(/\/admin\/dashboard\/?$/), page.getByRole('button', { name: 'Login as Admin' }).click()]);

    await page.getByText('Current Amount Raised').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'ICO Timers' }).click();
    const initialize = page.getByRole('button', { name: 'Initialize Countdown' });
    await initialize.waitFor();
    // The local seed initializes the sale, so Initialize starts disabled.
    await expect(initialize.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Reset Timers' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset Timers' }).click();
    await page.getByText('Not initialized').waitFor();
    expect((await sale()).initialized).toBe(false);
    await initialize.click();
    await page.getByText('Initialized', { exact: true }).waitFor();
    expect((await sale()).acceptingContributions).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Whitelist', exact: true }).click();
    await page.getByLabel('Max participants').fill('150');
    await page.getByRole('button', { name: 'Update Timer Settings' }).click();
    await page.getByText('Whitelist settings have been saved.').waitFor();
    expect((await sale()).whitelist.maxParticipants).toBe(150);
    await page.getByLabel('Max participants').fill('100');
    await page.getByRole('button', { name: 'Update Timer Settings' }).click();
    await expect.poll(async () => (await sale()).whitelist.maxParticipants).toBe(100);

    await Promise.all([page.waitForURL(`${baseUrl}/`), page.getByRole('button', { name: 'Logout' }).click()]);
    const check = await page.evaluate(async () => (await fetch('/api/admin/auth/check')).json());
    expect(check).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an admin whose session ended back to sign in, saying why, from any action', async () => {
    const { page, context } = await newPage();
    await page.goto('/admin/login');
    await signInAdmin(page);
    await page.goto('/admin/dashboard?tab=overview');
    await page.getByText('Current Amount Raised').waitFor();
    // The session ends elsewhere (logout in another tab, expiry): the next call answers 401.
    await context.clearCookies();
    await Promise.all([page.waitForURL(/\/admin\/login\/?\?session=expired$/), page.getByRole('button', { name: 'Refresh' }).click()]);
    await hydrated(page);
    await page.getByRole('status').getByText('Your admin session has expired. Please sign in again.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
