// /api/investor: sign-in, logout, sign-up and the account (profile, password change), then one app
// closed by requireInvestor + requirePasswordChanged that every investor data resource mounts under.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireInvestor, requirePasswordChanged } from '../../middleware/require-session';
import account from './account';
import comments from './comments';
import dashboard from './dashboard';
import distribution from './distribution';
import password from './password';
import passwordReset from './password-reset';
import payments from './payments';
import referrals from './referrals';
import session from './session';
import signup from './signup';
import siws from './siws';
import username from './username';

/**
 * Investor data (dashboard, payments, referrals, comments, ...): a live session and a replaced temporary password.
 * Mount every new investor resource here; both guards run before any of its handlers.
 */
const investorData = new Hono<AppEnv>()
  .use('*', requireInvestor, requirePasswordChanged)
  .route('/dashboard', dashboard)
  .route('/password', password)
  .route('/payments', payments)
  .route('/distribution', distribution)
  .route('/username', username)
  .route('/referrals', referrals)
  .route('/comments', comments);

/**
 * Outside investorData only login, logout, sign-up and its verification, password reset, Sign-In With
 * Solana, and the account routes that guard themselves with
 * requireInvestor (worker/src/route-guards.test.ts pins this list). They are mounted first and answer
 * without calling next, so investorData's `/*` guards never run for them; every other path under
 * /api/investor, including paths nobody registered, meets both guards first.
 */
const app = new Hono<AppEnv>()
  .route('/', session)
  .route('/signup', signup)
  .route('/password-reset', passwordReset)
  .route('/siws', siws)
  .route('/', account)
  .route('/', investorData);

/** Every /api/investor route with its inputs and answers, for the typed client (site/src/lib/api/clients.ts). */
export type InvestorApi = typeof app;

export default app;
