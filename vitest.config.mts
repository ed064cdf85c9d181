// The test projects: `unit` runs pure code in Node; `worker` runs the Hono app inside workerd with
// real D1 and KV (migrations applied from migrations/), against the local chain started in globalSetup;
// `e2e` and `e2e-serial` drive the built site in Chromium against one local stack (e2e/support/global-setup.ts).
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { demoWalletSecretKey } from './scripts/local-chain/demo-wallet-key.mjs';

/** `@core/…` is the one way every file imports core/ (tsconfig paths; Vite needs it spelled out). */
const resolve = { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } };

/** Worker tests that need no workerd binding: they run in the fast unit project instead. */
const PURE_WORKER_TESTS = [
  'worker/src/services/settlement/payment-verdict.test.ts',
  'worker/src/services/payments/qr-svg.test.ts',
  'worker/src/services/payments/sale-payment-links.test.ts',
];

/**
 * `npm test` (scripts/test-all.mjs) runs the worker files in two vitest runs at once, each with a
 * workerd and a local chain of its own: WORKER_HALF=services runs these, WORKER_HALF=others the rest.
 * Unset, the worker project runs them all.
 */
const WORKER_SERVICES = 'worker/src/services/**/*.test.ts';
const WORKER_HALF = process.env.WORKER_HALF;

/**
 * End-to-end files that change or count state every file sees, run one at a time after the others:
 * the admin's credentials (an emergency reset ends every admin session, the run's too:
 * e2e/support/admin-session.ts), the sale's caps, timers, whitelist mode and settings, alert
 * settings; or an exact before/after figure of the whole sale (contributors, ledger rows, table rows,
 * the room under the hard cap, the treasury's balance against its records) that another file's
 * contribution would move. Signing the admin in is no reason: the run's session is shared.
 */
const E2E_SERIAL = [
  'admin-console', // resets the admin credentials; sets the goal and whitelist mode; counts contributions +1
  'api-fuzz', // no table gains a row during 10,000 requests; its bursts spend the shared rate limits
  'community-whitelist', // registered-only whitelist mode
  'contribute-actions', // sets the hard cap to the amount raised
  'contribute-checkout', // the order bounds follow the room left under the hard cap
  'contribute-hard-cap', // sets the caps
  'contribute-payment', // contributors exactly +1
  'launch-ledger', // the tracker's totals equal the live stats
  'launch-whitelist-facts', // sets the whitelist places and SOL per person
  'operations', // resets the admin credentials; sets and clears the alert email
  'portals-admin', // resets the admin credentials; resets and restarts the sale's timers; sets the whitelist places
  'refunds', // its stray payment must stay on page 1 of Unmatched payments, where portals-admin-flows adds 30 newer ones
  'start-demo-data', // ledger rows exactly + the demo contributions
  'treasury-accounts', // the treasury's balance minus its records must not move meanwhile: any payment in flight moves it
  'wallet-live', // the tracker equals the stats read just before
  'wallet-milestone', // a fundraising adjustment moves the raised amount past 25 %
].map((name) => `e2e/${name}.e2e.ts`);

/** What both end-to-end projects share: the one stack and Chromium of global-setup.ts, and their timeouts. */
const E2E = {
  environment: 'node' as const,
  globalSetup: ['./e2e/support/global-setup.ts'],
  // The Operations alert test polls D1 through wrangler processes for a stalled chain: past 60 s on a machine shared with other runs.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'site/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'site/integrations/**/*.test.mjs', ...PURE_WORKER_TESTS],
          environment: 'node',
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                SOLANA_RPC_URL: inject('rpcUrl'),
                // A secret in production (worker/src/secrets.d.ts); tests that need it unset override env.
                ADMIN_RESET_TOKEN: 'test-reset-token',
                // Local only, like .dev.vars: the demo wallet's key is never bundled (routes/demo-wallet.ts).
                DEMO_WALLET_SECRET_KEY: demoWalletSecretKey(),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          // One workerd for every file instead of one each (about 2.5 s of CPU a file): D1 is emptied
          // before each test and each test sends from its own client address (worker/test/), so files
          // share nothing that a test reads. Timeouts allow for a machine shared with other runs.
          isolate: false,
          testTimeout: 15_000,
          hookTimeout: 30_000,
          include: WORKER_HALF === 'services' ? [WORKER_SERVICES] : ['worker/src/**/*.test.ts', 'worker/test/**/*.test.ts'],
          exclude: WORKER_HALF === 'others' ? [...PURE_WORKER_TESTS, WORKER_SERVICES] : PURE_WORKER_TESTS,
          globalSetup: ['./worker/test/chain-global-setup.ts', './worker/test/chat-provider-global-setup.ts', './worker/test/unready-rpc-global-setup.ts'],
          setupFiles: ['./worker/test/apply-migrations.ts', './worker/test/secure-context.ts', './worker/test/client-address.ts'],
        },
      },
      {
        resolve,
        test: {
          ...E2E,
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          exclude: E2E_SERIAL,
          // Two files at a time: each adds only its own buyers, wallets and emails and mocks per browser
          // context, so they share nothing a test reads. A group of its own (after unit and worker,
          // whose single worker they cannot share), run before e2e-serial.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve,
        test: {
          ...E2E,
          name: 'e2e-serial',
          include: E2E_SERIAL,
          // One file at a time, on their own once the e2e group is done (vitest runs files without
          // parallelism after every numbered group): each changes or counts what the whole sale shows.
          fileParallelism: false,
        },
      },
    ],
  },
});
