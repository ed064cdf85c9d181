// The progress tracker's "Milestone Reached!" toast, end to end: the raised total crosses 25% of the
// goal while the page is open. The crossing comes from a fundraising adjustment row (the audited way
// totals change besides credits), written to the stack's local D1 and removed afterwards.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPS } from '@core/sale-config';
import { useBrowser } from './support/browser';
import { queryLocalD1 } from './support/local-d1';
import { dismissDemoWallet } from './support/wallet-page';

const { newPage } = useBrowser();
const ADJUSTMENT_ID = 'e2e-milestone-adjustment';

describe('milestone toast', () => {
  it('shows "Milestone Reached!" when the raised amount crosses 25% of the goal', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto('/');
    const tracker = page.locator('[data-slot="progress-tracker"]');
    await tracker.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-slot="raised-amount"]')?.textContent?.startsWith('$'));
    const cents = Math.round(DEFAULT_CAPS.goal * 0.3 * 100);
    try {
      await queryLocalD1(
        `INSERT INTO fundraising_adjustments (id, usd_cents, investors_delta, reason, actor, created_at) VALUES ('${ADJUSTMENT_ID}', ${cents}, 0, 'e2e milestone crossing', 'e2e', ${Date.now()})`,
      );
      // Stats are cached for 5 s and polled every 5 s.
      await page.getByText('Milestone Reached!').waitFor({ timeout: 20_000 });
      expect(await page.getByText(/25% of the fundraising goal/).count()).toBeGreaterThan(0);
    } finally {
      await queryLocalD1(`DELETE FROM fundraising_adjustments WHERE id = '${ADJUSTMENT_ID}'`);
      await context.close();
    }
  });
});
