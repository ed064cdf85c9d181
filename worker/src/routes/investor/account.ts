// /api/investor profile and password change: a signed-in investor reaches them even while the mailed
// temporary password is unchanged (that is where it gets changed), so only requireInvestor guards them.
import { Hono } from 'hono';
import { InvestorChangePasswordSchema } from '@core/schemas/investor-auth';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { INVESTOR_SIGN_IN_REQUIRED, requireInvestor } from '../../middleware/require-session';
import type { InvestorProfile } from '@core/api/investor';
import { findInvestorById, investorPasswordHash, replaceInvestorPassword, sessionAnswer } from '../../services/accounts/investor-accounts';
import { emailHasCreditedContribution } from '../../services/contributions/contribution-queries';
import { INVESTOR_EVENTS, investorEventStatement } from '../../services/accounts/investor-events';
import { throttleAttempt } from '../../services/accounts/login-throttle';
import { hashPassword } from '../../services/accounts/passwords';
import { revokeSessionsBefore, startSession } from '../../services/accounts/sessions';

const app = new Hono<AppEnv>()
  /** Replaces the password (the temporary one must be replaced at first login); rotates the session. */
  .post('/change-password', requireInvestor, validate('json', InvestorChangePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const investorId = c.get('investorId');
    const attempt = await throttleAttempt(c, 'investor-password', investorId);
    if (isRefusal(attempt)) failWith(attempt);
    const storedHash = await investorPasswordHash(c.env.DB, investorId);
    if (storedHash === undefined) fail(401, INVESTOR_SIGN_IN_REQUIRED);
    if (!storedHash || !(await attempt.verify(currentPassword, storedHash))) fail(400, 'Current password is incorrect');
    if (currentPassword === newPassword) fail(400, 'Choose a password different from the current one');
    // Only if the hash is still the one we checked: two concurrent changes cannot both win.
    const now = new Date();
    const changed = await replaceInvestorPassword(c.env.DB, investorId, storedHash, await hashPassword(newPassword), now);
    if (!changed) fail(409, 'Your password was changed meanwhile. Please sign in again.');
    // Sessions elsewhere (a shared computer, whoever read the mailed password) end; this one is renewed.
    await revokeSessionsBefore(c, 'investor', investorId, now.getTime());
    await startSession(c, 'investor', investorId);
    await investorEventStatement(c.env.DB, investorId, INVESTOR_EVENTS.passwordChanged, { method: 'change' }, now.getTime()).run();
    return c.json({ mustChangePassword: false });
  })

  /**
   * GET /api/investor/profile — 200 `InvestorProfile` of the signed-in investor (also while the
   * temporary password is unchanged, so the page can show the change form). Errors: 401 no session.
   */
  .get('/profile', requireInvestor, async (c) => {
    const investor = await findInvestorById(c.env.DB, c.get('investorId'));
    if (!investor) fail(401, INVESTOR_SIGN_IN_REQUIRED);
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...sessionAnswer(investor),
      walletAddress: investor.wallet_address,
      verifiedInvestor: await emailHasCreditedContribution(c.env.DB, investor.email),
    } satisfies InvestorProfile);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorAccountApi = typeof app;

export default app;
