// A buyer without an account finds their refund on /ledger, end to end on the local chain: a payment
// without a contribution reference is marked for refund in the console; the wallet's lookup then says
// what is owed, in SOL and in the buyer's words (never the admin's note) and what happens next; once the
// treasury refunded it and the console recorded the transaction, the lookup shows the refund with its link.
import { createSignerFromKeyPair } from '@solana/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, useBrowser } from './support/browser';
import { signInAdmin } from './support/admin-session';
import { pageApi } from './support/community';
import { sendSol } from './support/local-funds';
import { fundedKeypair, runWatcher } from './support/local-payer';
import { LOCAL_TREASURY, refundFromTreasury } from './support/local-treasury';
import type { WalletRefundsLookup } from '@core/api/refunds-wallet';

const { newPage, baseUrl } = useBrowser();
const LAMPORTS = 5_000_000n;
const UNDER_REVIEW = 500_000_000n;
const ADMIN_NOTE = 'Asked back by mail on the 3rd';

/** Runs the watcher until the admin's unmatched list holds the payment of `lamports` from `sender`; returns its id. */
async function unmatchedPaymentOf(page: Page, sender: string, lamports: bigint): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await runWatcher(baseUrl);
    const list = await pageApi<{ items: { id: string; sender: string; lamports: string }[] }>(page, `/api/admin/reconciliation/unmatched?q=${sender}`);
    const found = list.data.items.find((item) => item.sender === sender && item.lamports === String(lamports));
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the watcher never recorded the payment');
}

/** The public lookup's answer once it lists a paid refund (it is cached for a few seconds). */
async function paidLookup(wallet: string): Promise<WalletRefundsLookup> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = (await (await fetch(`${baseUrl}/api/ledger/refunds/${wallet}`)).json()) as WalletRefundsLookup;
    if (answer.paid.length > 0) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the lookup never listed the refund');
}

/** The lookup island loads when /ledger's Refunds section is reached, which takes seconds on a busy machine (expect.poll waits 1 s by default). */
const POLL = { timeout: 20_000 };

describe('the refund lookup on /ledger', () => {
  it('shows a wallet-only buyer what is owed, then the refund paid with its transaction', async () => {
    const payer = await fundedKeypair(baseUrl, 1);
    const signer = await createSignerFromKeyPair(payer.keyPair);
    // A larger payment stays under review (not owed): it also leaves the treasury of a fresh stack enough to refund the other.
    await sendSol(baseUrl, signer, LOCAL_TREASURY, UNDER_REVIEW);
    await sendSol(baseUrl, signer, LOCAL_TREASURY, LAMPORTS);

    const { page: adminPage } = await newPage();
    await adminPage.goto('/admin/login');
    await signInAdmin(adminPage);
    await unmatchedPaymentOf(adminPage, payer.address, UNDER_REVIEW);
    const paymentId = await unmatchedPaymentOf(adminPage, payer.address, LAMPORTS);
    expect((await pageApi(adminPage, `/api/admin/reconciliation/unmatched/${paymentId}/refund`, { reason: ADMIN_NOTE })).status).toBe(200);

    const { page } = await newPage();
    await page.goto(`/ledger?refund-wallet=${payer.address}#refunds`);
    const answer = page.locator('[data-slot="refund-lookup-answer"]');
    await expect.poll(() => answer.locator('[data-slot="refund-owed-amount"]').textContent(), POLL).toBe('0.005 SOL');
    await expect.poll(() => page.getByRole('heading', { name: 'Owed to this wallet' }).count(), POLL).toBe(1);
    expect(await answer.locator('[data-slot="refund-owed"]').count()).toBe(1);
    expect(await answer.textContent()).toContain('The team pays it from the sale treasury back to the wallet it came from');
    expect(await answer.textContent()).not.toContain(ADMIN_NOTE);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const signature = await refundFromTreasury(baseUrl, payer.address, LAMPORTS);
    expect((await pageApi(adminPage, '/api/admin/reconciliation/refunds', { wallet: payer.address, signature })).status).toBe(200);
    await paidLookup(payer.address);

    await page.getByLabel('Wallet address you paid from').fill(payer.address);
    await page.getByRole('button', { name: 'Look up' }).click();
    const link = answer.locator('[data-slot="refund-tx-link"]');
    await expect.poll(() => link.getAttribute('href'), POLL).toContain(`/tx/${signature}`);
    expect(await answer.locator('[data-slot="refund-owed-amount"]').count()).toBe(0);
    expect(await answer.locator('[data-slot="refund-paid-amount"]').textContent()).toBe('0.005 SOL');

    await page.getByLabel('Wallet address you paid from').fill('not-a-wallet');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.locator('[data-slot="refund-lookup-error"]').textContent(), POLL).toBe('Please enter a valid Solana wallet address');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
