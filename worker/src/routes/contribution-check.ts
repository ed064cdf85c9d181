// GET /api/contributions/check/:walletAddress: whether a wallet has a credited contribution (it
// unlocks the investor areas on the site; the server still checks on every guarded call).
import { Hono } from 'hono';
import * as v from 'valibot';
import { WalletAddressSchema } from '@core/schemas/contribution';
import type { AppEnv } from '../app-env';
import { validate } from '../lib/validate';
import { walletHasCreditedContribution } from '../services/contributions/contribution-queries';
import type { ContributionCheck } from '@core/api/sale';

const app = new Hono<AppEnv>()
  .get('/:walletAddress', validate('param', v.object({ walletAddress: WalletAddressSchema })), async (c) => {
    const { walletAddress } = c.req.valid('param');
    const hasContributed = await walletHasCreditedContribution(c.env.DB, walletAddress);
    c.header('Cache-Control', 'no-store');
    return c.json({ hasContributed } satisfies ContributionCheck);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type ContributionCheckApi = typeof app;

export default app;
