// Records every toast the page shows, so a test can assert a toast that was already replaced (the
// notices store keeps one at a time, and the contribution flow replaces its first toast after 2.5 s).
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __toastLog?: string[];
  }
}

/** Installs the recorder in every page of `context`; call before the first `page.goto`. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: string[] = (window.__toastLog = []);
    const seen = new WeakSet<Element>();
    const scan = () => {
      for (const toast of document.querySelectorAll('[data-slot="toast"]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        log.push(toast.querySelector('p')?.textContent ?? '');
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until a toast titled `title` has been shown at any time since the page loaded. */
export async function toastShown(page: Page, title: string, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction((wanted) => window.__toastLog?.includes(wanted) ?? false, title, { timeout: timeoutMs });
}

/** The titles of every toast shown so far, in order. */
export const toastTitles = (page: Page) => page.evaluate(() => window.__toastLog ?? []);
