// /api/investor/signup: sign-up that cannot hijack a contributor's account. It creates nothing that
// can sign in: the account exists only once the mailed single-use link is used (docs/decisions.md, "Temporary passwords").
import { Hono } from 'hono';
import type { EmailVerifiedAnswer, InvestorSignupAnswer } from '@core/api/investor';
import { InvestorSignupSchema } from '@core/schemas/investor-auth';
import { RECOVERY_MESSAGES, VerifyEmailSchema } from '@core/schemas/investor-recovery';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { isUsernameTaken } from '../../services/accounts/investor-accounts';
import { createSignup, verifySignup } from '../../services/accounts/investor-signups';
import { throttleAttempt } from '../../services/accounts/login-throttle';

export const SIGNUP_MESSAGES = {
  created: 'Check your email for the link that confirms your account. Please complete your contribution to access mrdx.io',
  usernameTaken: 'This username is taken. Please choose another.',
  verified: 'Your email is confirmed. You can now sign in.',
  emailTaken: 'This email already has an account. Sign in, or use "Forgot password?".',
  usernameTakenMeanwhile: 'This username was taken meanwhile. Please sign up again with another.',
} as const;

const SIGNUP_ANSWER = {
  accountCreated: true,
  verificationSent: true,
  message: SIGNUP_MESSAGES.created,
  next: '/#contribute',
} as const satisfies InvestorSignupAnswer;

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/signup — body `{ email, username, password, confirmPassword }`.
   * 200 {@link InvestorSignupAnswer}, the same whether the email is new (a verification link is mailed,
   * valid 24 h) or already has an account (a notice is mailed instead; nothing changes).
   * Errors: 400 validation (core/schemas/investor-auth.ts messages: 'Please fill in all fields.', 'Passwords do not match', the
   * username rule, 8+ characters); 409 username taken (checked before the email, so it reveals nothing
   * about the email); 429 throttled (per email and per client, Retry-After).
   */
  .post('/', validate('json', InvestorSignupSchema), async (c) => {
    const { email, username, password } = c.req.valid('json');
    // Every sign-up counts against the client: nothing is verified here.
    const throttled = await throttleAttempt(c, 'investor-signup', email);
    if (isRefusal(throttled)) failWith(throttled);
    if (await isUsernameTaken(c.env.DB, username)) fail(409, SIGNUP_MESSAGES.usernameTaken);
    await createSignup(c.env.DB, { email, username, password, origin: c.env.PUBLIC_ORIGIN });
    return c.json(SIGNUP_ANSWER);
  })

  /**
   * POST /api/investor/signup/verify — body `{ token }` from the mailed link (`/mrdx#verify=<token>`).
   * 200 {@link EmailVerifiedAnswer}: the account exists and can sign in. The token is spent.
   * Errors: 400 invalid, used or expired link; 409 the email already has an account, or the username
   * was taken meanwhile; 429 throttled per client.
   */
  .post('/verify', validate('json', VerifyEmailSchema), async (c) => {
    const { token } = c.req.valid('json');
    const attempt = await throttleAttempt(c, 'investor-verify', null);
    if (isRefusal(attempt)) failWith(attempt);
    const result = await verifySignup(c.env.DB, token);
    if (result.outcome === 'invalid') fail(400, RECOVERY_MESSAGES.invalidLink);
    if (result.outcome === 'email-taken') fail(409, SIGNUP_MESSAGES.emailTaken);
    if (result.outcome === 'username-taken') fail(409, SIGNUP_MESSAGES.usernameTakenMeanwhile);
    await attempt.succeeded();
    return c.json({ verified: true, username: result.username, message: SIGNUP_MESSAGES.verified } satisfies EmailVerifiedAnswer);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorSignupApi = typeof app;

export default app;
