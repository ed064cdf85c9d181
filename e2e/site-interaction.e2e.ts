// Keyboard navigation, the zero-JS drawer on a phone, the exclusive FAQ, the newsletter and the demo tabs.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, useBrowser } from './support/browser';

const { newPage } = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 } };

describe('site interaction', () => {
  it('reaches and follows a navigation link with the keyboard', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    const whitepaper = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Whitepaper' });
    for (let i = 0; i < 10 && !(await whitepaper.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(whitepaper.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/whitepaper')), page.keyboard.press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('MoonRunnaDx Whitepaper');
    await context.close();
  });

  it('opens and closes the drawer by keyboard on a phone, and its links work', async () => {
    const { page, context } = await newPage(PHONE);
    await page.goto('/whitepaper');
    const drawer = page.locator('#nav-drawer');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.isVisible()).resolves.toBe(true);
    // The modal dialog takes focus; Escape closes it and focus returns to the menu button.
    await expect(drawer.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer.isVisible()).resolves.toBe(false);
    await expect(menu.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Enter');
    await expect(drawer.isVisible()).resolves.toBe(true);
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), drawer.getByRole('link', { name: 'Home' }).press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('closes the drawer when one of its links only scrolls the landing page', async () => {
    const { page, context } = await newPage(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#nav-drawer').getByRole('link', { name: 'Contact' }).click();
    await expect(page.locator('#nav-drawer').isVisible()).resolves.toBe(false);
    await page.waitForFunction(() => location.hash === '#contact');
    await context.close();
  });

  it('keeps one FAQ answer open at a time', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    const items = page.locator('#faq details');
    await expect(items.count()).resolves.toBe(9);
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    await expect(page.locator('#faq details[open]').count()).resolves.toBe(1);
    await expect(items.nth(2).evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);
    await expect(page.locator('#faq a[href="/referral"]').count()).resolves.toBe(1);
    await context.close();
  });

  it('subscribes to the newsletter, accepts a repeat and rejects a bad address', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    const form = page.locator('#newsletter');
    const email = `fan-${Date.now()}@example.com`;
    const message = form.getByRole('status');
    for (let attempt = 0; attempt < 2; attempt++) {
      await form.getByLabel('Subscribe to the newsletter').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForFunction(() => document.querySelector('#newsletter-message')?.getAttribute('data-state') === 'success');
      await expect(message.textContent()).resolves.toContain('check your inbox');
    }
    await form.getByLabel('Subscribe to the newsletter').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForFunction(() => document.querySelector('#newsletter-message')?.getAttribute('data-state') === 'error');
    await expect(message.textContent()).resolves.toBe('Please enter a valid email address');
    await context.close();
  });

  it('links to the newsletter form instead of embedding it on static pages', async () => {
    const { page, context } = await newPage();
    await page.goto('/privacy');
    await expect(page.locator('form#newsletter').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Subscribe to the newsletter' }).getAttribute('href')).resolves.toBe('/#newsletter');
    await context.close();
  });

  it('switches the loading demo tabs with arrow keys and resizes within 30 to 120 px', async () => {
    const { page, context } = await newPage();
    await page.goto('/loading-demo');
    await page.getByRole('tab', { name: 'Demo' }).focus();
    await page.keyboard.press('ArrowRight');
    const settings = page.getByRole('tab', { name: 'Settings' });
    await expect(settings.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('tabpanel', { name: 'Settings' }).isVisible()).resolves.toBe(true);
    const larger = page.getByRole('button', { name: /Larger/ });
    for (let i = 0; i < 6; i++) await larger.click();
    await expect(page.locator('#size-output').textContent()).resolves.toBe('120 px');
    await expect(larger.getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByLabel('Logo').check();
    await settings.focus();
    await page.keyboard.press('Home');
    await expect(page.locator('#demo-logo svg').getAttribute('width')).resolves.toBe('120');
    await expect(page.locator('#demo-logo').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('draws 100 still stars and shows the whitelist card at once when reduced motion is preferred', async () => {
    const { page, context } = await newPage({ reducedMotion: 'reduce' });
    await page.goto('/whitelist');
    await expect(page.locator('svg.starfield circle').count()).resolves.toBe(100);
    const animations = await page.locator('svg.starfield g').evaluateAll((groups) =>
      groups.map((group) => getComputedStyle(group).animationName),
    );
    expect(animations).toEqual(['none', 'none', 'none']);
    await page.waitForTimeout(200);
    await expect(page.locator('.whitelist-open').evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe('1');
    await context.close();
  });

  it('keeps the whitelist card hidden for its first 3 seconds otherwise', async () => {
    const { page, context } = await newPage();
    await page.goto('/whitelist');
    await expect(page.locator('.whitelist-open').evaluate((el) => Number(getComputedStyle(el).opacity))).resolves.toBeLessThan(0.5);
    await page.waitForTimeout(3_600);
    await expect(page.locator('.whitelist-open').evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe('1');
    await context.close();
  });
});
