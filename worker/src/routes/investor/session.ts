// /api/investor sign-in and logout for the /mrdx portal: the investor doors that open without a session.
import { Hono } from 'hono';
import { INVESTOR_AUTH_MESSAGES, InvestorLoginSchema } from '@core/schemas/investor-auth';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import type { InvestorSession } from '@core/api/investor';
import { findInvestorByLogin, sessionAnswer } from '../../services/accounts/investor-accounts';
import { INVESTOR_EVENTS, investorEventStatement } from '../../services/accounts/investor-events';
import { pendingSignupHash } from '../../services/accounts/investor-signups';
import { trustDevice } from '../../services/accounts/device-cookies';
import { throttleSignIn, verifyOrDummy } from '../../services/accounts/login-throttle';
import { endSession, startSession } from '../../services/accounts/sessions';

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/login — body `{ username, password }`; `username` is the chosen username or the
   * email (contributors created by a credit have only the email until they choose a username).
   * 200 `InvestorSession`, a rotated session cookie and the account's device cookie (kept or
   * issued); `mustChangePassword` while the mailed temporary password is unchanged. Errors: 400
   * 'Please enter both username and password.'; 401 'Invalid username or password' (same answer and
   * timing for unknown accounts); 403 for the right password of a sign-up whose email is not verified
   * yet; 429 with Retry-After from throttleSignIn (per client, per device, and every browser without
   * the account's device cookie once the account's untrusted budget is spent).
   */
  .post('/login', validate('json', InvestorLoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const investor = await findInvestorByLogin(c.env.DB, username);
    const attempt = await throttleSignIn(c, 'investor', username, investor?.id ?? null);
    if (isRefusal(attempt)) failWith(attempt);
    if (!investor) {
      // Checked against a waiting sign-up's hash (or the dummy): the same cost either way.
      if (await verifyOrDummy(password, await pendingSignupHash(c.env.DB, username))) fail(403, INVESTOR_AUTH_MESSAGES.emailNotVerified);
      fail(401, INVESTOR_AUTH_MESSAGES.invalidCredentials);
    }
    if (!(await attempt.verify(password, investor.password_hash))) fail(401, INVESTOR_AUTH_MESSAGES.invalidCredentials);
    await startSession(c, 'investor', investor.id);
    await trustDevice(c, 'investor', investor.id, attempt.trustedDevice);
    await investorEventStatement(c.env.DB, investor.id, INVESTOR_EVENTS.signedIn, { method: 'password' }).run();
    return c.json(sessionAnswer(investor) satisfies InvestorSession);
  })

  /** Ends whatever investor session the request carries; always succeeds, so a stale cookie is cleared too. */
  .post('/logout', async (c) => {
    await endSession(c, 'investor');
    return c.json({ loggedOut: true });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorSessionApi = typeof app;

export default app;
