import { describe, expect, it } from 'vitest';
import { generateKeyPair, getAddressFromPublicKey } from '@solana/kit';
import { useBrowser } from './support/browser';
import { contribute, fundFromDemoWallet } from './support/local-funds';
import { installTestWallet } from './support/test-wallet';
import { connectFromNav, dismissDemoWallet } from './support/wallet-page';

const { newPage, baseUrl } = useBrowser();

describe('a contribution credited on the local chain', () => {
  it('unlocks the gate for that wallet, lists it with its explorer link and moves the tracker', async () => {
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

    // The check reruns when the wallet changes: reconnecting is how a visitor refreshes it.
    await page.reload();
    const row = page.locator('[data-slot="my-contribution"]').first();
    await row.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: 'Contribution Required' }).count()).toBe(0);
    const link = row.getByRole('link');
    expect(await link.getAttribute('href')).toBe(`https://explorer.solana.com/tx/${signature}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`);
    expect(await row.textContent()).toContain('1');

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
