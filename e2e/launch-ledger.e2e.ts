// /ledger end to end: a contribution made in this test appears, newest first, with a working explorer
// link; the totals equal the tracker's (/api/fundraising-stats); the treasury and its balance show; no
// horizontal scroll at 390 px; axe clean.
import { describe, expect, it } from 'vitest';
import { useBrowser, seriousAxeViolations } from './support/browser';
import { jsonRpc } from '../scripts/lib/solana/json-rpc.mjs';
import { contributeFromDemoWallet } from './support/local-contribution';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const usd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

describe('/ledger', () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    it(`lists a contribution made now with its explorer link and the tracker's totals (${viewport.width} px)`, async () => {
      const email = `ledger-${viewport.width}-${Date.now()}@example.com`;
      await contributeFromDemoWallet(baseUrl, email, '0.7');
      const { page, context } = await newPage({ viewport });
      await dismissDemoWallet(context);
      await page.goto('/ledger');
      const row = page.locator('[data-slot="ledger-entry"]').first();
      await row.waitFor({ timeout: 15_000 });
      // Ours is on the first page (newest first; other files may have credited a few since).
      const ours = page.locator('[data-slot="ledger-entry"]').filter({ has: page.locator('td', { hasText: /^0\.7 SOL$/ }) });
      await ours.first().waitFor();
      const link = ours.first().locator('[data-slot="ledger-tx-link"]');
      const href = (await link.getAttribute('href'))!;
      const oursSignature = (await ours.first().getAttribute('data-signature'))!;
      expect(href).toMatch(new RegExp(`^https://explorer\\.solana\\.com/tx/${oursSignature}\\?cluster=custom&customUrl=`));
      // The link works: the signature it names is a credited transaction the local chain knows.
      const status = await jsonRpc<{ value: ({ confirmationStatus: string } | null)[] }>(`${baseUrl}/api/rpc`, 'getSignatureStatuses', [[oursSignature], { searchTransactionHistory: true }], { origin: baseUrl });
      expect(status.value[0]?.confirmationStatus).toBe('finalized');
      expect(await link.getAttribute('target')).toBe('_blank');

      // Totals: the page's raised amount and contributors are the tracker's source, live.
      await expect.poll(async () => {
        const stats = (await (await fetch(`${baseUrl}/api/fundraising-stats`)).json()) as { currentAmount: number; totalContributors: number };
        const raised = await page.locator('[data-slot="ledger-raised"]').innerText();
        const contributors = await page.locator('[data-slot="ledger-contributors"]').innerText();
        return raised === usd(stats.currentAmount) && contributors === stats.totalContributors.toLocaleString('en-US');
      }, { timeout: 15_000, interval: 1_000 }).toBe(true);

      // The treasury with its explorer link, its balance and the difference explained.
      await page.locator('[data-slot="treasury-link"]').waitFor();
      await expect.poll(() => page.locator('[data-slot="treasury-balance"]').innerText(), { timeout: 10_000 }).toMatch(/^\d/);
      expect(await page.locator('[data-slot="balance-explanation"]').innerText()).toMatch(/records/);

      expect(await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth])).toEqual([viewport.width, viewport.width]);
      // Dates and wallets read whole: each on one line, on a phone's card as in the table.
      for (const label of ['Time', 'Wallet']) {
        const lines = await ours.first().locator(`td[data-label="${label}"]`).evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect({ label, lines }).toEqual({ label, lines: 1 });
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  it('lands /ledger#distribution on its heading, below the navigation, though the rows above arrive later', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const { page, context } = await newPage({ viewport });
      await dismissDemoWallet(context);
      await page.goto('/ledger#distribution');
      // The figures and rows above arrive after the browser scrolled to the heading.
      await expect.poll(() => page.locator('[data-slot="ledger-raised"]').innerText(), { timeout: 15_000 }).not.toBe('—');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const heading = page.getByRole('heading', { name: 'Token distribution' });
      const [top, navBottom, scrollable] = await heading.evaluate((element) => [
        element.getBoundingClientRect().top,
        document.querySelector('header')!.getBoundingClientRect().bottom,
        document.scrollingElement!.scrollHeight - window.innerHeight - window.scrollY > 1,
      ] as const);
      // Under the navigation, and at the top unless the page ends first.
      expect(top).toBeGreaterThanOrEqual(navBottom as number);
      if (scrollable) expect(top).toBeLessThan((navBottom as number) + 60);
      else expect(top).toBeLessThan(viewport.height / 2);
      await context.close();
    }
  });

  it('is linked from the tracker and the footer', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto('/ico');
    await page.locator('[data-slot="progress-tracker"]').scrollIntoViewIfNeeded();
    await page.locator('[data-slot="progress-tracker"] a[href="/ledger"]').waitFor();
    expect(await page.locator('footer a[href="/ledger"]').count()).toBe(1);
    await context.close();
  });
});
