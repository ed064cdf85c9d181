// Sign-In With Solana end to end with the Wallet Standard test wallet: `solana:signIn` on /mrdx for a
// wallet that contributed (a whole sign-in: the mailed temporary password is revoked, nothing is owed),
// then the `solana:signMessage` fallback from the /dashboard gate; a wallet that never contributed is
// refused with a clear message.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/browser';
import { portalReady, temporaryPassword } from './support/investor-mail';
import { contribute } from './support/local-funds';
import { fundedKeypair } from './support/local-payer';
import { recordToasts } from './support/toast-log';
import { connectFromNav, useBrowserWithoutDemoWallet } from './support/wallet-page';
import { installTestWallet } from './support/test-wallet';

const { newPage, baseUrl } = useBrowserWithoutDemoWallet();
const EMAIL = `siws-${Date.now()}@example.com`;

describe('Sign-In With Solana', () => {
  it('signs in on /mrdx with solana:signIn, then on the /dashboard gate with the signMessage fallback', async () => {
    const payer = await fundedKeypair(baseUrl, 3);
    await contribute(baseUrl, payer.keyPair, '1', EMAIL);
    const temporary = await temporaryPassword(EMAIL);

    const first = await newPage();
    const wallet = await installTestWallet(first.context, { baseUrl, secretKey: payer.secretKey });
    await recordToasts(first.context);
    await first.page.goto('/mrdx');
    await portalReady(first.page);
    await Promise.all([first.page.waitForURL(/\/dashboard\/?$/), first.page.getByRole('button', { name: 'Sign in with your wallet' }).click()]);
    expect(wallet.signedMessages).toHaveLength(1);
    expect(wallet.signedMessages[0]).toContain(`wants you to sign in with your Solana account:\n${payer.address}`);
    // A whole sign-in: no mailed password asked for; the dashboard offers to set one instead.
    await first.page.getByRole('heading', { name: `Welcome, ${EMAIL}` }).waitFor({ timeout: 15_000 });
    await first.page.locator('[data-slot="password-card"]').getByRole('heading', { name: 'Set a password' }).waitFor();
    expect(await first.page.getByLabel('Temporary password').count()).toBe(0);
    const refused = await first.page.evaluate(
      async ([username, password]) => (await fetch('/api/investor/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) })).status,
      [EMAIL, temporary] as const,
    );
    expect(refused).toBe(401);
    await first.context.close();

    const second = await newPage();
    const fallback = await installTestWallet(second.context, { baseUrl, secretKey: payer.secretKey, messageSigning: 'signMessage' });
    await second.page.goto('/dashboard');
    await second.page.getByRole('heading', { name: 'Contribution Required' }).waitFor();
    await connectFromNav(second.page);
    const signIn = second.page.getByRole('button', { name: 'Sign in with your wallet' });
    await signIn.waitFor({ timeout: 15_000 });
    expect(await seriousAxeViolations(second.page)).toEqual([]);
    await Promise.all([second.page.waitForURL(/\/dashboard\/?$/), signIn.click()]);
    await second.page.getByRole('heading', { name: `Welcome, ${EMAIL}` }).waitFor({ timeout: 15_000 });
    expect(fallback.signedMessages).toHaveLength(1);
    await second.context.close();
  }, 180_000);

  it('refuses a wallet that never contributed, and a declined request, with clear messages', async () => {
    const stranger = await fundedKeypair(baseUrl, 1);
    const { page, context } = await newPage();
    const wallet = await installTestWallet(context, { baseUrl, secretKey: stranger.secretKey });
    await page.goto('/mrdx');
    await portalReady(page);
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click();
    const toast = page.locator('[data-slot="toast"]');
    await toast.getByText('Wallet sign-in failed').waitFor();
    expect(await toast.innerText()).toMatch(/contribut/i);
    expect(await seriousAxeViolations(page)).toEqual([]);

    wallet.setBehaviour('reject');
    await page.getByRole('button', { name: 'Sign in with your wallet' }).click();
    await toast.getByText('You declined the sign-in request in your wallet.').waitFor();
    expect((await page.evaluate(async () => (await fetch('/api/investor/profile')).status))).toBe(401);
    await context.close();
  }, 180_000);
});
