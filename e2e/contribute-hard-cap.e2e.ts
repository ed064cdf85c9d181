// An intent that cannot fit under the hard cap is refused before anything is paid, and the wizard says
// how much room is left (docs/decisions.md, "Intents and the hard cap"). The admin's caps are restored after.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';
import { pageApi } from './support/community';
import { atStep, fillAmountAndTerms, press, wizardOf } from './support/contribute-flow';
import { fundedKeypair } from './support/local-payer';
import { installTestWallet } from './support/test-wallet';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();

type Caps = { currentAmount: number; goal: number; softCap: number; hardCap: number; endDate: string | null };

describe('the hard cap in the wizard', () => {
  it('refuses a contribution larger than the room left, saying how much room is left, and sends nothing', async () => {
    const payer = await fundedKeypair(baseUrl, 3);
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    const wallet = await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    await page.goto('/');
    await signInAdmin(page);
    const before = (await pageApi<Caps>(page, '/api/admin/fundraising/stats')).data;
    const hardCap = Math.ceil(before.currentAmount) + 150;
    const set = (caps: Pick<Caps, 'goal' | 'softCap' | 'hardCap'>) =>
      pageApi(page, '/api/admin/fundraising/stats', { goal: String(caps.goal), softCap: String(caps.softCap), hardCap: String(caps.hardCap), endDate: before.endDate ?? '' });
    expect((await set({ goal: hardCap, softCap: Math.min(before.softCap, hardCap), hardCap })).status).toBe(200);
    try {
      await page.goto('/checkout');
      await atStep(page, 1);
      const wizard = wizardOf(page);
      await wizard.getByLabel('Email Address').fill(`hard-cap-${Date.now()}@example.com`);
      await wizard.getByRole('button', { name: /^Connect/ }).click();
      await wizard.getByText('Wallet Connected').waitFor();
      await press(page, 'Next');
      await fillAmountAndTerms(page, '1');
      await press(page, 'Confirm Contribution');
      const status = page.locator('[data-slot="payment-status"]');
      await status.getByText(/Only \$[\d,.]+ of room left under the hard cap \(≈[\d.]+ SOL at current price\)/).waitFor({ timeout: 15_000 });
      expect(wallet.sent).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await set(before);
    }
    await context.close();
  });
});
