// /api/investor sign-in and logout for the /mrdx portal: the investor doors that open without a session.
import { Hono } from 'hono';
import { eq, or } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { INVESTOR_AUTH_MESSAGES, InvestorLoginSchema } from '@core/schemas/investor-auth';
import type { AppEnv } from '../../app-env';
import { investors } from '../../db/schema';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { throttleAttempt, verifyOrDummy } from '../../services/accounts/login-throttle';
import { endSession, startSession } from '../../services/accounts/sessions';

const app = new Hono<AppEnv>();

/** Signs in with the email (or chosen username) and password; same answer and timing for unknown accounts. */
app.post('/login', validate('json', InvestorLoginSchema), async (c) => {
  const { username, password } = c.req.valid('json');
  const throttled = await throttleAttempt(c, 'investor-login', username);
  if (throttled) return throttled;
  const investor = await drizzle(c.env.DB)
    .select()
    .from(investors)
    .where(or(eq(investors.email, username.toLowerCase()), eq(investors.username, username)))
    .limit(1)
    .get();
  const ok = await verifyOrDummy(password, investor?.passwordHash);
  if (!investor || !ok) fail(401, INVESTOR_AUTH_MESSAGES.invalidCredentials);
  await startSession(c, 'investor', investor.id);
  return c.json({
    username: investor.username ?? investor.email,
    email: investor.email,
    mustChangePassword: investor.mustChangePassword,
  });
});

/** Ends whatever investor session the request carries; always succeeds, so a stale cookie is cleared too. */
app.post('/logout', async (c) => {
  await endSession(c, 'investor');
  return c.json({ loggedOut: true });
});

export default app;
