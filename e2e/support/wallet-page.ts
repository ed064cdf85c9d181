// Page helpers for the wallet tests: a context with the test wallet installed and the demo wallet's
// auto-connect dismissed (unless a test is about demo mode), and the drawer opener.
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser } from './browser';
import { installTestWallet, type TestWallet, type TestWalletOptions } from './test-wallet';

/** Marks the demo wallet as dismissed so demo mode does not connect it during a test. */
export async function dismissDemoWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: "try { localStorage.setItem('mrdx-demo-dismissed', '1'); } catch {}" });
}

/** A context + page with the test wallet registered and no demo auto-connect. */
export async function walletPage(
  newPage: (options?: object) => Promise<{ context: BrowserContext; page: Page }>,
  options: Omit<TestWalletOptions, 'baseUrl'> & { baseUrl: string; viewport?: { width: number; height: number }; withWallet?: boolean },
): Promise<{ context: BrowserContext; page: Page; wallet: TestWallet | null }> {
  const { context, page } = await newPage(options.viewport ? { viewport: options.viewport } : {});
  await dismissDemoWallet(context);
  const wallet = options.withWallet === false ? null : await installTestWallet(context, options);
  return { context, page, wallet };
}

/** Opens the navigation drawer: narrows the window to a phone's when needed, then uses the menu button. */
export async function openDrawer(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (!(await menu.isVisible())) {
    await page.setViewportSize({ width: 390, height: 844 });
    await menu.waitFor({ state: 'visible' });
    // Let the layout settle after the resize so the press lands on the button.
    await page.waitForTimeout(300);
  }
  await menu.click();
  await page.locator('#nav-drawer[open]').waitFor();
}

/** Connects through the navigation's wallet button (hover hydrates it, then "Connect {name}"). */
export async function connectFromNav(page: Page, walletName = 'E2E Wallet'): Promise<void> {
  const nav = page.locator('header').first();
  await nav.locator('[data-slot="wallet-button"] button').first().hover();
  await nav.getByRole('button', { name: `Connect ${walletName}` }).click();
}

/** Disconnects through the navigation's wallet panel. */
export async function disconnectFromNav(page: Page): Promise<void> {
  const nav = page.locator('header').first();
  await nav.locator('[data-slot="wallet-address"]').click();
  await nav.getByRole('button', { name: 'Disconnect' }).click();
  await nav.getByRole('button', { name: 'Choose wallet' }).waitFor();
}

/**
 * useBrowser() whose newPage() dismisses demo mode's auto-connect, so a page's wallet state is only
 * what the test does.
 */
export function useBrowserWithoutDemoWallet() {
  const browser = useBrowser();
  return {
    ...browser,
    async newPage(options: Parameters<typeof browser.newPage>[0] = {}) {
      const opened = await browser.newPage(options);
      await dismissDemoWallet(opened.context);
      return opened;
    },
  };
}
