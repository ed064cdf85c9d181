// /api/investor: the /mrdx portal's sign-in for contributors (accounts are created when a
// contribution is credited), password change, profile, logout and the sign-up answer.
import { Hono } from 'hono';
import {
  INVESTOR_AUTH_MESSAGES,
  InvestorChangePasswordSchema,
  InvestorLoginSchema,
  InvestorSignupSchema,
} from '@core/schemas/investor-auth';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { validate } from '../lib/validate';
import { requireInvestor } from '../middleware/require-session';
import { throttleAttempt, verifyOrDummy } from '../services/accounts/login-throttle';
import { hashPassword } from '../services/accounts/passwords';
import { endSession, revokeSessionsBefore, startSession } from '../services/accounts/sessions';
import type { LoggedOut } from '@core/api/admin';
import type { InvestorLogin, InvestorProfile, InvestorSignup, PasswordChanged } from '@core/api/investor';

interface InvestorRow {
  id: string;
  email: string;
  username: string | null;
  wallet_address: string;
  password_hash: string | null;
  must_change_password: number;
}

const app = new Hono<AppEnv>();

/** Signs in with the email (or chosen username) and password; same answer and timing for unknown accounts. */
app.post('/login', validate('json', InvestorLoginSchema), async (c) => {
  const { username, password } = c.req.valid('json');
  const throttled = await throttleAttempt(c, 'investor-login', username);
  if (throttled) return throttled;
  const investor = await c.env.DB.prepare('SELECT * FROM investors WHERE email = ?1 OR username = ?2 LIMIT 1')
    .bind(username.toLowerCase(), username)
    .first<InvestorRow>();
  const ok = await verifyOrDummy(password, investor?.password_hash);
  if (!investor || !ok) fail(401, INVESTOR_AUTH_MESSAGES.invalidCredentials);
  await startSession(c, 'investor', investor.id);
  return c.json({
    username: investor.username ?? investor.email,
    email: investor.email,
    mustChangePassword: investor.must_change_password === 1,
  } satisfies InvestorLogin);
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
  return c.json({ mustChangePassword: false } satisfies PasswordChanged);
});

/** The signed-in investor's profile. */
app.get('/profile', requireInvestor, async (c) => {
  const investor = await c.env.DB.prepare('SELECT * FROM investors WHERE id = ?').bind(c.get('investorId')).first<InvestorRow>();
  if (!investor) return c.json({ error: 'Please sign in first' }, 401);
  c.header('Cache-Control', 'no-store');
  return c.json({
    username: investor.username ?? investor.email,
    email: investor.email,
    walletAddress: investor.wallet_address,
    mustChangePassword: investor.must_change_password === 1,
  } satisfies InvestorProfile);
});

app.post('/logout', async (c) => {
  await endSession(c, 'investor');
  return c.json({ loggedOut: true } satisfies LoggedOut);
});

/**
 * Sign-up: validated, but nothing is stored. Access belongs to whoever contributed with an email,
 * and their login arrives by mail once the contribution is credited; storing a password chosen
 * here would let anyone who knows a contributor's email take over the account. The answer is the
 * same whether or not the email has contributed, so it reveals nothing.
 */
app.post('/signup', validate('json', InvestorSignupSchema), async (c) => {
  const { email } = c.req.valid('json');
  const throttled = await throttleAttempt(c, 'investor-signup', email);
  if (throttled) return throttled;
  return c.json({
    accountCreated: false,
    next: '/#contribute',
    message: 'Please complete your contribution to access mrdx.io',
  } satisfies InvestorSignup);
});

export default app;
