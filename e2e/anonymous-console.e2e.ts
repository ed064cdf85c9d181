// An anonymous visitor's console stays clean on every public page: no failed request (no 401 from a
// profile check nobody needs: stores/session.ts asks only with the session hint cookie), no error.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { trackRequests } from './support/request-tracker';

const { newPage } = useBrowser();

const PUBLIC_PAGES = [
  '/',
  '/ico',
  '/whitelist',
  '/checkout',
  '/ledger',
  '/whitepaper',
  '/MoonRunnaDx-Whitepaper.html',
  '/privacy',
  '/terms',
  '/cookies',
  '/referrals',
  '/referral',
  '/dashboard',
  '/mrdx',
  '/payment-success',
  '/loading-demo',
];

describe('an anonymous visitor', () => {
  it.each(PUBLIC_PAGES)('sees no console error and no failed request on %s', async (path) => {
    const { page, context } = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const requests = trackRequests(page);
    // The page's timers run on a clock the test moves (flowing as usual meanwhile).
    await context.clock.install();
    await page.goto(path, { waitUntil: 'networkidle' });
    // Islands hydrate on scroll or after a while (the demo wallet connects after 3 s): the first 3.5 s
    // of the page's timers run at once, then everything they started loads.
    await page.mouse.wheel(0, 20_000);
    await page.clock.runFor(3_500);
    await requests.quiet();
    expect(errors).toEqual([]);
    await context.close();
  });
});
