// Islands that hydrate after another island filled a shared store (the demo wallet connected, the
// sale loaded) must first render what the server rendered, or React throws away their HTML.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

const { newPage } = useBrowser();

describe('island hydration', () => {
  it('raises no page error on / and /ico when the wallet connects before the islands are scrolled to', async () => {
    for (const path of ['/', '/ico']) {
      const { page, context } = await newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      // The demo wallet connects after 3 s in the local default, before anything below the fold hydrates.
      await page.getByRole('button', { name: /2da1g/ }).first().waitFor({ timeout: 15_000 });
      const wizard = page.locator('[data-slot="contribution-wizard"]');
      await wizard.scrollIntoViewIfNeeded();
      await wizard.getByText('Wallet Connected').first().waitFor();
      if (path === '/ico') await page.locator('#calculator').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(errors, path).toEqual([]);
      await context.close();
    }
  });
});
