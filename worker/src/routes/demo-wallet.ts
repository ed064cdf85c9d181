// GET /api/demo-wallet: the fixed keypair of the local chain's demo wallet (1000 play SOL), so the demo
// can pay without a browser wallet extension. Exists only when DEMO_MODE is 'true'.
import { Hono } from 'hono';
import localKeys from '../../../scripts/local-chain/local-keys.json';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import type { DemoWalletKey } from '@core/api/sale';

const app = new Hono<AppEnv>();

app.get('/', (c) => {
  // Anything but the exact string keeps the route hidden: a typo in production config must not expose it.
  if (c.env.DEMO_MODE !== 'true') fail(404, 'Not found');
  c.header('Cache-Control', 'no-store');
  return c.json({ publicKey: localKeys.demoWallet.publicKey, secretKey: localKeys.demoWallet.secretKey } satisfies DemoWalletKey);
});

export default app;
