import { describe, expect, it } from 'vitest';
import { useBrowser, seriousAxeViolations } from './support/browser';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage } = useBrowser();

describe('market ticker', () => {
  it('appears once the rates load and moves to the next rate every 3 seconds', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto('/');
    const ticker = page.locator('[data-market-ticker]');
    await ticker.waitFor();
    const item = ticker.locator('[data-ticker-item]');
    const first = await item.getAttribute('data-symbol');
    expect(first).toBe('BTC');
    await page.waitForFunction((symbol) => document.querySelector('[data-ticker-item]')?.getAttribute('data-symbol') !== symbol, first, { timeout: 5_000 });
    expect(await item.getAttribute('data-symbol')).toBe('ETH');
    expect(await item.textContent()).toMatch(/^ETH \$[\d,]+\.\d{2}$/);
    // The local stack has no price source: its configured rates must not pass for market prices.
    expect(await ticker.locator('[data-ticker-stale]').textContent()).toBe('development rates');
    await context.close();
  });
});

describe('ICO progress tracker', () => {
  it('shows the server figures in whole dollars, the five markers and four Live cards', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto('/');
    const tracker = page.locator('[data-slot="progress-tracker"]');
    await tracker.scrollIntoViewIfNeeded();
    const stats = (await (await page.request.get('/api/fundraising-stats')).json()) as { currentAmount: number; goal: number; softCap: number; hardCap: number; totalContributors: number };
    const raised = tracker.locator('[data-slot="raised-amount"]');
    await page.waitForFunction(() => /^\$[\d,]+$/.test(document.querySelector('[data-slot="raised-amount"]')?.textContent ?? ''));
    expect(await raised.textContent()).toBe(`$${Math.round(stats.currentAmount).toLocaleString('en-US')}`);
    const milestones = tracker.getByRole('list', { name: 'Milestones' });
    expect(await milestones.locator('[data-slot="marker-name"]').allTextContents()).toEqual(['Start', 'Soft Cap', 'Target', 'Goal', 'Hard Cap']);
    // Each marker says what it stands for: its amount from the server's caps.
    const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
    expect(await milestones.locator('[data-slot="marker-amount"]').allTextContents()).toEqual(['$0', usd(stats.softCap), usd(stats.hardCap / 2), usd(stats.goal), usd(stats.hardCap)]);
    expect(await tracker.locator('[data-slot="stat-card"]', { hasText: 'Live' }).count()).toBe(4);
    expect(await tracker.locator('[data-slot="stat-contributors"]').textContent()).toBe(stats.totalContributors.toLocaleString('en-US'));
    await tracker.getByText('Updates every 5 seconds').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
