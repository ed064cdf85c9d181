// GET /api/investor/payments: the signed-in investor's payments that credited no contribution
// (unmatched payments from their wallets) and what happens to each: under review, refund due and why,
// credited, or refunded with the refund's transaction; after a sale closed below its soft cap, their
// contributions owed back or refunded too. The session alone says whose they are.
import { Hono } from 'hono';
import type { InvestorPayments } from '@core/api/reconciliation';
import { InvestorPaymentsQuerySchema } from '@core/schemas/reconciliation';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { findInvestorById } from '../../services/accounts/investor-accounts';
import { investorPayments } from '../../services/reconciliation/investor-payments';
import { softCapRefundsDue } from '../../services/reconciliation/refunds-owed';

const app = new Hono<AppEnv>()
  /**
   * GET /api/investor/payments?page=&pageSize= (page from 1, pageSize 1-100, default 25).
   * 200 {@link InvestorPayments}, newest first, `Cache-Control: no-store`; `total` counts every page.
   * Errors: 400 with the schema's message; 401 without a session; 403 'Please choose a new password
   * first' while the temporary password is unchanged; 429 with Retry-After past 60 calls a minute.
   */
  .get('/', rateLimit('INVESTOR_PAYMENTS_RATE_LIMITER'), validate('query', InvestorPaymentsQuerySchema), async (c) => {
    const investor = await findInvestorById(c.env.DB, c.get('investorId'));
    if (!investor) fail(401, 'Please sign in first');
    const { page, pageSize } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    const answer = await investorPayments(c.env.DB, {
      investor,
      page,
      pageSize,
      cluster: c.env.SOLANA_CLUSTER,
      rpcUrl: c.env.SOLANA_RPC_URL,
      softCap: await softCapRefundsDue(c.env.DB),
    });
    return c.json(answer satisfies InvestorPayments);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorPaymentsApi = typeof app;

export default app;
