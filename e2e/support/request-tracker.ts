// Counts a page's requests in flight, so a test can wait until the page has nothing left to load at any
// moment (networkidle only waits after a navigation): after `page.clock.runFor` has fired timers that
// start requests, say.
import type { Page } from 'playwright-core';

/** What a network-quiet wait allows: Playwright's networkidle also waits for 500 ms without a request. */
const QUIET_MS = 500;

/** Starts counting `page`'s requests; call it before the page loads anything. */
export function trackRequests(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    /** Resolves once no request has been in flight for 500 ms; throws after `timeoutMs`. */
    async quiet(timeoutMs = 15_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`${inFlight} requests still in flight after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
