// The public site's pages: status, heading, no JavaScript on static content pages, axe clean.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, useBrowser } from './support/browser';

const { newPage, baseUrl } = useBrowser();

const PAGES = [
  { path: '/', heading: 'Solana Is Taking Off. Launch With MRDX.' },
  { path: '/whitepaper', heading: 'MoonRunnaDx Whitepaper' },
  { path: '/MoonRunnaDx-Whitepaper.html', heading: 'MoonRunnaDx Whitepaper' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/whitelist', heading: 'Join the MRDX Whitelist' },
  { path: '/ico', heading: 'MRDX ICO' },
  { path: '/loading-demo', heading: 'Loading Animation Demo' },
] as const;

const STATIC_CONTENT = ['/whitepaper', '/MoonRunnaDx-Whitepaper.html', '/privacy', '/terms', '/cookies', '/no-such-page'];

describe('site pages', () => {
  it.each(PAGES)('serves $path with status 200, its heading and no console error', async ({ path, heading }) => {
    const { page, context } = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // innerText: the words on screen (a stage-dependent title keeps its other stages' words hidden).
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(heading);
    // A CSP violation (inline style or script without a hash) shows up here.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown route with the 404 page', async () => {
    const { page, context } = await newPage();
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it.each(STATIC_CONTENT)('loads no JavaScript on the static page %s', async (path) => {
    const { page, context } = await newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    await expect(page.locator('script:not([type="application/ld+json"])').count()).resolves.toBe(0);
    await context.close();
  });

  it.each([...PAGES.map((p) => p.path), '/no-such-page'])('has no serious or critical axe violation on %s', async (path) => {
    const { page, context } = await newPage();
    await page.goto(path);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('serves robots.txt pointing to the sitemap, and the sitemap', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: .*\/sitemap-index\.xml$/m);
    const sitemap = await fetch(`${baseUrl}/sitemap-0.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('/whitepaper/');
  });

  it('shows the landing sections with numbers from the sale config', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    for (const id of ['about', 'contribute', 'roadmap', 'faq', 'contact']) {
      await expect(page.locator(`#${id}`).count()).resolves.toBe(1);
    }
    await expect(page.locator('#about li.card').count()).resolves.toBe(9);
    await expect(page.locator('#roadmap li').count()).resolves.toBe(5);
    await expect(page.getByText('+15 More').isVisible()).resolves.toBe(true);
    await expect(page.locator('#faq').textContent()).resolves.toContain('$50');
    await expect(page.locator('main').innerText()).resolves.not.toMatch(/\{\{|\$0\.001\b|\$0\.0018/);
    await context.close();
  });
});
