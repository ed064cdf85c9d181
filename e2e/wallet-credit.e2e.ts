import { describe, expect, it } from 'vitest';
import { generateKeyPair, getAddressFromPublicKey } from '@solana/kit';
import { useBrowser } from './support/browser';
import { contribute, fundFromDemoWallet } from './support/local-funds';
import { installTestWallet } from './support/test-wallet';
import { connectFromNav, dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();

describe('a contribution credited on the local chain', () => {
  it('offers that wallet the sign-in on the gate and moves the tracker', async () => {
    const keyPair = await generateKeyPair();
    const wallet = await getAddressFromPublicKey(keyPair.publicKey);
    await fundFromDemoWallet(baseUrl, wallet, 5_000_000_000n);

    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await installTestWallet(context, { baseUrl, keyPair });

    await page.goto('/');
    const tracker = page.locator('[data-slot="progress-tracker"]');
    await tracker.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => /^\$[\d,]+$/.test(document.querySelector('[data-slot="raised-amount"]')?.textContent ?? ''));
    const contributorsBefore = Number((await tracker.locator('[data-slot="stat-contributors"]').textContent())!.replace(/,/g, ''));

    await page.goto('/dashboard');
    await connectFromNav(page);
    await page.getByText('Wallet connected! Make a contribution to unlock platform access.').waitFor();
    await page.locator('header [data-slot="wallet-address"]').click();
    await page.locator('header [data-slot="status-balance"]', { hasText: '5.0000 SOL' }).waitFor();

    const { signature } = await contribute(baseUrl, keyPair, '1', 'credit.e2e@example.com');

    // The check reruns when the wallet changes: reconnecting is how a visitor refreshes it. The
    // dashboard's data needs a session, so the gate now offers the wallet's sign-in (its table, with the
    // explorer link of this transaction, is covered by investor-dashboard.e2e.ts).
    await page.reload();
    await page.getByRole('button', { name: 'Sign in with your wallet' }).waitFor({ timeout: 15_000 });
    // One next step, never two that contradict: no "Contribution Required" above the wallet sign-in.
    expect(await page.getByRole('heading', { name: 'Contribution Required' }).count()).toBe(0);
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);

    await page.goto('/');
    await tracker.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-slot="stat-contributors"]')?.textContent?.replace(/,/g, '') ?? 'NaN') > before,
      contributorsBefore,
      { timeout: 15_000 },
    );
    await context.close();
  });
});
