// Every page says what a visitor can do in each stage of the sale (core/sale-stage.ts) and offers no
// purchase the sale would refuse: the landing hero, /whitelist, /ico's calculator, /checkout and the
// wizard, before the start, in each phase, sold out, closed, and closed below the soft cap. The stage
// is the server's (GET /api/sale); the test answers that one call for each stage, as the server would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SaleInfo } from '@core/api/sale';
import type { SaleStage } from '@core/sale-stage';
import { seriousAxeViolations, useBrowser } from './support/browser';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();

const PHASE_OF: Record<SaleStage, SaleInfo['phase']> = {
  upcoming: 'WHITELIST',
  whitelist: 'WHITELIST',
  ico: 'ICO',
  'sold-out': 'ICO',
  closed: 'LISTING',
  refunds: 'LISTING',
};
const CLOSED: SaleStage[] = ['upcoming', 'sold-out', 'closed', 'refunds'];

/** A page whose GET /api/sale answers the real sale moved to `stage`. */
async function pageInStage(stage: SaleStage, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const real = (await (await fetch(`${baseUrl}/api/sale`)).json()) as SaleInfo;
  const { context, page } = await newPage({ viewport });
  await dismissDemoWallet(context);
  await page.route('**/api/sale', (route) =>
    route.fulfill({
      json: { ...real, stage, phase: PHASE_OF[stage], initialized: stage !== 'upcoming', acceptingContributions: stage === 'whitelist' || stage === 'ico', serverTime: Date.now() },
    }),
  );
  return page;
}

/** The visible links and buttons whose names offer a purchase. */
async function purchaseOffers(page: Page): Promise<string[]> {
  const offers = page.getByRole('link', { name: /contribute now|invest now|join the whitelist|make additional contribution/i });
  const buttons = page.getByRole('button', { name: /invest now|confirm contribution/i });
  const names: string[] = [];
  for (const locator of [offers, buttons]) {
    for (const item of await locator.all()) if (await item.isVisible()) names.push((await item.textContent()) ?? '');
  }
  return names;
}

describe('a page in each stage of the sale', () => {
  it.each(CLOSED)('offers no purchase on the landing page, /whitelist, /ico and /checkout when %s', async (stage) => {
    for (const path of ['/', '/whitelist', '/ico', '/checkout?amount=1&currency=sol']) {
      const page = await pageInStage(stage);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('html[data-sale-stage], [data-slot="sale-stage-notice"]').first().waitFor({ state: 'attached' });
      expect({ path, offers: await purchaseOffers(page) }).toEqual({ path, offers: [] });
      await page.context().close();
    }
  }, 180_000);

  it('says on the landing page what a visitor can do instead, with the wizard replaced by the stage notice', async () => {
    for (const [stage, action] of [['sold-out', 'See the public ledger'], ['closed', 'Follow the token distribution'], ['refunds', 'See the public ledger'], ['upcoming', 'Register for the whitelist']] as const) {
      const page = await pageInStage(stage);
      await page.goto('/', { waitUntil: 'networkidle' });
      const hero = page.locator('#hero-title').locator('xpath=..');
      expect(await hero.getByRole('link', { name: action }).isVisible()).toBe(true);
      // The wizard hydrates when scrolled to.
      await page.locator('#contribute-form').scrollIntoViewIfNeeded();
      const notice = page.locator('[data-slot="contribution-wizard"] [data-slot="sale-stage-notice"]');
      await notice.waitFor();
      expect(await notice.getAttribute('data-stage')).toBe(stage);
      expect(await page.getByRole('heading', { name: /^Step 1 of 3/ }).count()).toBe(0);
      await page.context().close();
    }
  }, 120_000);

  it('closes /whitelist after the whitelist: its title, its terms card and no registration form', async () => {
    const page = await pageInStage('ico');
    await page.goto('/whitelist', { waitUntil: 'networkidle' });
    expect(await page.locator('h1').innerText()).toBe('The MRDX Whitelist has closed');
    expect(await page.getByRole('heading', { name: 'Whitelist Now Open' }).count()).toBe(0);
    expect(await page.locator('#whitelist-registration').isVisible()).toBe(false);
    // The ICO is open: the call to action is the contribution form.
    expect(await page.locator('[data-slot="stage-action"]').first().getByRole('link', { name: 'Contribute Now' }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("words /ico's whitelist card in the past once the whitelist is over", async () => {
    for (const [stage, title, line] of [
      ['whitelist', 'Whitelist phase', /^Lasts \d+ days, then the ICO runs/],
      ['ico', 'Whitelist phase (closed)', /^Ran \d+ days, before the ICO at/],
      ['closed', 'Whitelist phase (closed)', /^Ran \d+ days, before the ICO at/],
    ] as const) {
      const page = await pageInStage(stage);
      await page.goto('/ico', { waitUntil: 'networkidle' });
      await page.locator('html[data-sale-stage]').waitFor({ state: 'attached' });
      const card = page.locator('section[aria-labelledby="banner-title"]');
      expect(await page.getByRole('heading', { name: title, exact: true }).isVisible()).toBe(true);
      const visibleLines = (await card.locator('li').allInnerTexts()).map((text) => text.trim());
      expect(visibleLines.some((text) => line.test(text))).toBe(true);
      expect(visibleLines.some((text) => /^Lasts/.test(text))).toBe(stage === 'whitelist');
      await page.context().close();
    }
  });

  it("says in the tracker's Time Remaining card that the sale has not started, is sold out or has ended", async () => {
    for (const [stage, value] of [['upcoming', 'Not started'], ['ico', /^\d+ days?$/], ['sold-out', 'Sold out'], ['closed', 'Ended'], ['refunds', 'Ended']] as const) {
      const page = await pageInStage(stage);
      await page.goto('/', { waitUntil: 'networkidle' });
      const tracker = page.locator('[data-slot="progress-tracker"]');
      await tracker.scrollIntoViewIfNeeded();
      const card = tracker.locator('[data-slot="stat-time-remaining"]');
      await page.waitForFunction(() => !['—', ''].includes(document.querySelector('[data-slot="stat-time-remaining"]')?.textContent ?? ''));
      const text = await card.innerText();
      if (typeof value === 'string') expect({ stage, text }).toEqual({ stage, text: value });
      else expect(text).toMatch(value);
      expect(await tracker.innerText()).not.toMatch(/not running/i);
      await page.context().close();
    }
  }, 120_000);

  it('opens /whitelist for registration before the start and during the whitelist', async () => {
    for (const stage of ['upcoming', 'whitelist'] as const) {
      const page = await pageInStage(stage);
      await page.goto('/whitelist', { waitUntil: 'networkidle' });
      expect(await page.locator('h1').innerText()).toBe('Join the MRDX Whitelist');
      expect(await page.locator('#whitelist-registration').isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it('shows the stage notice instead of the calculator and the order on /ico and /checkout', async () => {
    const page = await pageInStage('closed');
    await page.goto('/ico', { waitUntil: 'networkidle' });
    const calculator = page.locator('#calculator');
    await calculator.scrollIntoViewIfNeeded();
    await calculator.locator('[data-slot="sale-stage-notice"]').waitFor();
    expect(await calculator.getByRole('button', { name: 'Invest Now' }).count()).toBe(0);
    await page.goto('/checkout?amount=1&currency=sol', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'The sale has ended', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your Order' }).count()).toBe(0);
    await page.context().close();
  });
});
