import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { startStack } from '../scripts/lib/stack/stack.mjs';
import { E2E_DATABASE_TEMPLATE } from './support/stack-template';
import { useBrowser } from './support/browser';
import { trackRequests } from './support/request-tracker';

const { newPage, baseUrl } = useBrowser();
const DEMO_ADDRESS_START = '2da1g';

describe('demo wallet in demo mode (the local default)', () => {
  it('connects "Demo Wallet" by itself about 3 seconds after load, not before', async () => {
    const { page, context } = await newPage();
    await page.goto('/dashboard');
    // Timed by the page's own clock (ms since navigation started), as the product times it: a slow
    // machine may take longer than a fixed wait to finish loading, but never connects earlier.
    const connectedAt = await page.waitForFunction(
      () => (document.querySelector('header [data-slot="wallet-address"]') ? performance.now() : null),
      undefined,
      { timeout: 10_000, polling: 50 },
    );
    expect(await connectedAt.jsonValue()).toBeGreaterThanOrEqual(2_950);
    const address = page.locator('header [data-slot="wallet-address"]');
    expect(await address.textContent()).toContain(DEMO_ADDRESS_START);
    await context.close();
  });

  it('stays disconnected once the visitor disconnected the demo wallet', async () => {
    const { page, context } = await newPage();
    await page.goto('/dashboard');
    const nav = page.locator('header').first();
    await nav.locator('[data-slot="wallet-address"]').click({ timeout: 10_000 });
    await nav.getByRole('button', { name: 'Disconnect' }).click();
    const requests = trackRequests(page);
    await context.clock.install();
    await page.reload();
    // Past the demo delay on the page's clock, and past whatever its timers started.
    await page.clock.runFor(4_500);
    await requests.quiet();
    expect(await page.locator('[data-slot="wallet-address"]').count()).toBe(0);
    await context.close();
  });
});

describe('demo wallet with demo mode off (production configuration)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  const persistTo = '.e2e-state-demo-off';
  beforeAll(async () => {
    rmSync(persistTo, { recursive: true, force: true });
    stack = await startStack({ persistTo, quiet: true, databaseFrom: E2E_DATABASE_TEMPLATE, vars: { DEMO_MODE: 'false' } });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(persistTo, { recursive: true, force: true });
  });

  it('never connects a wallet by itself and serves no demo keypair', async () => {
    const { page, context } = await newPage({ baseURL: stack.url });
    const requests = trackRequests(page);
    await context.clock.install();
    await page.goto('/dashboard');
    // Past the demo delay on the page's clock, and past whatever its timers started.
    await page.clock.runFor(5_000);
    await requests.quiet();
    expect(await page.locator('[data-slot="wallet-address"]').count()).toBe(0);
    await page.getByText('Please connect your wallet first, then make a contribution to access the platform.').waitFor();
    expect((await fetch(`${stack.url}/api/demo-wallet`)).status).toBe(404);
    expect(baseUrl).not.toBe(stack.url);
    await context.close();
  });
});
