// GET /api/investor/distribution: the signed-in investor's own token payouts for the dashboard's vesting
// tab. Takes no parameters: the session alone says whose wallets they are.
import { Hono } from 'hono';
import type { InvestorDistribution } from '@core/api/distribution';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { findInvestorById } from '../../services/accounts/investor-accounts';
import { investorDistribution } from '../../services/distribution/investor-unlocks';

const app = new Hono<AppEnv>()
  /**
   * GET /api/investor/distribution — no parameters.
   * 200 {@link InvestorDistribution}, `Cache-Control: no-store`: each unlock of the wallets the investor
   * contributed from (scheduled, due, sending, paid with its explorer link, or held), totals per status,
   * and each wallet's associated token account (read its balance with getAccountInfo through /api/rpc).
   * `plan` is null until the admin approves the distribution plan (the dashboard then shows the vesting
   * schedule alone). Errors: 401 without a session; 403 'Please choose a new password first'.
   */
  .get('/', async (c) => {
    const investor = await findInvestorById(c.env.DB, c.get('investorId'));
    if (!investor) fail(401, 'Please sign in first');
    c.header('Cache-Control', 'no-store');
    const answer = await investorDistribution(c.env.DB, investor.email, new Date(), { cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL });
    return c.json(answer satisfies InvestorDistribution);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorDistributionApi = typeof app;

export default app;
