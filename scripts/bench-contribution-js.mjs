// Bench of the contribution flow's JavaScript: gzip bytes loaded when /checkout opens the wizard, then
// with the on-demand chunks after connect and Confirm (the wallet's sender, and the nav wallet and
// confetti that connecting wakes), then with the Solana Pay QR code: all within FLOW_BUDGET
// (scripts/lib/bench/budgets.mjs).
// `benchContributionJs(baseUrl)` is used by `npm run bench`; run alone it builds and starts its own stack.
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { FLOW_BUDGET } from './lib/bench/budgets.mjs';
import { astroBuild, freePort, startStack } from './lib/stack/stack.mjs';

export const FLOW_BUDGET_BYTES = FLOW_BUDGET;
const ADDRESS = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

// A Wallet Standard wallet that connects and then declines to sign: the flow loads everything it
// needs for a real payment, and nothing is sent.
const DECLINING_WALLET = `(() => {
  // Demo mode would otherwise connect its own funded wallet (stores/wallet.ts DEMO_DISMISSED_KEY).
  try { localStorage.setItem('mrdx-demo-dismissed', '1'); } catch {}
  const account = { address: '${ADDRESS}', publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: ['solana:signAndSendTransaction'] };
  let connected = false;
  const wallet = { version: '1.0.0', name: 'Bench Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', chains: ['solana:localnet'],
    get accounts() { return connected ? [account] : []; },
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => { connected = true; return { accounts: [account] }; } },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async () => { throw Object.assign(new Error('User rejected the request.'), { code: 4001 }); } },
    } };
  const register = (api) => api.register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => register(event.detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
})();`;

function fakeIntent(body, origin) {
  const { amount } = JSON.parse(body);
  const treasury = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
  return {
    // An intent id of the server's form, so the worker draws its QR code (routes/payments.ts refuses others).
    intentId: '0b7c8f3e-5d1a-4c2b-9e6f-1a2b3c4d5e6f', reference: ADDRESS, asset: 'SOL', amount, mint: null, decimals: 9, lamports: '1000000000', amountSol: amount, usd: 150, tokens: '750000', phase: 'WHITELIST',
    treasury, memo: 'bench', label: 'MRDX', message: 'bench', expiresAt: new Date(Date.now() + 600_000).toISOString(),
    solanaPayUrl: `solana:${treasury}?amount=${amount}&reference=${ADDRESS}&label=MRDX&message=${encodeURIComponent(origin)}`,
  };
}

/** Opens /checkout on `baseUrl`, walks the wizard to Confirm and the QR code, and sums gzip JS bytes per stage. */
export async function benchContributionJs(baseUrl) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript({ content: DECLINING_WALLET });
    // Only the intent and the worker's transaction are faked (bytes do not depend on them; the wallet
    // declines anyway); sale facts and rates come from the stack.
    await context.route('**/api/contributions/intents', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(fakeIntent(route.request().postData() ?? '{}', baseUrl)) }),
    );
    await context.route('**/api/payments', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ intent: fakeIntent(route.request().postData() ?? '{}', baseUrl), transaction: 'AQ==', lastValidBlockHeight: '1' }),
      }),
    );
    await context.route('**/api/contributions/intents/*', (route) => route.fulfill({ contentType: 'application/json', body: '{"status":"pending"}' }));
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // a redirect or aborted response has no body to count
      }
    });
    const total = () => [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    await page.goto('/checkout?amount=1&currency=sol&usdAmount=150.00&tokens=750000');
    await page.getByText('Step 1 of 3').waitFor();
    await page.waitForLoadState('networkidle');
    const opened = total();
    const wizard = page.locator('[data-slot="contribution-wizard"]');
    await wizard.getByLabel('Email Address').fill('bench@example.com');
    await wizard.getByRole('button', { name: /^Connect/ }).click();
    await wizard.getByText('Wallet Connected').waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('I agree to the terms and conditions').check();
    await wizard.getByRole('button', { name: 'Confirm Contribution' }).click();
    await page.locator('[data-slot=payment-panel][data-state=failed]').waitFor();
    const confirmed = total();
    await wizard.getByRole('button', { name: 'Pay with another wallet / QR' }).click();
    // The QR code is an image the worker draws (GET /api/payments/qr): no script of its own to count.
    await page.locator('[data-slot=solana-pay-qr] img').first().waitFor();
    await page.waitForLoadState('networkidle');
    const withQr = total();
    return { opened, confirmed, withQr, budget: FLOW_BUDGET_BYTES, files: Object.fromEntries([...scripts].map(([url, bytes]) => [new URL(url).pathname, bytes])) };
  } finally {
    await browser.close();
  }
}

/** Prints a result of benchContributionJs. */
export function printContributionJsBench(result) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Contribution flow JavaScript (gzip, budget ${kb(result.budget)})`);
  console.log(`  /checkout opened with the wizard   ${kb(result.opened)}   ${result.opened <= result.budget ? 'within budget' : 'OVER BUDGET'}`);
  console.log(`  + connect and Confirm (on demand)  ${kb(result.confirmed)}   ${result.confirmed <= result.budget ? 'within budget' : 'OVER BUDGET'}`);
  console.log(`  + Solana Pay QR code (on demand)   ${kb(result.withQr)}   ${result.withQr <= result.budget ? 'within budget' : 'OVER BUDGET'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await astroBuild({ quiet: true });
  const persistTo = '.bench-state';
  rmSync(persistTo, { recursive: true, force: true });
  const stack = await startStack({ port: await freePort(), persistTo, quiet: true });
  let exitCode = 0;
  try {
    const result = await benchContributionJs(stack.url);
    printContributionJsBench(result);
    if (result.opened > result.budget || result.confirmed > result.budget || result.withQr > result.budget) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    // Awaited: process.exit would otherwise cut the children's shutdown short and leave them running.
    await stack.stop();
  }
  process.exit(exitCode);
}
