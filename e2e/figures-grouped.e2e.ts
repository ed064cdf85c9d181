// Every SOL figure a person reads is grouped like every other figure ("1,077.778 SOL", never
// "1077.778 SOL"): /checkout's sentence of the SOL to send, for an order in SOL and one converted to SOL.
import { describe, expect, it } from 'vitest';
import { useBrowserWithoutDemoWallet } from './support/wallet-page';

const { newPage } = useBrowserWithoutDemoWallet();

describe('SOL figures on /checkout', () => {
  it('groups the SOL to send, whether ordered in SOL or converted from another coin', async () => {
    const { page, context } = await newPage();
    const toSend = page.locator('[data-slot="sol-to-send"]');

    await page.goto('/checkout?amount=1500&currency=sol');
    await toSend.waitFor({ timeout: 20_000 });
    expect(await toSend.innerText()).toContain('You will send 1,500 SOL.');

    await page.goto('/checkout?amount=5&currency=btc');
    await toSend.waitFor({ timeout: 20_000 });
    const text = await toSend.innerText();
    expect(text).toMatch(/you will send \d{1,3}(,\d{3})+(\.\d+)? SOL instead of 5 BTC/);
    expect(text).not.toMatch(/\d{4,}(\.\d+)? SOL/);
    await context.close();
  }, 120_000);
});
