// The Operations tab end to end on the local chain: after a watcher run it shows the watcher healthy
// (caught up, its run and RPC calls), every figure with its state in words and its thresholds, the
// same figures as GET /api/admin/operations; axe clean, and it fits 390 px. Settings saves the alert
// email the alerts go to.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminOperations } from '@core/api/operations';
import { collectConsoleErrors, hydrated, seriousAxeViolations, useBrowser } from './support/browser';

const { newPage, baseUrl } = useBrowser();
const RESET_TOKEN = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!.trim();
const PASSWORD = 'admin-e2e-secret';
const SHOTS = process.env.ADMIN_SHOTS;

/** Fires the watcher once, as the cron does every minute (the handler finishes after answering). */
const fireWatcher = async () => (await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)).arrayBuffer();

async function signIn(page: Page) {
  await page.goto('/admin/reset');
  await hydrated(page);
  await page.getByLabel('Reset token').fill(RESET_TOKEN);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Reset Admin Credentials' }).click();
  await page.getByText('Admin credentials have been reset.', { exact: false }).first().waitFor();
  await page.goto('/admin/login');
  await hydrated(page);
  await page.getByLabel('Username / Email').fill('admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([page.waitForURL(/\/admin\/dashboard\/?$/), page.getByRole('button', { name: 'Login as Admin' }).click()]);
}

const operations = (page: Page) => page.evaluate(async () => (await fetch('/api/admin/operations')).json()) as Promise<AdminOperations>;

describe('admin Operations tab', () => {
  it('shows the watcher healthy after a run, each figure in words with its thresholds, axe clean, at 1280 and 390 px', async () => {
    const { page } = await newPage();
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await fireWatcher();
    // The scheduled handler answers before its run is recorded: wait for a run of the last minute.
    await expect
      .poll(async () => (await operations(page)).watcher.idleSeconds ?? Infinity, { timeout: 30_000, interval: 500 })
      .toBeLessThan(60);
    const figures = await operations(page);
    expect(figures.watcher.lagSeconds).toBe(0);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Operations', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    expect(page.url()).toContain('?tab=operations');
    const watcher = page.locator('[data-slot="operations-watcher"]');
    await watcher.getByText('Caught up').waitFor();
    await expect(watcher.locator('[data-level]').first().getAttribute('data-level')).resolves.toBe(figures.watcher.level);
    await expect(watcher.innerText()).resolves.toContain('Lag: warning from 120 s, critical from 301 s');
    for (const id of ['rpc', 'price', 'mail', 'unmatched', 'treasury']) {
      const card = page.locator(`[data-slot="operations-${id}"]`);
      // Each state is a word, not a colour alone.
      await expect(card.locator('[data-level]').first().innerText()).resolves.toMatch(/Healthy|Warning|Critical/);
    }
    await page.getByRole('region', { name: 'RPC calls per method over the last hour' }).getByText('getSignaturesForAddress').first().waitFor();
    await page.getByRole('link', { name: 'Open the Treasury tab (outflows, project wallets)' }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operations-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await watcher.getByText('Caught up').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operations-390.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('saves the alert email in Settings', async () => {
    const { page } = await newPage();
    await signIn(page);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('heading', { name: 'Operations alerts' }).waitFor();
    await page.getByLabel('Alert email').fill('ops-e2e@example.com');
    await page.getByRole('button', { name: 'Save alert email' }).click();
    await page.getByText('Operations alerts go to ops-e2e@example.com.').first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-alert.png`, fullPage: true });
    const saved = await page.evaluate(async () => (await fetch('/api/admin/operations/alert-email')).json());
    expect(saved).toEqual({ email: 'ops-e2e@example.com' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop alerts' }).click();
    await page.getByText('You will get no operations alerts.').first().waitFor();
  });
});
