// /api/admin/referrals: the admin's Referrals view (top affiliates, refused self-referrals) and the
// referral rewards per wallet that the distribution report adds. Closed to anyone but the admin.
import { Hono } from 'hono';
import type { AdminReferralRewardsResponse, AdminReferralsResponse, AdminRefusedSelfReferrals } from '@core/api/referral-responses';
import { PagingQuerySchema, ReferralListQuerySchema } from '@core/schemas/admin-lists';
import type { AppEnv } from '../../app-env';
import { validate } from '../../lib/validate';
import { loadAdminReferrals, loadRefusedSelfReferrals } from '../../services/referrals/referral-admin';
import { referralRewardsPerWallet } from '../../services/referrals/referral-rewards';

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/referrals?q=&page=&pageSize= — affiliates with a code, most credited referrals first
   * (email, code, referredCount, totalRewards, visits, refused self-referrals, reward wallet), one page of
   * them (q: email or code, whole or first characters; total over the search). Response 200:
   * `AdminReferralsResponse`. Errors: 400 bad search or paging; 401 without an admin session.
   */
  .get('/', validate('query', ReferralListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await loadAdminReferrals(c.env.DB, c.req.valid('query'))) satisfies AdminReferralsResponse);
  })

  /**
   * GET /api/admin/referrals/refused?page=&pageSize= — referrals refused as self-referrals, newest first.
   * Response 200: `AdminRefusedSelfReferrals` (total over every page). Errors: 400 bad paging; 401.
   */
  .get('/refused', validate('query', PagingQuerySchema), async (c) => {
    const { page, pageSize } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json((await loadRefusedSelfReferrals(c.env.DB, page, pageSize)) satisfies AdminRefusedSelfReferrals);
  })

  /**
   * GET /api/admin/referrals/rewards — referral rewards owed per wallet (services/referrals/referral-rewards.ts).
   * Response 200: `AdminReferralRewardsResponse`. Errors: 401 without an admin session.
   */
  .get('/rewards', async (c) => {
    c.header('Cache-Control', 'no-store');
    const rewards = (await referralRewardsPerWallet(c.env.DB)).map(({ rewardBaseUnits, ...row }) => ({
      ...row,
      rewardBaseUnits: rewardBaseUnits.toString(),
    }));
    return c.json({ rewards } satisfies AdminReferralRewardsResponse);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminReferralsApi = typeof app;

export default app;
