// /api/admin/investors (admin only): the Contributions tab's investors table, one investor's details,
// and the resend dialog (account status, Regenerate, Resend Login Details).
import { Hono } from 'hono';
import { InvestorEmailSchema, InvestorListQuerySchema } from '@core/schemas/admin-lists';
import { INVALID_EMAIL_MESSAGE } from '@core/schemas/newsletter';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { rateLimit } from '../../middleware/rate-limit';
import { adminActor } from '../../services/accounts/audit';
import { revokeSessionsBefore } from '../../services/accounts/sessions';
import { investorAccount, investorDetails, listInvestors } from '../../services/admin/investors';
import { regeneratePassword, resendLoginDetails } from '../../services/admin/login-mail';

/** The email of a query or body; the schema maps a missing one to '' so it gets this message. */
function emailOf(input: { email: string }): string {
  if (!input.email) fail(400, INVALID_EMAIL_MESSAGE);
  return input.email;
}

const app = new Hono<AppEnv>()
  /**
   * GET /api/admin/investors?q=&sort=&dir=&page=&pageSize=
   * q: email prefix, wallet prefix or exact signature; sort: email | wallet | totalUsd | tokens | access |
   * newsletter | latestAt (default latestAt desc); page from 1; pageSize 1-100 (default 25).
   * Response 200 `InvestorList`: items (one per email: wallets, totalUsd, tokens, access Active/Pending,
   * newsletter Subscribed/No, latestAt), page, pageSize, total (matching emails), summary over everyone
   * (totalTokens, uniqueInvestors). An empty list is the page's 'No investors registered yet'.
   * Errors: 400 on a bad parameter ('Unknown sort column', 'Page size must be…'); 401.
   */
  .get('/', validate('query', InvestorListQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listInvestors(c.env.DB, c.req.valid('query')));
  })

  /**
   * GET /api/admin/investors/details?email=
   * Response 200 `InvestorDetails`: account (as the resend dialog), every contribution (signature, explorer
   * link) and intent (status, reason), the mails to that address without bodies, and the audit entries of
   * its intents and of admin actions on the account.
   * Errors: 400 'Please enter a valid email address'; 404 when the email has neither contribution nor intent; 401.
   */
  .get('/details', validate('query', InvestorEmailSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const details = await investorDetails(c.env.DB, emailOf(c.req.valid('query')), c.env.SOLANA_CLUSTER, c.env.SOLANA_RPC_URL);
    if (details.contributions.length === 0 && details.intents.length === 0 && !details.account.exists) fail(404, 'No investor with this email');
    return c.json(details);
  })

  /**
   * GET /api/admin/investors/account?email=
   * Response 200 `InvestorAccount`: email, exists, access (Active once the temporary password was
   * replaced), newsletter, lastContribution. Never a password.
   * Errors: 400 'Please enter a valid email address'; 401.
   */
  .get('/account', validate('query', InvestorEmailSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await investorAccount(c.env.DB, emailOf(c.req.valid('query'))));
  })

  /**
   * POST /api/admin/investors/regenerate-password  { email }
   * Issues a new temporary password (stored hashed, must be changed at sign-in), withdraws undelivered
   * mails carrying the old one, queues it by mail, ends the investor's sessions, audits
   * `investor.password_regenerated`.
   * Response 200 `LoginMailQueued` (mailId, passwordIncluded true, message): the password is not in it.
   * Errors: 400 invalid email; 404 'No investor account for this email'; 429 past 30 mails a minute; 401.
   */
  .post('/regenerate-password', rateLimit('ADMIN_MAIL_RATE_LIMITER'), validate('json', InvestorEmailSchema), async (c) => {
    const now = new Date();
    const regenerated = await regeneratePassword(c.env.DB, adminActor(c.get('admin').username), emailOf(c.req.valid('json')), c.env.PUBLIC_ORIGIN, now);
    if (isRefusal(regenerated)) failWith(regenerated);
    const { investorId, ...result } = regenerated;
    await revokeSessionsBefore(c, 'investor', investorId, now.getTime());
    return c.json(result);
  })

  /**
   * POST /api/admin/investors/resend-login  { email }
   * Queues the login details again: an undelivered mail still holding the temporary password is
   * re-queued (or left queued); otherwise a login-details mail without a password is queued (the
   * message then suggests Regenerate). Audited as `investor.login_details_resent`.
   * Response 200 `LoginMailQueued`.
   * Errors: 400 invalid email; 404 'No investor account for this email'; 429; 401.
   */
  .post('/resend-login', rateLimit('ADMIN_MAIL_RATE_LIMITER'), validate('json', InvestorEmailSchema), async (c) => {
    const result = await resendLoginDetails(c.env.DB, adminActor(c.get('admin').username), emailOf(c.req.valid('json')), c.env.PUBLIC_ORIGIN, new Date());
    if (isRefusal(result)) failWith(result);
    return c.json(result);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminInvestorsApi = typeof app;

export default app;
