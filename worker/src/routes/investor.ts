// /api/investor: the /mrdx portal's sign-in (accounts come from a credited contribution or a verified
// sign-up), password change, profile and logout. Sign-up, reset, SIWS, dashboard: investor-*.ts.
import { Hono } from 'hono';
import {
  INVESTOR_AUTH_MESSAGES,
  InvestorChangePasswordSchema,
  InvestorLoginSchema,
} from '@core/schemas/investor-auth';
import type { InvestorProfile, InvestorSession } from '@core/api/investor';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { validate } from '../lib/validate';
import { requireInvestor } from '../middleware/require-session';
import { findInvestorById, findInvestorByLogin, isVerifiedInvestor, sessionAnswer, type InvestorRow } from '../services/accounts/investor-accounts';
import { INVESTOR_EVENTS, investorEventStatement } from '../services/accounts/investor-events';
import { pendingSignupHash } from '../services/accounts/investor-signups';
import { throttleAttempt, verifyOrDummy } from '../services/accounts/login-throttle';
import { hashPassword } from '../services/accounts/passwords';
import { endSession, revokeSessionsBefore, startSession } from '../services/accounts/sessions';

const app = new Hono<AppEnv>();

/**
 * POST /api/investor/login — body `{ username, password }`; `username` is the chosen username or the
 * email (contributors created by a credit have only the email until they choose a username).
 * 200 {@link InvestorSession} and a rotated session cookie; `mustChangePassword` while the mailed
 * temporary password is unchanged. Errors: 400 'Please enter both username and password.'; 401
 * 'Invalid username or password' (same answer and timing for unknown accounts); 403 for the right
 * password of a sign-up whose email is not verified yet; 429 throttled per account and client.
 */
app.post('/login', validate('json', InvestorLoginSchema), async (c) => {
  const { username, password } = c.req.valid('json');
  const throttled = await throttleAttempt(c, 'investor-login', username);
  if (throttled) return throttled;
  const investor = await findInvestorByLogin(c.env.DB, username);
  if (!investor) {
    // Checked against a waiting sign-up's hash (or the dummy): the same cost either way.
    if (await verifyOrDummy(password, await pendingSignupHash(c.env.DB, username))) fail(403, INVESTOR_AUTH_MESSAGES.emailNotVerified);
    fail(401, INVESTOR_AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyOrDummy(password, investor.password_hash))) fail(401, INVESTOR_AUTH_MESSAGES.invalidCredentials);
  await startSession(c, 'investor', investor.id);
  await investorEventStatement(c.env.DB, investor.id, INVESTOR_EVENTS.signedIn, { method: 'password' }).run();
  return c.json(sessionAnswer(investor) satisfies InvestorSession);
});

/** Replaces the password (the temporary one must be replaced at first login); rotates the session. */
app.post('/change-password', requireInvestor, validate('json', InvestorChangePasswordSchema), async (c) => {
  const { currentPassword, newPassword } = c.req.valid('json');
  const investorId = c.get('investorId');
  const throttled = await throttleAttempt(c, 'investor-password', investorId);
  if (throttled) return throttled;
  const investor = await c.env.DB.prepare('SELECT password_hash FROM investors WHERE id = ?')
    .bind(investorId)
    .first<Pick<InvestorRow, 'password_hash'>>();
  if (!investor) fail(401, 'Please sign in first');
  if (!(await verifyOrDummy(currentPassword, investor.password_hash))) fail(400, 'Current password is incorrect');
  if (currentPassword === newPassword) fail(400, 'Choose a password different from the current one');
  // Only if the hash is still the one we checked: two concurrent changes cannot both win.
  const now = Date.now();
  const result = await c.env.DB.prepare(
    'UPDATE investors SET password_hash = ?1, must_change_password = 0, updated_at = ?2 WHERE id = ?3 AND password_hash = ?4',
  )
    .bind(await hashPassword(newPassword), now, investorId, investor.password_hash)
    .run();
  if (result.meta.changes !== 1) fail(409, 'Your password was changed meanwhile. Please sign in again.');
  // Sessions elsewhere (a shared computer, whoever read the mailed password) end; this one is renewed.
  await revokeSessionsBefore(c, 'investor', investorId, now);
  await startSession(c, 'investor', investorId);
  await investorEventStatement(c.env.DB, investorId, INVESTOR_EVENTS.passwordChanged, { method: 'change' }, now).run();
  return c.json({ mustChangePassword: false });
});

/**
 * GET /api/investor/profile — 200 {@link InvestorProfile} of the signed-in investor (also while the
 * temporary password is unchanged, so the page can show the change form). Errors: 401 no session.
 */
app.get('/profile', requireInvestor, async (c) => {
  const investor = await findInvestorById(c.env.DB, c.get('investorId'));
  if (!investor) return c.json({ error: 'Please sign in first' }, 401);
  c.header('Cache-Control', 'no-store');
  return c.json({
    ...sessionAnswer(investor),
    walletAddress: investor.wallet_address,
    verifiedInvestor: await isVerifiedInvestor(c.env.DB, investor.email),
  } satisfies InvestorProfile);
});

/** POST /api/investor/logout — ends the session (KV entry deleted, cookie cleared). 200 `{ loggedOut: true }`. */
app.post('/logout', async (c) => {
  await endSession(c, 'investor');
  return c.json({ loggedOut: true });
});

export default app;
