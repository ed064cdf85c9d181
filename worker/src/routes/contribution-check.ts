// GET /api/contributions/check/:walletAddress: whether a wallet has a credited contribution (it
// unlocks the investor areas on the site; the server still checks on every guarded call).
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import * as v from 'valibot';
import { WalletAddressSchema } from '@core/schemas/contribution';
import type { AppEnv } from '../app-env';
import { contributions } from '../db/schema';
import { validate } from '../lib/validate';
import type { ContributionCheck } from '@core/api/sale';

const app = new Hono<AppEnv>();

app.get('/:walletAddress', validate('param', v.object({ walletAddress: WalletAddressSchema })), async (c) => {
  const { walletAddress } = c.req.valid('param');
  const found = await drizzle(c.env.DB)
    .select({ id: contributions.id })
    .from(contributions)
    .where(eq(contributions.walletAddress, walletAddress))
    .limit(1)
    .get();
  c.header('Cache-Control', 'no-store');
  return c.json({ hasContributed: found !== undefined } satisfies ContributionCheck);
});

export default app;
