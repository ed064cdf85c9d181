// /api/investor/referrals: the affiliate API of a signed-in investor: create the referral code, read the
// dashboard and the leaderboard, count share clicks. Mounted behind the investor data guards (index.ts:
// a session whose temporary password was replaced); every route reads or writes that investor's own data.
import { Hono } from 'hono';
import { CreateReferralSchema, REFERRAL_MESSAGES, TrackSocialShareSchema } from '@core/schemas/referral';
import type { CreateReferralResponse, ReferralDashboardResponse, ReferralLeaderboardResponse } from '@core/api/referral-responses';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { rateLimit, type RateLimiterName } from '../../middleware/rate-limit';
import { findInvestorById } from '../../services/accounts/investor-accounts';
import { findCodeOwner, issueReferralCode } from '../../services/referrals/referral-codes';
import { loadReferralDashboard, referralPath } from '../../services/referrals/referral-dashboard';
import { loadReferralLeaderboard } from '../../services/referrals/referral-leaderboard';
import { countSocialShare } from '../../services/referrals/referral-shares';

/**
 * Requests per minute per client, counted by the `[[ratelimits]]` bindings of wrangler.toml (the
 * limits are repeated here for the tests). The dashboard is polled every 10 s by each open tab.
 */
export const REFERRAL_LIMITS = {
  create: { binding: 'REFERRAL_CREATE_RATE_LIMITER', limit: 20 },
  read: { binding: 'REFERRAL_READ_RATE_LIMITER', limit: 120 },
  share: { binding: 'REFERRAL_SHARE_RATE_LIMITER', limit: 30 },
} as const satisfies Record<string, { binding: RateLimiterName; limit: number }>;

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/referrals — issues the session investor's referral code, or returns the one issued before.
   * Request: `{ email }`, which must be the session investor's own email (any case).
   * Response 200: `CreateReferralResponse` `{ referralCode, referralPath }` (same code on every call).
   * Errors: 400 'Email required - Please enter your email address to create a referral code.' (missing or
   * blank), 400 'Please enter a valid email address'; 401 without a session; 403 until the temporary
   * password is changed, 403 `REFERRAL_MESSAGES.emailNotYours` for another email; 429 with Retry-After.
   */
  .post('/', rateLimit(REFERRAL_LIMITS.create.binding), validate('json', CreateReferralSchema), async (c) => {
    const { email } = c.req.valid('json');
    const investorId = c.get('investorId');
    const investor = await findInvestorById(c.env.DB, investorId);
    if (!investor) fail(401, 'Please sign in first');
    if (investor.email.toLowerCase() !== email) fail(403, REFERRAL_MESSAGES.emailNotYours);
    const referralCode = await issueReferralCode(c.env.DB, investorId);
    return c.json({ referralCode, referralPath: referralPath(referralCode) } satisfies CreateReferralResponse);
  })

  /**
   * GET /api/investor/referrals/dashboard — the session investor's affiliate dashboard (polled every 10 s).
   * Response 200: `ReferralDashboardResponse` (referralCode null and zeros before a code is created).
   * Errors: 401 without a session; 403 until the temporary password is changed; 429 with Retry-After.
   */
  .get('/dashboard', rateLimit(REFERRAL_LIMITS.read.binding), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await loadReferralDashboard(c.env.DB, c.get('investorId'))) satisfies ReferralDashboardResponse);
  })

  /**
   * GET /api/investor/referrals/leaderboard — top affiliates (names masked), the viewer's rank, real sale metrics.
   * Response 200: `ReferralLeaderboardResponse`.
   * Errors: 401 without a session; 403 until the temporary password is changed; 429 with Retry-After.
   */
  .get('/leaderboard', rateLimit(REFERRAL_LIMITS.read.binding), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await loadReferralLeaderboard(c.env.DB, c.get('investorId'))) satisfies ReferralLeaderboardResponse);
  })

  /**
   * POST /api/investor/referrals/shares — counts one share click of the session investor's own link.
   * Request: `{ platform: 'twitter' | 'telegram' | 'whatsapp' | 'facebook' | 'mailto', referralCode }`.
   * Response 200: `{ counted: true, socialShares }` (the new total over all platforms).
   * Errors: 400 'Unsupported share platform' / 'Invalid referral code'; 401 without a session; 403 until the
   * temporary password is changed, 403 'This referral code does not belong to your account'; 429 with Retry-After.
   */
  .post('/shares', rateLimit(REFERRAL_LIMITS.share.binding), validate('json', TrackSocialShareSchema), async (c) => {
    const { platform, referralCode } = c.req.valid('json');
    const investorId = c.get('investorId');
    if ((await findCodeOwner(c.env.DB, referralCode)) !== investorId) fail(403, REFERRAL_MESSAGES.codeNotYours);
    return c.json({ counted: true, socialShares: await countSocialShare(c.env.DB, investorId, platform) });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorReferralsApi = typeof app;

export default app;
