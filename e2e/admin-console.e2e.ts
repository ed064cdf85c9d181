// The admin console end to end on the local chain: reset → login → every section and its buttons
// against real contributions; CSV and distribution report parsed back equal to the API; a plain
// transfer with no reference reaches Unmatched payments through the watcher and is credited once.
import { readFileSync } from 'node:fs';
import { createSignerFromKeyPair, generateKeyPair } from '@solana/kit';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AdminOverview, InvestorList, UnmatchedPaymentList } from '@core/api/admin';
import { formatUsdPrice } from '@core/format/money';
import { formatTokenBreakdown } from '@core/format/tokens';
import { phaseLabel } from '@core/phase-label';
import { PHASES } from '@core/sale-config';
import { collectConsoleErrors, downloadedText, hydrated, seriousAxeViolations, useBrowser } from './support/browser';
import { contribute, fundFromDemoWallet, sendSol } from './support/local-funds';

const { newPage, baseUrl } = useBrowser();
const RESET_TOKEN = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!.trim();
const PASSWORD = 'admin-e2e-secret';
const SHOTS = process.env.ADMIN_SHOTS;
const run = Date.now().toString(36);

const api = <T>(page: Page, path: string, body?: unknown) =>
  page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url as string, payload === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
      return { status: response.status, body: (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : await response.text() };
    },
    [path, body] as const,
  ) as Promise<{ status: number; body: T }>;

async function section(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

async function axeClean(page: Page, label: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}.png`, fullPage: true });
  expect(await seriousAxeViolations(page), label).toEqual([]);
}

/** Raw words the console must never show: stored phase names and "(s)" plurals. */
async function readsInWords(page: Page, label: string) {
  const text = await page.locator('body').innerText();
  expect(text, label).not.toMatch(/\b(WHITELIST|LISTING)\b|\((s|es)\)/);
}

/** On a phone no list hides columns behind a sideways scroll: each table fits and labels its cells. */
async function listsFitPhone(page: Page, label: string) {
  const tables = await page.locator('[data-slot=table-container]').evaluateAll((frames) =>
    frames.map((frame) => {
      const cell = frame.querySelector('td[data-label]');
      return { sideways: frame.scrollWidth - frame.clientWidth, label: cell ? getComputedStyle(cell, '::before').content : null, name: cell?.getAttribute('data-label') };
    }),
  );
  expect(tables.length, label).toBeGreaterThan(0);
  for (const table of tables) {
    expect(table.sideways, label).toBeLessThanOrEqual(0);
    if (table.name) expect(table.label, label).toBe(`"${table.name}"`);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), label).toBeLessThanOrEqual(0);
}

async function downloadCsv(page: Page, name: string): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return parse(await downloadedText(download), { relax_column_count: true }) as string[][];
}

describe('admin console', () => {
  it('runs every section against real contributions, exports and reconciliation', async () => {
    const investorA = await generateKeyPair();
    const emailA = `console-a-${run}@example.com`;
    const signerA = await createSignerFromKeyPair(investorA);
    await fundFromDemoWallet(baseUrl, signerA.address, 3_000_000_000n);
    const { signature } = await contribute(baseUrl, investorA, '0.6', emailA);
    // A 90-character email, as real investors have: the investors table must still show every column.
    const investorLong = await generateKeyPair();
    const emailLong = `a-very-long-investor-name-for-wrapping-checks-${run}@some-long-company-domain-example.com`;
    await fundFromDemoWallet(baseUrl, (await createSignerFromKeyPair(investorLong)).address, 3_000_000_000n);
    await contribute(baseUrl, investorLong, '0.6', emailLong);

    const { page, context } = await newPage();
    const errors = collectConsoleErrors(page);
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

    // Investor A signs up for the newsletter: its confirmation mail waits in the outbox.
    expect((await api(page, '/api/newsletter', { email: emailA })).status).toBe(200);

    // Overview: the server's figures, no marketing footer.
    await page.getByText('Current Amount Raised').waitFor();
    await expect(page.locator('footer').count()).resolves.toBe(0);
    await axeClean(page, 'overview');
    const overview = (await api<AdminOverview>(page, '/api/admin/overview')).body;
    // Tokens sold as people read them: grouped, with the phase bonus apart ("540,000 MRDX + 81,000 bonus = 621,000 MRDX").
    const sold = BigInt(overview.tokensSoldBaseUnits);
    const bonus = BigInt(overview.bonusTokensSoldBaseUnits);
    expect(await page.getByTestId('overview-tokens').innerText()).toBe(formatTokenBreakdown(sold - bonus, bonus));
    await page.getByText(`${phaseLabel(overview.phase)} phase`).waitFor();
    await readsInWords(page, 'overview');

    // Contributions: server search by signature finds the investor; details and resend dialogs.
    await section(page, 'Contributions');
    expect(page.url()).toContain('?tab=contributions');
    await page.getByLabel('Search email, wallet or signature').fill(signature);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('cell', { name: emailA, exact: true }).waitFor();
    // Not "Subscribed" while the confirmation link was not followed.
    await page.getByRole('row').filter({ hasText: emailA }).getByRole('cell', { name: 'Awaiting confirmation', exact: true }).waitFor();
    await axeClean(page, 'contributions');
    await page.getByLabel('Search email, wallet or signature').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('cell', { name: emailLong, exact: true }).waitFor();
    const investorsFrame = page.getByRole('region', { name: 'Investor wallets' });
    expect(await investorsFrame.evaluate((frame) => frame.scrollWidth - frame.clientWidth), 'investors table at 1280 px').toBeLessThanOrEqual(0);
    await page.getByLabel('Search email, wallet or signature').fill(signature);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('cell', { name: emailA, exact: true }).waitFor();
    await page.getByRole('button', { name: `Details of ${emailA}` }).click();
    const details = page.getByRole('dialog', { name: `Details: ${emailA}` });
    await details.getByRole('link', { name: `${signature.slice(0, 6)}…${signature.slice(-6)}` }).first().waitFor();
    await axeClean(page, 'details-dialog');
    await details.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: `Resend login of ${emailA}` }).click();
    const resend = page.getByRole('dialog', { name: 'Resend login details' });
    await resend.getByText('Passwords are never shown here').waitFor();
    await axeClean(page, 'resend-dialog');
    await resend.getByRole('button', { name: 'Resend Login Details' }).click();
    await resend.getByRole('status').waitFor();
    await resend.getByRole('button', { name: 'Regenerate' }).click();
    await resend.getByText(`A temporary password was emailed to ${emailA}`).waitFor();
    await resend.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel('Test email address').fill(`console-test-${run}@example.com`);
    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText(`A test email to console-test-${run}@example.com was queued.`).waitFor();

    // Back and forward move between sections.
    await section(page, 'Mail');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Contributions' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Mail' }).waitFor();
    await page.getByRole('cell', { name: `console-test-${run}@example.com` }).first().waitFor();
    await axeClean(page, 'mail');

    // A plain transfer without a reference, from a wallet with an open intent, goes to Unmatched.
    const payer = await generateKeyPair();
    const payerSigner = await createSignerFromKeyPair(payer);
    await fundFromDemoWallet(baseUrl, payerSigner.address, 3_000_000_000n);
    const intent = (await api<{ intentId: string; treasury: string }>(page, '/api/contributions/intents', { email: `console-b-${run}@example.com`, walletAddress: payerSigner.address, amount: '0.6', currency: 'sol', newsletterSubscribed: false })).body;
    const plain = await sendSol(baseUrl, payerSigner, intent.treasury, 700_000_000n);
    await section(page, 'Unmatched & Refunds');
    const row = page.locator(`tr[data-payment="${plain}"]`);
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
    await axeClean(page, 'payments');
    const before = (await api<AdminOverview>(page, '/api/admin/overview')).body;
    await row.getByRole('button', { name: 'Credit' }).click();
    const credit = page.getByRole('dialog', { name: 'Credit payment to an intent' });
    await credit.getByLabel('Intent id').fill(intent.intentId);
    await credit.getByLabel('Reason').fill('Paid without the reference; matches the open intent');
    await axeClean(page, 'credit-dialog');
    await credit.getByRole('button', { name: 'Credit Payment' }).click();
    await row.getByRole('cell', { name: 'Credited', exact: true }).waitFor();
    const payments = (await api<UnmatchedPaymentList>(page, `/api/admin/reconciliation/unmatched?q=${plain}`)).body.items;
    const credited = payments.find((p) => p.signature === plain)!;
    expect(credited.lamports).toBe('700000000');
    const again = await api<{ error: string }>(page, `/api/admin/reconciliation/unmatched/${credited.id}/credit`, { intentId: intent.intentId, reason: 'second click' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const after = (await api<AdminOverview>(page, '/api/admin/overview')).body;
    expect(after.contributions).toBe(before.contributions + 1);
    const received = (await api<InvestorList>(page, `/api/admin/investors?q=${encodeURIComponent(`console-b-${run}@example.com`)}`)).body.items[0]!;
    expect(Math.round((after.raised.contributedUsd - before.raised.contributedUsd) * 100)).toBe(Math.round(received.totalUsd * 100));
    await page.getByLabel('Refunded wallet').fill(payerSigner.address);
    await page.getByLabel('Refund transaction signature').fill(plain);
    await page.getByRole('button', { name: 'Record refund' }).click();
    await page.getByText('Nothing is owed to this wallet').waitFor();

    // Exports parsed back equal the API's figures; the report's totals equal the Overview's.
    await section(page, 'Contributions');
    const [header, ...rows] = await downloadCsv(page, 'Export CSV');
    expect(header![0]).toBe('Credited At');
    expect(rows).toHaveLength(after.contributions);
    expect(rows.find((r) => r[13] === signature)?.[1]).toBe(emailA);
    expect(rows.some((r) => r[2] === payerSigner.address && r[4] === 'SOL' && r[5] === '0.7' && r[7] === '700000000')).toBe(true);
    const report = await downloadCsv(page, 'Generate Distribution Report');
    const total = report.at(-1)!;
    expect(total[0]).toBe('TOTAL');
    expect(total[4]).toBe(after.tokensSoldBaseUnits);
    expect(Number(total[2])).toBe(after.raised.contributedUsd);

    // Fundraising: an adjustment is listed with who recorded it and reaches the Overview.
    await section(page, 'Fundraising');
    await page.getByLabel('Amount (USD, signed)').fill('12.34');
    await page.getByLabel('Investors delta').fill('1');
    await page.getByLabel('Reason').fill(`Off-chain wire ${run}`);
    await page.getByRole('button', { name: 'Record Adjustment' }).click();
    await page.getByRole('cell', { name: `Off-chain wire ${run}` }).waitFor();
    await page.getByLabel('Goal (USD)').fill('0');
    await page.getByRole('button', { name: 'Update Statistics' }).click();
    await page.getByText('Goal must be greater than 0').waitFor();
    await page.getByLabel('Goal (USD)').fill('100000');
    await page.getByRole('button', { name: 'Update Statistics' }).click();
    await page.getByText('Fundraising statistics have been updated successfully.').waitFor();
    await axeClean(page, 'fundraising');
    const adjusted = (await api<AdminOverview>(page, '/api/admin/overview')).body;
    expect(Math.round(adjusted.raised.adjustmentsUsd * 100) - Math.round(after.raised.adjustmentsUsd * 100)).toBe(1234);

    await section(page, 'Audit log');
    await page.getByLabel('Action').fill('fundraising.adjusted');
    await page.getByRole('button', { name: 'Filter' }).click();
    // The action in words and its details as figures (USD from cents), not raw JSON.
    const adjustment = page.getByRole('row').filter({ hasText: 'Fundraising total adjusted' }).filter({ hasText: `Off-chain wire ${run}` });
    await adjustment.getByText('$12.34', { exact: true }).waitFor();
    expect(await adjustment.textContent()).not.toContain('usdCents');
    await axeClean(page, 'audit');

    for (const [name, text] of [['Comments', 'Status'], ['Referrals', 'Top affiliates'], ['ICO Timers', 'Initialize Countdown'], ['Whitelist', 'Download Registrations CSV'], ['Settings', 'Update Settings'], ['Operations', 'Live figures'], ['Treasury', 'Project wallets'], ['Distribution', 'Plan']] as const) {
      await section(page, name);
      await page.getByText(text).first().waitFor();
      await axeClean(page, name.toLowerCase().replace(/\W+/g, '-'));
      await readsInWords(page, name);
    }

    // Treasury: removing a project wallet changes what past outflows mean, so it asks first.
    await section(page, 'Treasury');
    const coldStorage = (await createSignerFromKeyPair(await generateKeyPair())).address;
    const coldName = `Cold storage ${run}`;
    await page.getByLabel('Wallet address').fill(coldStorage);
    await page.getByLabel('Name', { exact: true }).fill(coldName);
    await page.getByRole('button', { name: 'Declare project wallet' }).click();
    const coldRow = page.locator(`tr[data-project-wallet="${coldStorage}"]`);
    await coldRow.waitFor();
    await coldRow.getByRole('button', { name: `Remove ${coldName}` }).click();
    const removal = page.getByRole('dialog', { name: `Remove ${coldName}?` });
    await removal.getByRole('button', { name: 'Cancel' }).click();
    await removal.waitFor({ state: 'detached' });
    expect(await coldRow.count()).toBe(1);
    await coldRow.getByRole('button', { name: `Remove ${coldName}` }).click();
    await page.getByRole('dialog', { name: `Remove ${coldName}?` }).getByRole('button', { name: 'Remove wallet' }).click();
    await coldRow.waitFor({ state: 'detached' });

    // ICO Timers: the phase in words, prices as the site writes them, and Reset asks first.
    await section(page, 'ICO Timers');
    const phaseCard = page.locator('h3', { hasText: phaseLabel('WHITELIST') }).locator('..');
    await phaseCard.getByText(formatUsdPrice(PHASES.WHITELIST.tokenPrice), { exact: true }).waitFor();
    const resetButton = page.getByRole('button', { name: 'Reset Timers' });
    await resetButton.click();
    const confirm = page.getByRole('dialog', { name: 'Reset the sale timers?' });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await axeClean(page, 'reset-confirm');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    expect(await resetButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await section(page, 'Whitelist');
    await expect.poll(() => page.getByLabel('Open: any wallet').isChecked()).toBe(true);
    await page.getByLabel('Registered: only registered wallets').click();
    await page.getByText('Only registered wallets may contribute in the whitelist phase.').waitFor();
    expect((await api<{ mode: string }>(page, '/api/admin/whitelist-mode')).body.mode).toBe('registered');
    await page.getByLabel('Open: any wallet').click();
    await expect.poll(async () => (await api<{ mode: string }>(page, '/api/admin/whitelist-mode')).body.mode).toBe('open');
    const registrations = await downloadCsv(page, 'Download Registrations CSV');
    expect(registrations[0]).toContain('Wallet Address');

    // A phone-sized window keeps every section link in view, and lists show one card per row.
    await page.setViewportSize({ width: 390, height: 844 });
    await section(page, 'Overview');
    await axeClean(page, 'overview-phone');
    const links = await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getBoundingClientRect().right));
    expect(Math.max(...links)).toBeLessThanOrEqual(390);
    for (const name of ['Contributions', 'Mail', 'Unmatched & Refunds']) {
      await section(page, name);
      await page.locator('[data-slot=table-container]').first().waitFor();
      await listsFitPhone(page, `${name} at 390 px`);
      await axeClean(page, `${name.toLowerCase().replace(/\W+/g, '-')}-phone`);
    }

    await Promise.all([page.waitForURL(`${baseUrl}/`), page.getByRole('button', { name: 'Logout' }).click()]);
    expect(await page.evaluate(async () => (await fetch('/api/admin/auth/check')).json())).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
