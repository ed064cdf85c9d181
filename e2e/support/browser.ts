// One Chromium per test file, launched the way this machine allows (Debian's /usr/bin/chromium).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROME_PATH } from '../../scripts/lib/chromium.mjs';

export { CHROMIUM_ARGS };

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** Registers a browser for the current test file and returns accessors for it. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  return {
    baseUrl,
    /** A fresh context (own storage) and page; viewport defaults to a laptop. */
    async newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ baseURL: baseUrl, ...options });
      const page = await context.newPage();
      return { context, page };
    },
  };
}

/** axe violations that are serious or critical, as readable lines (empty when clean). */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
