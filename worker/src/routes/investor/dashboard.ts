// GET /api/investor/dashboard: the signed-in investor's holdings, contributions, wallets, vesting, refunds
// and activity, all computed from D1 with the shared rules of core/. Takes no parameters on purpose: the
// session alone says whose data it is.
import { Hono } from 'hono';
import type { InvestorDashboard } from '@core/api/investor';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { findInvestorById } from '../../services/accounts/investor-accounts';
import { buildInvestorDashboard } from '../../services/accounts/investor-dashboard';

const app = new Hono<AppEnv>()
  /**
   * GET /api/investor/dashboard — no parameters (any query string is ignored).
   * 200 {@link InvestorDashboard}, `Cache-Control: no-store`. An account without a credited
   * contribution gets `verifiedInvestor: false` and empty lists, so the page can say so.
   * Errors: 401 without a session; 403 'Please choose a new password first' while the temporary
   * password is unchanged.
   */
  .get('/', async (c) => {
    const investor = await findInvestorById(c.env.DB, c.get('investorId'));
    if (!investor) fail(401, 'Please sign in first');
    c.header('Cache-Control', 'no-store');
    return c.json((await buildInvestorDashboard(c.env.DB, investor, new Date(), { cluster: c.env.SOLANA_CLUSTER, rpcUrl: c.env.SOLANA_RPC_URL })) satisfies InvestorDashboard);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorDashboardApi = typeof app;

export default app;
