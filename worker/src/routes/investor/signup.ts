// POST /api/investor/signup: the sign-up form's answer. Public, validated and throttled; stores nothing.
import { Hono } from 'hono';
import { InvestorSignupSchema } from '@core/schemas/investor-auth';
import type { AppEnv } from '../../app-env';
import { validate } from '../../lib/validate';
import { throttleAttempt } from '../../services/accounts/login-throttle';

const app = new Hono<AppEnv>();

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
  });
});

export default app;
