// The admin flows that need real data end to end: a mail that really fails at the provider is seen
// failed with its error and retried from the Mail tab (no temporary password ever shown); a comment an
// investor posts is public only once approved in the console (a rejected one never); a transfer with no
// reference on the local chain is found by its signature in Unmatched payments, which pages on the server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSignerFromKeyPair, generateKeyPair } from '@solana/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MailSummary, Page as ListPage, UnmatchedPaymentList } from '@core/api/admin';
import type { Page as CommunityPage, PublicComment } from '@core/api/community';
import { startStack } from '../scripts/lib/stack/stack.mjs';
import { E2E_DATABASE_TEMPLATE } from './support/stack-template';
import { collectConsoleErrors, hydrated, seriousAxeViolations, useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';
import { pageApi, signInNewInvestor } from './support/community';
import { contributeFromDemoWallet } from './support/local-contribution';
import { queryLocalD1 } from './support/local-d1';
import { fundFromDemoWallet, sendSol } from './support/local-funds';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const run = Date.now().toString(36);
const SHOTS = process.env.ADMIN_SHOTS;

/** Fires the watcher (chain, expiry, mail delivery) once, as the cron does every minute. */
const fireWatcher = async (url: string) => (await fetch(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`)).arrayBuffer();

async function openSection(page: Page, tab: string, heading: string) {
  await page.goto(`/admin/dashboard?tab=${tab}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** axe clean at a laptop width; with ADMIN_SHOTS also screenshots there and at a phone width (axe again). */
async function axeClean(page: Page, label: string) {
  expect(await seriousAxeViolations(page), label).toEqual([]);
  if (!SHOTS) return;
  const laptop = page.viewportSize()!;
  await page.screenshot({ path: `${SHOTS}/${label}-${laptop.width}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${label}-390.png`, fullPage: true });
  expect(await seriousAxeViolations(page), `${label} at 390 px`).toEqual([]);
  await page.setViewportSize(laptop);
}

/** A local stand-in for the HTTP mail provider: answers `status` and keeps every body it was sent. */
async function startMailProvider() {
  const state = { status: 500, bodies: [] as string[] };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      state.bodies.push(body);
      response.writeHead(state.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: state.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, state, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('admin flows on real data', () => {
  it('shows a mail the provider refused as failed with its error, retries it from the Mail tab, and it is sent', async () => {
    // A stack of its own whose sender is the local provider above (the shared one keeps mail in the outbox).
    const provider = await startMailProvider();
    const stack = await startStack({ chainPort: 0, persistTo: '.e2e-state/mail-stack', quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE, vars: { MAIL_PROVIDER_URL: provider.url } });
    try {
      const email = `mail-retry-${run}@example.com`;
      await contributeFromDemoWallet(stack.url, email);
      const { page, context } = await newPage({ baseURL: stack.url, viewport: { width: 1280, height: 800 } });
      const errors = collectConsoleErrors(page);
      await page.goto('/');
      await signInAdmin(page);
      const mailOf = async (status: string) => (await pageApi<ListPage<MailSummary>>(page, `/api/admin/mail?to=${encodeURIComponent(email)}&status=${status}`)).data;
      // Five refused attempts mark a mail failed; each watcher run tries once.
      await expect
        .poll(
          async () => {
            await fireWatcher(stack.url);
            return (await mailOf('failed')).items.find((mail) => mail.kind === 'welcome')?.attempts ?? 0;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(5);
      const temporary = provider.state.bodies.map((body) => /Temporary password: (\S+)/.exec((JSON.parse(body) as { text: string }).text)?.[1]).find(Boolean);
      expect(temporary, 'the provider was sent the welcome mail').toBeTruthy();

      await openSection(page, 'mail', 'Mail');
      await page.getByLabel('Search recipient').fill(email);
      await page.getByRole('search', { name: 'Mail outbox' }).getByRole('button', { name: 'Search' }).click();
      await page.getByLabel('Status', { exact: true }).selectOption('failed');
      const welcome = page.getByRole('row').filter({ hasText: 'dashboard access' });
      await welcome.getByRole('cell', { name: 'Failed', exact: true }).waitFor();
      await welcome.getByRole('cell', { name: 'Provider answered 500' }).waitFor();
      expect(await welcome.getByRole('cell', { name: '5', exact: true }).count()).toBe(1);
      await axeClean(page, 'mail-failed');
      // Undelivered, the outbox still holds the password; the admin's list and detail never show it.
      const failed = (await mailOf('failed')).items.find((mail) => mail.kind === 'welcome')!;
      expect(await page.content()).not.toContain(temporary!);
      expect(JSON.stringify((await pageApi(page, `/api/admin/mail/${failed.id}`)).data)).not.toContain(temporary!);

      provider.state.status = 200;
      await welcome.getByRole('button', { name: `Retry mail to ${email}` }).click();
      await page.getByText('The mail will be sent on the next delivery run.').waitFor();
      await page.getByLabel('Status', { exact: true }).selectOption('sent');
      await expect
        .poll(
          async () => {
            await fireWatcher(stack.url);
            await page.getByRole('button', { name: 'Refresh' }).click();
            return welcome.getByRole('cell', { name: 'Sent', exact: true }).count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      expect(await welcome.getByRole('cell', { name: 'Provider answered 500' }).count()).toBe(0);
      await axeClean(page, 'mail-sent');

      // The temporary password went to the provider, never to the admin: not on the page, not in the API.
      expect(await page.content()).not.toContain(temporary!);
      const sent = (await mailOf('sent')).items.find((mail) => mail.kind === 'welcome')!;
      expect(JSON.stringify((await pageApi(page, `/api/admin/mail/${sent.id}`)).data)).not.toContain(temporary!);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await stack.stop();
      await provider.stop();
    }
  }, 240_000);

  it('publishes an investor comment only once the admin approves it in the console, and never a rejected one', async () => {
    const email = `moderated-${run}@example.com`;
    const approved = `Approved by the console ${run}`;
    const rejected = `Rejected by the console ${run}`;
    const publicTexts = async () => ((await (await fetch(`${baseUrl}/api/comments?limit=100`)).json()) as CommunityPage<PublicComment>).items.map((item) => item.comment);

    const investor = await newPage();
    await dismissDemoWallet(investor.context);
    await investor.page.goto('/');
    await signInNewInvestor(investor.page, baseUrl, email);
    // Signed in through the API: the page reads the session again when it loads.
    await investor.page.goto('/');
    await investor.page.locator('#comments').scrollIntoViewIfNeeded();
    const form = investor.page.locator('form[data-slot="comment-form"]');
    await form.getByLabel('Your comment').waitFor();
    for (const text of [approved, rejected]) {
      await form.getByLabel('Your comment').fill(text);
      await form.getByRole('button', { name: 'Post Comment' }).click();
      await expect.poll(() => form.getByLabel('Your comment').inputValue()).toBe('');
    }
    await investor.context.close();
    expect((await publicTexts()).filter((text) => text === approved || text === rejected)).toEqual([]);

    const { page, context } = await newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await signInAdmin(page);
    await openSection(page, 'comments', 'Comments');
    const row = (text: string) => page.getByRole('row').filter({ hasText: text });
    await row(approved).waitFor();
    await axeClean(page, 'comments-pending');
    await row(approved).getByRole('button', { name: 'Approve' }).click();
    await row(approved).waitFor({ state: 'detached' });
    await row(rejected).getByRole('button', { name: 'Reject' }).click();
    await row(rejected).waitFor({ state: 'detached' });
    await page.getByLabel('Status', { exact: true }).selectOption('rejected');
    await row(rejected).getByRole('cell', { name: 'Rejected', exact: true }).waitFor();
    await axeClean(page, 'comments-rejected');
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await newPage();
    await dismissDemoWallet(visitor.context);
    await visitor.page.goto('/');
    await visitor.page.locator('#comments').scrollIntoViewIfNeeded();
    await visitor.page.locator('[data-slot="comment"]', { hasText: approved }).waitFor();
    expect(await visitor.page.locator('[data-slot="comment"]', { hasText: rejected }).count()).toBe(0);
    expect((await publicTexts()).filter((text) => text === approved || text === rejected)).toEqual([approved]);
    await visitor.context.close();
  }, 180_000);

  it('finds a transfer with no reference by its signature on page 1 of Unmatched payments, and pages past 25 rows', async () => {
    const payer = await createSignerFromKeyPair(await generateKeyPair());
    await fundFromDemoWallet(baseUrl, payer.address, 1_000_000_000n);
    const { treasury } = (await (await fetch(`${baseUrl}/api/sale`)).json()) as { treasury: string };
    const plain = await sendSol(baseUrl, payer, treasury, 7_000_000n);

    const { page, context } = await newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await signInAdmin(page);
    await expect
      .poll(
        async () => {
          await fireWatcher(baseUrl);
          return (await pageApi<UnmatchedPaymentList>(page, `/api/admin/reconciliation/unmatched?q=${plain}`)).data.total;
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    // More payments recorded after it than a page holds (as the watcher writes them), so unsearched it is not on page 1.
    await queryLocalD1(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 30)
       INSERT INTO unmatched_payments (id, signature, sender, lamports, slot, block_time, reason, detail, status, created_at, updated_at)
       SELECT lower(hex(randomblob(16))), 'Stray${run}' || i, 'StraySender${run}', 1000 + i, i, CAST(unixepoch('subsec') * 1000 AS INTEGER), 'unknown sender',
         'paid from a wallet with no contribution', 'open', CAST(unixepoch('subsec') * 1000 AS INTEGER) + i, CAST(unixepoch('subsec') * 1000 AS INTEGER) FROM n`,
    );

    await openSection(page, 'payments', 'Unmatched & Refunds');
    const mine = page.locator(`tr[data-payment="${plain}"]`);
    const pager = page.getByRole('navigation', { name: 'Unmatched payments pages' });
    await pager.getByText(/^Page 1 of [2-9]/).waitFor();
    expect(await page.locator('tr[data-payment]').count()).toBe(25);
    expect(await mine.count()).toBe(0);
    await axeClean(page, 'unmatched-page-1');

    await pager.getByRole('button', { name: 'Next page' }).click();
    await pager.getByText(/^Page 2 of /).waitFor();
    expect(await page.locator(`tr[data-payment="Stray${run}30"]`).count()).toBe(0);
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await page.locator(`tr[data-payment="Stray${run}30"]`).waitFor();

    await page.getByLabel('Search sender wallet or signature').fill(plain);
    await page.getByRole('search', { name: 'Unmatched payments' }).getByRole('button', { name: 'Search' }).click();
    await mine.waitFor();
    await pager.getByText('Page 1 of 1 · 1 in all').waitFor();
    expect(await mine.getByRole('cell', { name: '0.007 SOL', exact: true }).count()).toBe(1);
    expect(await mine.getByRole('link').getAttribute('title')).toBe(plain);
    await axeClean(page, 'unmatched-search');

    await page.getByLabel('Search sender wallet or signature').fill(payer.address.slice(0, 10));
    await page.getByRole('search', { name: 'Unmatched payments' }).getByRole('button', { name: 'Search' }).click();
    await pager.getByText('Page 1 of 1 · 1 in all').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('credited');
    await page.getByText('No unmatched payments match this search').waitFor();
    await axeClean(page, 'unmatched-empty');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('searches and pages the other console lists on the server, with their empty states', async () => {
    const { page, context } = await newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await signInAdmin(page);
    const searchFor = async (form: string, label: string, text: string) => {
      await page.getByLabel(label).fill(text);
      await page.getByRole('search', { name: form }).getByRole('button', { name: 'Search' }).click();
    };

    await openSection(page, 'referrals', 'Referrals');
    await page.getByRole('navigation', { name: 'Affiliates pages' }).getByText(/^Page 1 of/).waitFor();
    await page.getByRole('navigation', { name: 'Refused self-referrals pages' }).getByText(/^Page 1 of/).waitFor();
    await searchFor('Affiliates', 'Search email or referral code', `nobody-${run}`);
    await page.getByText('No affiliates match this search').waitFor();
    await axeClean(page, 'referrals-search');

    await openSection(page, 'whitelist', 'Whitelist');
    await searchFor('Registrations', 'Search wallet or email', `nobody-${run}`);
    await page.getByText('No registrations match this search').waitFor();
    await axeClean(page, 'whitelist-search');

    await openSection(page, 'fundraising', 'Fundraising');
    await page.getByRole('navigation', { name: 'Adjustments pages' }).getByText(/^Page 1 of/).waitFor();
    await axeClean(page, 'fundraising-adjustments');

    await openSection(page, 'mail', 'Mail');
    await searchFor('Mail outbox', 'Search recipient', `nobody-${run}@`);
    await page.getByText('No mail to this recipient').waitFor();
    await axeClean(page, 'mail-search-empty');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
