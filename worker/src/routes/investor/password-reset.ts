// /api/investor/password-reset: "Forgot password?" on /mrdx. Asking never reveals whether an email
// has an account; a mailed link works once, for 1 hour, and ends every other session.
import { Hono } from 'hono';
import type { InvestorSession, PasswordResetRequested } from '@core/api/investor';
import { PasswordResetRequestSchema, PasswordResetSchema, RECOVERY_MESSAGES } from '@core/schemas/investor-recovery';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { findInvestorById, sessionAnswer } from '../../services/accounts/investor-accounts';
import { trustDevice } from '../../services/accounts/device-cookies';
import { throttleAttempt } from '../../services/accounts/login-throttle';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-resets';
import { revokeSessionsBefore, startSession } from '../../services/accounts/sessions';

export const RESET_REQUESTED_MESSAGE = 'If an account uses this email, we have sent it a link to choose a new password. The link works once, for 1 hour.';

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/password-reset/request — body `{ email }`.
   * 200 {@link PasswordResetRequested}, identical whether or not the email has an account (only an
   * existing account is mailed a link, `/mrdx#reset=<token>`).
   * Errors: 400 invalid email; 429 throttled like login (per email and per client, Retry-After).
   */
  .post('/request', validate('json', PasswordResetRequestSchema), async (c) => {
    const { email } = c.req.valid('json');
    // Every request counts: nothing is verified here, and a link is mailed each time.
    const throttled = await throttleAttempt(c, 'investor-reset', email);
    if (isRefusal(throttled)) failWith(throttled);
    await requestPasswordReset(c.env.DB, email, c.env.PUBLIC_ORIGIN);
    return c.json({ message: RESET_REQUESTED_MESSAGE } satisfies PasswordResetRequested);
  })

  /**
   * POST /api/investor/password-reset — body `{ token, password, confirmPassword }`.
   * 200 {@link InvestorSession}: the password is replaced (no change required afterwards), every other
   * session of the investor ends, and this request gets a fresh session cookie and the account's only
   * device cookie (every other browser's trust is forgotten with the old password).
   * Errors: 400 "Passwords don't match", 'Password must be at least 8 characters' (the earlier floor was
   * 6; we keep 8), or an invalid, used or expired link; 429 throttled per client.
   */
  .post('/', validate('json', PasswordResetSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const attempt = await throttleAttempt(c, 'investor-reset-use', null);
    if (isRefusal(attempt)) failWith(attempt);
    const now = Date.now();
    const investorId = await resetPassword(c.env.DB, token, password, now);
    if (!investorId) fail(400, RECOVERY_MESSAGES.invalidLink);
    await attempt.succeeded();
    await revokeSessionsBefore(c, 'investor', investorId, now);
    await startSession(c, 'investor', investorId);
    await trustDevice(c, 'investor', investorId, null, { forgetOthers: true, now });
    const investor = await findInvestorById(c.env.DB, investorId);
    if (!investor) fail(400, RECOVERY_MESSAGES.invalidLink);
    return c.json(sessionAnswer(investor) satisfies InvestorSession);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorPasswordResetApi = typeof app;

export default app;
