// The wallet a person chose is the wallet that pays: in demo mode, a visitor who connects their own
// wallet while the demo auto-connect is loading the demo wallet keeps theirs. The demo wallet arrives
// after and changes nothing: no "Wallet Changed", the wizard and the navigation show the visitor's.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { atStep, wizardOf } from './support/contribute-flow';
import { fundedKeypair } from './support/local-payer';
import { installTestWallet } from './support/test-wallet';

const { newPage, baseUrl } = useBrowser();
const DEMO_ADDRESS_START = '2da1g';

describe('demo auto-connect against a wallet the visitor connects', () => {
  it('gives way to the visitor who connects while the demo wallet loads', async () => {
    const payer = await fundedKeypair(baseUrl, 1);
    const { page, context } = await newPage();
    await installTestWallet(context, { baseUrl, secretKey: payer.secretKey });
    // Hold the demo wallet's key until the visitor's own wallet is connected.
    let releaseDemo = () => {};
    const demoHeld = new Promise<void>((resolve) => (releaseDemo = resolve));
    await context.route('**/api/demo-wallet', async (route) => {
      await demoHeld;
      await route.continue();
    });

    await page.goto('/checkout');
    await atStep(page, 1);
    // The auto-connect's timer fired and it is loading the demo wallet: the visitor connects now.
    await page.waitForRequest('**/api/demo-wallet', { timeout: 15_000 });
    const wizard = wizardOf(page);
    await wizard.getByRole('button', { name: /^Connect/ }).click();
    await wizard.getByText('Wallet Connected').waitFor();
    await wizard.getByText(payer.address).waitFor();

    const demoServed = page.waitForResponse('**/api/demo-wallet');
    releaseDemo();
    await demoServed;
    // Long enough for the demo wallet to register and connect, had it been allowed to.
    await page.waitForTimeout(1_500);
    expect(await wizard.getByText(payer.address).count()).toBeGreaterThan(0);
    const navAddress = page.locator('header [data-slot="wallet-address"]').first();
    if (await navAddress.count()) expect(await navAddress.textContent()).not.toContain(DEMO_ADDRESS_START);
    expect(await page.getByText('Wallet Changed').count()).toBe(0);
    expect(await page.getByText(/Now using Demo Wallet/).count()).toBe(0);
    await context.close();
  }, 120_000);
});
