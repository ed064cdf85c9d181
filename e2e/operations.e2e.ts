// The Operations tab end to end on the local chain: after a watcher run it shows the watcher healthy
// (caught up, its run and RPC calls), every figure with its state in words and its thresholds, the
// same figures as GET /api/admin/operations; axe clean, and it fits 390 px. Settings saves the alert
// email the alerts go to. On its own stack, whose watcher alerts after 15 s (OPERATIONS_WATCHER_ALERT_SECONDS)
// instead of 5 minutes: the chain's finalization held, the finalized tip ages, the watcher turns red and
// the admin gets one alert mail for the incident, then one "resolved" mail once the chain moves again.
import { readFileSync, rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOperations } from '@core/api/operations';
import { startStack } from '../scripts/lib/stack/stack.mjs';
import { E2E_DATABASE_TEMPLATE } from './support/stack-template';
import { jsonRpcEnvelope } from '../scripts/lib/solana/json-rpc.mjs';
import { collectConsoleErrors, hydrated, seriousAxeViolations, useBrowser } from './support/browser';
import { queryLocalD1 } from './support/local-d1';

const { newPage, baseUrl } = useBrowser();
const RESET_TOKEN = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!.trim();
const PASSWORD = 'admin-e2e-secret';
const SHOTS = process.env.ADMIN_SHOTS;

/** Fires the watcher once (then the alert check), as the cron does every minute (the handler finishes after answering). */
const fireWatcher = async (url = baseUrl) => (await fetch(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)).arrayBuffer();

async function setAlertEmail(page: Page, email: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Operations alerts' }).waitFor();
  await page.getByLabel('Alert email').fill(email);
  await page.getByRole('button', { name: 'Save alert email' }).click();
  await page.getByText(`Operations alerts go to ${email}.`).first().waitFor();
}

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

describe('admin Operations alerts on a stalled chain', () => {
  const persistTo = '.e2e-state-operations';
  const ALERT_TO = 'ops-stall@example.com';
  let stack: Awaited<ReturnType<typeof startStack>>;

  beforeAll(async () => {
    rmSync(persistTo, { recursive: true, force: true });
    stack = await startStack({ persistTo, quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE, vars: { OPERATIONS_WATCHER_ALERT_SECONDS: '15' } });
  }, 120_000);
  afterAll(async () => {
    // Never leave the chain held, whatever failed.
    await jsonRpcEnvelope(stack?.rpcUrl ?? '', 'localnet_releaseFinalization', []).catch(() => {});
    await stack?.stop();
    rmSync(persistTo, { recursive: true, force: true });
  });

  /** The alert and resolved mails of the watcher to ALERT_TO, oldest first. */
  const watcherMails = () =>
    queryLocalD1<{ kind: string; subject: string }>(
      `SELECT kind, subject FROM mail_outbox WHERE to_email = '${ALERT_TO}' AND kind IN ('operations-alert', 'operations-resolved') AND (subject LIKE '%watcher%' OR subject LIKE '%finalized tip%') ORDER BY created_at`,
      stack.url,
    );

  it('shows the watcher healthy, then red while finalization is held with one alert mail, then resolved once it moves', async () => {
    const { page } = await newPage({ baseURL: stack.url });
    const errors = collectConsoleErrors(page);
    await signIn(page);
    await setAlertEmail(page, ALERT_TO);
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Operations', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Operations' }).waitFor();
    const watcher = page.locator('[data-slot="operations-watcher"]');
    const level = async () => (await watcher.locator('[data-level]').first().innerText()).replace(/[^A-Za-z]/g, '');
    const refresh = () => page.getByRole('button', { name: 'Refresh' }).click();

    // Healthy: a fresh run, the finalized tip current.
    await fireWatcher(stack.url);
    await expect.poll(async () => (await operations(page)).watcher.level, { timeout: 30_000, interval: 500 }).toBe('ok');
    await refresh();
    await watcher.getByText('Caught up').waitFor();
    await expect.poll(level, { timeout: 15_000 }).toBe('Healthy');
    await expect(watcher.innerText()).resolves.toContain('Finalized tip age: warning from 6 s, critical from 15 s');
    expect(await watcherMails()).toEqual([]);

    // The chain stalls: its finalized tip stops while the cron keeps running the watcher.
    expect((await jsonRpcEnvelope(stack.rpcUrl, 'localnet_holdFinalization', [])).result).toBe(true);
    const deadline = Date.now() + 60_000;
    let figures = await operations(page);
    while (figures.watcher.level !== 'red' || (await watcherMails()).length === 0) {
      if (Date.now() > deadline) throw new Error(`no watcher alert: ${JSON.stringify(figures.watcher)}`);
      await fireWatcher(stack.url);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      figures = await operations(page);
    }
    expect(figures.watcher.tipAgeSeconds).toBeGreaterThanOrEqual(15);
    expect(figures.watcher.idleSeconds).toBeLessThan(15);
    await refresh();
    await watcher.getByText(/Chain stalled: finalized tip \d+ s old/).waitFor();
    await expect.poll(level, { timeout: 15_000 }).toBe('Critical');
    // More runs while still stalled: the same incident, no second mail.
    for (let i = 0; i < 3; i += 1) {
      await fireWatcher(stack.url);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    const alerts = await watcherMails();
    expect(alerts).toEqual([{ kind: 'operations-alert', subject: expect.stringMatching(/^MRDX alert: the chain's finalized tip is \d+ seconds old/) }]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operations-stalled-1280.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await watcher.getByText(/Chain stalled/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operations-stalled-390.png`, fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The chain moves again: the next run resolves the incident with one "resolved" mail.
    await jsonRpcEnvelope(stack.rpcUrl, 'localnet_releaseFinalization', []);
    await fireWatcher(stack.url);
    await expect.poll(async () => (await watcherMails()).map((mail) => mail.kind), { timeout: 30_000, interval: 1_000 }).toEqual(['operations-alert', 'operations-resolved']);
    expect((await watcherMails())[1]!.subject).toBe('MRDX resolved: the watcher is caught up');
    // A fresh run, so that the slow outbox reads above do not count as the watcher idle.
    await fireWatcher(stack.url);
    await expect.poll(async () => (await operations(page)).watcher.level, { timeout: 30_000, interval: 500 }).toBe('ok');
    await refresh();
    await watcher.getByText('Caught up').waitFor();
    await expect.poll(level, { timeout: 15_000 }).toBe('Healthy');
    expect(errors).toEqual([]);
  });
});
