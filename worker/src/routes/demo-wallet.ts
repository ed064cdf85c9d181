// GET /api/demo-wallet: the keypair of the local chain's demo wallet (1000 play SOL), so the demo can
// pay without a browser wallet extension. Exists only when DEMO_MODE is 'true'. The key comes from the
// local-only DEMO_WALLET_SECRET_KEY (set by scripts/lib/stack/stack.mjs and the worker tests from
// scripts/local-chain/local-keys.json), never from an import: the production bundle carries no key.
import { Hono } from 'hono';
import { createKeyPairFromBytes, getAddressFromPublicKey, getBase58Encoder } from '@solana/kit';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { requireDemoMode } from '../middleware/require-demo-mode';
import type { DemoWalletKey } from '@core/api/sale';

/** The 64-byte secret key (seed + public key) of a base58 value, or null when it is not a valid keypair. */
async function demoKeypair(base58: string | undefined) {
  try {
    const bytes = getBase58Encoder().encode(base58 ?? '');
    // createKeyPairFromBytes checks that the public half belongs to the seed.
    const pair = await createKeyPairFromBytes(bytes);
    return { publicKey: await getAddressFromPublicKey(pair.publicKey), secretKey: Array.from(bytes) };
  } catch {
    return null;
  }
}

const app = new Hono<AppEnv>().use('*', requireDemoMode)
  .get('/', async (c) => {
    const keypair = await demoKeypair(c.env.DEMO_WALLET_SECRET_KEY);
    // Demo mode only, so this names the local setting without revealing anything in production.
    if (!keypair) fail(503, 'The demo wallet is not configured: set DEMO_WALLET_SECRET_KEY (npm start does).');
    c.header('Cache-Control', 'no-store');
    return c.json(keypair satisfies DemoWalletKey);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type DemoWalletApi = typeof app;

export default app;
