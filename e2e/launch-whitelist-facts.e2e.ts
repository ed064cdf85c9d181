// Every whitelist figure a visitor reads comes from the server's live settings and the shared rules:
// after the admin changes places and SOL per person, /whitelist and the landing page state the new
// ones everywhere (no build-time "10 SOL" left beside them), and the minimum is the wizard's live SOL
// equivalent of the USD minimum, not a fixed "0.6 SOL".
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoRates, SaleInfo } from '@core/api/sale';
import type { WhitelistSettingsView } from '@core/api/admin';
import { seriousAxeViolations, useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';
import { pageApi } from './support/community';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();
const CHANGED = { maxParticipants: 321, maxSolPerPerson: 7.5 };
let saved: WhitelistSettingsView;

async function saveWhitelistSettings(settings: WhitelistSettingsView) {
  const { page, context } = await newPage();
  await page.goto('/');
  await signInAdmin(page);
  const answer = await pageApi(page, '/api/admin/whitelist-settings', settings);
  expect(answer.status).toBe(200);
  await context.close();
}

async function readWhitelistSettings(): Promise<WhitelistSettingsView> {
  const { page, context } = await newPage();
  await page.goto('/');
  await signInAdmin(page);
  const answer = await pageApi<WhitelistSettingsView>(page, '/api/admin/whitelist-settings');
  await context.close();
  return answer.data;
}

/** The text of every `data-live-fact` element named `fact`, once the page has filled them. */
const factTexts = (page: Page, fact: string) => page.locator(`[data-live-fact="${fact}"]`).allInnerTexts();

describe('live whitelist figures', () => {
  beforeAll(async () => {
    saved = await readWhitelistSettings();
    await saveWhitelistSettings({ ...saved, ...CHANGED });
  });

  afterAll(async () => {
    await saveWhitelistSettings(saved);
  });

  for (const path of ['/whitelist', '/']) {
    it(`${path} states the admin's new places and SOL per person everywhere, and the live minimum`, async () => {
      const sale = (await (await fetch(`${baseUrl}/api/sale`)).json()) as SaleInfo;
      expect(sale.whitelist).toMatchObject(CHANGED);
      const rates = (await (await fetch(`${baseUrl}/api/crypto-rates`)).json()) as CryptoRates;
      const minimumUsd = sale.phases.find((phase) => phase.name === 'WHITELIST')!.minContributionUSD;

      const { page, context } = await newPage({ viewport: { width: 390, height: 844 } });
      await dismissDemoWallet(context);
      await page.goto(path);
      await expect.poll(() => factTexts(page, 'whitelistMaxSol'), { timeout: 10_000 }).toSatisfy((texts: string[]) => texts.length > 0 && texts.every((text) => text === '7.5 SOL'));
      expect(new Set(await factTexts(page, 'whitelistParticipants'))).toEqual(new Set(['321']));

      const text = await page.locator('main').innerText();
      // Every "per person" cap the page states is the live one.
      const perPersonCaps = [...text.matchAll(/up to\s+([\d.,]+) SOL/g), ...text.matchAll(/([\d.,]+) SOL per person/g)].map((match) => match[1]);
      expect(perPersonCaps.length).toBeGreaterThan(0);
      expect(new Set(perPersonCaps)).toEqual(new Set(['7.5']));
      expect(text).not.toMatch(/\b0\.6 SOL/);

      if (path === '/whitelist') {
        const minimum = `≈${(minimumUsd / rates.rates.sol).toFixed(3)} SOL`;
        await expect.poll(() => factTexts(page, 'whitelistMinSol')).toEqual([minimum]);
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
