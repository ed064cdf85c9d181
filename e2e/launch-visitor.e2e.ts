// What a first visitor trips over, at 1280 and 390 px: "Contribute Now" brings the form's email field
// into view; the calculator and /checkout warn over the per-person cap at once; the closed sale's
// tracker says it is not running; the tracker's marker labels never overlap; no page scrolls sideways
// on a phone; the demo wallet's "Wallet Connected" fires once across three page loads.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const VIEWPORTS = [{ width: 1280, height: 900 }, { width: 390, height: 844 }];
const PUBLIC_PAGES = ['/', '/ico', '/whitelist', '/whitepaper', '/MoonRunnaDx-Whitepaper.html', '/loading-demo', '/ledger', '/checkout', '/privacy'];

async function quietPage(viewport: { width: number; height: number }) {
  const { page, context } = await newPage({ viewport });
  await dismissDemoWallet(context);
  return { page, context };
}

const inViewport = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

describe('first visitor', () => {
  for (const viewport of VIEWPORTS) {
    it(`"Contribute Now" leaves the email field in view (${viewport.width} px)`, async () => {
      const { page, context } = await quietPage(viewport);
      await page.goto('/');
      await page.getByRole('link', { name: 'Contribute Now' }).first().click();
      await page.waitForFunction(() => location.hash === '#contribute-form');
      const email = '[data-slot="contribution-wizard"] input[type="email"]';
      await page.locator(email).waitFor();
      await expect.poll(() => inViewport(page, email), { timeout: 5_000 }).toBe(true);
      await context.close();
    });

    it(`the calculator and /checkout warn over the cap at once (${viewport.width} px)`, async () => {
      const { page, context } = await quietPage(viewport);
      await page.goto('/ico#calculator');
      const calculator = page.locator('[data-slot="investment-calculator"]');
      // It opens on an order the sale accepts (no warning); 0.1 BTC, over the 10 SOL cap, warns at once.
      await calculator.getByText(/^\$[\d,]+\.\d{2}$/).first().waitFor({ timeout: 15_000 });
      const warning = page.locator('[data-slot="calculator-amount-issue"]');
      expect(await warning.count()).toBe(0);
      await calculator.getByLabel('Currency').selectOption('btc');
      await calculator.getByLabel(/^Amount/).fill('0.1');
      await warning.waitFor({ timeout: 15_000 });
      expect(await warning.innerText()).toMatch(/^Maximum contribution is [\d.]+ SOL per person\./);
      await page.goto('/checkout?amount=0.1&currency=btc');
      const checkoutWarning = page.locator('[data-slot="checkout-amount-issue"]');
      await checkoutWarning.waitFor({ timeout: 15_000 });
      expect(await checkoutWarning.innerText()).toMatch(/^Maximum contribution is [\d.]+ SOL per person\./);
      await context.close();
    });
  }

  it('the tracker says the sale has ended when it is closed, with no day count', async () => {
    const { page, context } = await quietPage({ width: 390, height: 844 });
    // The shared stack's sale stays open for the other files: the closed answers are the server's own
    // with the stage and the running flag of a closed sale.
    const live = (await (await fetch(`${baseUrl}/api/fundraising-stats`)).json()) as Record<string, unknown>;
    const sale = (await (await fetch(`${baseUrl}/api/sale`)).json()) as Record<string, unknown>;
    await page.route('**/api/fundraising-stats', (route) => route.fulfill({ json: { ...live, saleRunning: false, daysRemaining: 40 } }));
    await page.route('**/api/sale', (route) => route.fulfill({ json: { ...sale, phase: 'LISTING', stage: 'closed', acceptingContributions: false } }));
    await page.goto('/ico');
    const tracker = page.locator('[data-slot="progress-tracker"]');
    await tracker.scrollIntoViewIfNeeded();
    await expect.poll(() => tracker.locator('[data-slot="stat-time-remaining"]').innerText(), { timeout: 10_000 }).toBe('Ended');
    expect(await tracker.innerText()).not.toContain('40 days');
    await context.close();
  });

  it("the tracker's marker labels do not overlap on a phone", async () => {
    const { page, context } = await quietPage({ width: 390, height: 844 });
    await page.goto('/ico');
    const tracker = page.locator('[data-slot="progress-tracker"]');
    await tracker.scrollIntoViewIfNeeded();
    await tracker.locator('[data-slot="marker-label"]').nth(4).waitFor({ timeout: 10_000 });
    const boxes = await tracker.locator('[data-slot="marker-label"]').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(5);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap).toBe(false);
      }
    }
    await context.close();
  });

  it('no public page scrolls sideways on a phone', async () => {
    const { page, context } = await quietPage({ width: 390, height: 844 });
    const wide: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const [scrollWidth, innerWidth] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, window.innerWidth]);
      if (scrollWidth > innerWidth!) wide.push(`${path}: ${scrollWidth}px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`the loading demo's text and the footer's newsletter field read whole (${viewport.width} px)`, async () => {
      const { page, context } = await quietPage(viewport);
      await page.goto('/loading-demo');
      expect(await page.locator('main').innerText()).toContain('/> from components/LoadingIndicator.astro');
      await page.goto('/');
      const field = page.locator('footer #newsletter-email, #newsletter-email').last();
      await field.scrollIntoViewIfNeeded();
      // The placeholder fits: the field is at least as wide as "you@example.com" in its font.
      const [width, needed] = await field.evaluate((input: HTMLInputElement) => {
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(input).font;
        probe.textContent = input.placeholder;
        document.body.appendChild(probe);
        const text = probe.getBoundingClientRect().width;
        probe.remove();
        return [input.clientWidth, text + 24];
      });
      expect(width).toBeGreaterThanOrEqual(needed);
      await context.close();
    });
  }

  it('shows one toast at a time, however fast toasts follow each other', async () => {
    const { page, context } = await quietPage({ width: 1280, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.addInitScript(() => {
      const w = window as unknown as { __maxToasts: number };
      w.__maxToasts = 0;
      new MutationObserver(() => {
        w.__maxToasts = Math.max(w.__maxToasts, document.querySelectorAll('[data-slot="toast"]').length);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/ico');
    const copy = page.locator('[data-slot="contract-card"]').getByRole('button', { name: /Copy/ });
    await copy.scrollIntoViewIfNeeded();
    await copy.waitFor();
    for (let i = 0; i < 4; i += 1) await copy.click();
    await page.locator('[data-slot="toast"]').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('[data-slot="toast"]').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __maxToasts: number }).__maxToasts)).toBe(1);
    await context.close();
  });

  it('the demo wallet announces itself once across three page loads', async () => {
    const { page, context } = await newPage();
    // Counts "Wallet Connected" notifications across loads (sessionStorage survives a reload).
    await context.addInitScript(() => {
      const seen = new WeakSet<Element>();
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('[data-slot="notification"]')) {
          if (seen.has(node) || !node.textContent?.includes('Wallet Connected')) continue;
          seen.add(node);
          sessionStorage.setItem('e2e-connected', String(Number(sessionStorage.getItem('e2e-connected') ?? '0') + 1));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard');
    await page.locator('header [data-slot="wallet-address"]').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-connected')), { timeout: 5_000 }).toBe('1');
    for (let load = 0; load < 2; load += 1) {
      await page.reload();
      await page.locator('header [data-slot="wallet-address"]').waitFor({ timeout: 10_000 });
      await page.waitForTimeout(1_500);
    }
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-connected'))).toBe('1');
    await context.close();
  });
});
