// Two test projects: `unit` runs pure code in Node; `worker` runs the Hono app inside workerd with
// real D1 and KV (migrations applied from migrations/), against the local chain started in globalSetup.
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { demoWalletSecretKey } from './scripts/local-chain/demo-wallet-key.mjs';

/** `@core/…` is the one way every file imports core/ (tsconfig paths; Vite needs it spelled out). */
const resolve = { alias: { '@core': fileURLToPath(new URL('./core', import.meta.url)) } };

/** Worker tests that need no workerd binding: they run in the fast unit project instead. */
const PURE_WORKER_TESTS = ['worker/src/services/settlement/payment-verdict.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'site/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', ...PURE_WORKER_TESTS],
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
          include: ['worker/src/**/*.test.ts', 'worker/test/**/*.test.ts'],
          exclude: PURE_WORKER_TESTS,
          globalSetup: ['./worker/test/chain-global-setup.ts', './worker/test/chat-provider-global-setup.ts', './worker/test/unready-rpc-global-setup.ts'],
          setupFiles: ['./worker/test/apply-migrations.ts', './worker/test/secure-context.ts', './worker/test/client-address.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/global-setup.ts'],
          // The Operations alert test polls D1 through wrangler processes for a stalled chain: past 60 s
          // on a machine shared with other runs.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has two cores and the server needs one.
          fileParallelism: false,
        },
      },
    ],
  },
});
