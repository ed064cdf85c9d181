// The e2e run's Chromium (global-setup.ts starts one for every file), launched the way this machine
// allows (Debian's /usr/bin/chromium); each test file connects to it and keeps its own contexts.
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROME_PATH } from '../../scripts/lib/browser/chromium.mjs';
import { holdStarfieldStill } from './still-starfield';

export { CHROMIUM_ARGS };

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Registers a browser for the current test file and returns accessors for it: a connection to the
 * run's shared Chromium (closing it closes every context this file opened), else one of its own.
 */
export function useBrowser() {
  let browser: Browser;
  const endpoint = inject('browserEndpoint');
  beforeAll(async () => {
    browser = endpoint ? await chromium.connect(endpoint) : await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  return {
    baseUrl,
    /** A fresh context (own storage, the starfield held still) and page; viewport defaults to a laptop. */
    async newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ baseURL: baseUrl, ...options });
      await holdStarfieldStill(context);
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

/** Resolves once the page's React islands have hydrated (portal forms enable their submit buttons then). */
export async function hydrated(page: Page) {
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/**
 * Collects the page's console errors (CSP violations, exceptions) except failed-request lines: a
 * 401 or 4xx the test provokes on purpose is logged by the browser as "Failed to load resource".
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The text of a finished download. Read through its stream: the run's browser is connected remotely
 * (global-setup.ts), where a download has no local path.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
