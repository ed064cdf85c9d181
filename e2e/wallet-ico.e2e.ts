import { describe, expect, it } from 'vitest';
import { useBrowser, seriousAxeViolations } from './support/browser';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage } = useBrowser();

interface Sale {
  phase: string;
  whitelistEndsAt: string | null;
  token: { mint: string };
}

describe('/ico live parts', () => {
  it('shows the phase banner, live network numbers and the contract card with explorer link and copy', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sale = (await (await page.request.get('/api/sale')).json()) as Sale;
    await page.goto('/ico');

    await page.locator('[data-slot="live-status"]').scrollIntoViewIfNeeded();
    const banner = page.locator('[data-slot="phase-banner"]');
    await banner.waitFor();
    expect(await banner.getAttribute('data-phase')).toBe(sale.phase);

    const live = page.locator('[data-slot="live-status"]');
    await live.scrollIntoViewIfNeeded();
    await live.locator('[data-slot="live-solana-rpc"]', { hasText: 'Healthy' }).waitFor();
    expect(await live.locator('[data-slot="live-block-height"]').textContent()).toMatch(/^[\d,]+$/);

    const card = page.locator('[data-slot="contract-card"]');
    await card.locator('[data-slot="contract-address"]', { hasText: sale.token.mint }).waitFor();
    expect(await card.getByRole('link', { name: 'View on Solana Explorer' }).getAttribute('href')).toBe(
      `https://explorer.solana.com/address/${sale.token.mint}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    );
    await card.getByRole('button', { name: 'Copy' }).click();
    await page.locator('[data-slot="toast"]', { hasText: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sale.token.mint);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('/whitelist countdown', () => {
  it('counts down to the server date, shown in UTC and local time', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    const sale = (await (await page.request.get('/api/sale')).json()) as Sale;
    await page.goto('/whitelist');
    const countdown = page.locator('[data-slot="countdown"]');
    await countdown.waitFor();
    expect(await countdown.getByRole('heading').textContent()).toBe('Whitelist Ends In');
    expect(await countdown.locator('time').getAttribute('datetime')).toBe(sale.whitelistEndsAt);
    expect(await countdown.textContent()).toContain(`${sale.whitelistEndsAt!.slice(0, 16).replace('T', ' ')} UTC`);
    const seconds = countdown.locator('[data-slot="countdown-seconds"]');
    const before = await seconds.textContent();
    await page.waitForFunction((text) => document.querySelector('[data-slot="countdown-seconds"]')?.textContent !== text, before, { timeout: 3_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
