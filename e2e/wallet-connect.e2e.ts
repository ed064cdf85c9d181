import { describe, expect, it } from 'vitest';
import { useBrowser, seriousAxeViolations } from './support/browser';
import { connectFromNav, disconnectFromNav, openDrawer, walletPage } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const short = (address: string) => `${address.slice(0, 5)}…${address.slice(-5)}`;
const REJECTED = 'Wallet connection was rejected. Please try again and approve the connection.';
const LOCKED = 'Wallet is locked. Please unlock your wallet and try again.';

describe('wallet connection', () => {
  it('detects the standard wallet and lists the known wallets with their readiness', async () => {
    const { page, context } = await walletPage(newPage, { baseUrl });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Choose wallet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.getByRole('button', { name: /E2E Wallet\s*Ready to connect/ }).waitFor();
    for (const name of ['Phantom', 'Solflare', 'Backpack', 'Coinbase', 'Glow', 'Exodus', 'Brave', 'Coin98']) {
      expect(await dialog.getByRole('button', { name: new RegExp(`^${name}\\s*Click to install`) }).count()).toBe(1);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('connects the only installed wallet and shows its address in the nav and the drawer', async () => {
    const { page, context, wallet } = await walletPage(newPage, { baseUrl });
    await page.goto('/dashboard');
    await connectFromNav(page);
    await page.locator('[data-slot="wallet-address"]', { hasText: short(wallet!.address) }).first().waitFor();
    await openDrawer(page);
    await page.locator('[data-slot="drawer-address"]', { hasText: short(wallet!.address) }).first().waitFor();
    await page.locator('[data-slot="notification"]', { hasText: 'Wallet Connected' }).first().waitFor();
    await context.close();
  });

  it('reconnects silently after a reload and keeps the wallet among the recent ones', async () => {
    const { page, context, wallet } = await walletPage(newPage, { baseUrl });
    await page.goto('/dashboard');
    await connectFromNav(page);
    await page.locator('[data-slot="wallet-address"]').first().waitFor();
    await page.reload();
    await page.locator('[data-slot="wallet-address"]', { hasText: short(wallet!.address) }).first().waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mrdx-recent-wallets') ?? '[]'));
    expect(stored).toEqual([expect.objectContaining({ address: wallet!.address, name: 'E2E Wallet' })]);

    await disconnectFromNav(page);
    await page.reload();
    await openDrawer(page);
    const recent = page.locator('[data-slot="recent-wallet"]', { hasText: short(wallet!.address) }).first();
    await recent.click();
    await page.locator('[data-slot="drawer-address"]', { hasText: short(wallet!.address) }).waitFor();
    await context.close();
  });

  it('shows the rejection message when the wallet rejects the connection, in a toast that swipes away', async () => {
    const { page, context } = await walletPage(newPage, { baseUrl, behaviour: 'reject' });
    await page.goto('/dashboard');
    await connectFromNav(page);
    const alert = page.getByRole('alert').filter({ hasText: REJECTED });
    await alert.waitFor();
    expect(await page.locator('[data-slot="wallet-address"]').count()).toBe(0);
    // Swiping the toast right by more than 50 px dismisses it.
    const box = (await alert.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the locked message when the wallet is locked, and F8 focuses the notification region', async () => {
    const { page, context } = await walletPage(newPage, { baseUrl, behaviour: 'locked' });
    await page.goto('/dashboard');
    await connectFromNav(page);
    await page.getByRole('alert').filter({ hasText: LOCKED }).waitFor();
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notification');
    await context.close();
  });

  it('keeps at most five notifications, newest first, with Clear All only past two', async () => {
    const { page, context } = await walletPage(newPage, { baseUrl });
    // Frozen time after the first connect, so no notification hides itself during the test.
    await page.clock.install();
    await page.goto('/dashboard');
    await connectFromNav(page);
    await page.locator('[data-slot="wallet-address"]').first().waitFor();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    const notifications = page.locator('[data-slot="notification"]');
    const clearAll = page.getByRole('button', { name: 'Clear All' });
    await disconnectFromNav(page);
    expect(await notifications.count()).toBe(2);
    expect(await clearAll.count()).toBe(0);
    for (let round = 0; round < 3; round++) {
      await connectFromNav(page);
      await disconnectFromNav(page);
    }
    expect(await notifications.count()).toBe(5);
    expect(await notifications.first().textContent()).toContain('Wallet Disconnected');
    expect(await notifications.nth(1).textContent()).toContain('Wallet Connected');
    await clearAll.click();
    expect(await notifications.count()).toBe(0);
    await context.close();
  });
});

describe('connection status', () => {
  it('reports a lost connection until it is restored, and the wallet balance to 4 decimals', async () => {
    const { page, context } = await walletPage(newPage, { baseUrl });
    await page.goto('/dashboard');
    await connectFromNav(page);
    await page.locator('header [data-slot="wallet-address"]').click();
    expect(await page.locator('header [data-slot="status-balance"]').textContent()).toMatch(/^\d+\.\d{4} SOL$/);
    await page.locator('header [data-slot="status-solana-rpc"]', { hasText: 'healthy' }).waitFor();
    await context.setOffline(true);
    const lost = page.locator('[data-slot="notification"]', { hasText: 'Internet connection lost. Some features may not work properly.' });
    await lost.waitFor();
    await context.setOffline(false);
    await page.locator('[data-slot="notification"]', { hasText: 'Connection Restored' }).waitFor();
    await lost.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('contribution gate', () => {
  it('asks a visitor without a wallet to connect first, with both ways out', async () => {
    const { page, context } = await walletPage(newPage, { baseUrl, withWallet: false });
    await page.goto('/referrals');
    await page.getByRole('heading', { name: 'Contribution Required' }).waitFor();
    await page.getByText('Please connect your wallet first, then make a contribution to access the platform.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Contribution Section' }).getAttribute('href')).toBe('/#contribute');
    expect(await page.getByRole('link', { name: 'Return to Landing Page' }).getAttribute('href')).toBe('/');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('tells a connected wallet without a contribution to contribute', async () => {
    const { page, context } = await walletPage(newPage, { baseUrl });
    await page.goto('/referral');
    await connectFromNav(page);
    await page.getByText('Wallet connected! Make a contribution to unlock platform access.').waitFor();
    expect(await page.getByRole('heading', { name: 'Contribution Required' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
