// /api/admin: the few doors that open without an admin session, then one app closed by requireAdmin
// that every admin resource mounts under, so a new admin route is protected unless deliberately public.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAdmin } from '../../middleware/require-session';
import audit from './audit';
import comments from './comments';
import emergencyReset from './emergency-reset';
import distribution from './distribution';
import csvExports from './exports';
import fundraising from './fundraising';
import investors from './investors';
import mail from './mail';
import operations from './operations';
import overview from './overview';
import reconciliation from './reconciliation';
import referrals from './referrals';
import refunds from './refunds';
import sale from './sale';
import session from './session';
import settings from './settings';
import timersClose from './timers-close';
import treasury from './treasury';
import whitelistRegistrations from './whitelist-registrations';

/** Every admin resource. Mount a new one here; requireAdmin runs before any of its handlers. */
const protectedAdmin = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .route('/', settings)
  .route('/', sale)
  .route('/', timersClose)
  .route('/overview', overview)
  .route('/fundraising', fundraising)
  .route('/operations', operations)
  .route('/investors', investors)
  .route('/exports', csvExports)
  .route('/mail', mail)
  .route('/audit', audit)
  .route('/reconciliation', reconciliation)
  .route('/treasury', treasury)
  .route('/referrals', referrals)
  .route('/comments', comments)
  .route('/distribution', distribution)
  .route('/refunds', refunds)
  .route('/', whitelistRegistrations);

/**
 * Outside the guard only sign-in, the auth check, logout and the token-guarded emergency reset
 * (worker/src/route-guards.test.ts pins this list). They are mounted first and answer without
 * calling next, so the guard's `/*` middleware never runs for them; everything else under
 * /api/admin, including paths nobody registered, meets requireAdmin first.
 */
const app = new Hono<AppEnv>()
  .route('/', session)
  .route('/', emergencyReset)
  .route('/', protectedAdmin);

/** Every /api/admin route with its inputs and answers, for the typed client (site/src/lib/api/clients.ts). */
export type AdminApi = typeof app;

export default app;
