// /api/investor/password: "Set a password" on the dashboard for an account without one, which is where a
// wallet sign-in leaves a contributor (it revokes the mailed temporary password). Password sign-in then reopens.
import { Hono } from 'hono';
import type { PasswordSet } from '@core/api/investor';
import { InvestorSetPasswordSchema } from '@core/schemas/investor-auth';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { setFirstInvestorPassword } from '../../services/accounts/investor-accounts';
import { INVESTOR_EVENTS, investorEventStatement } from '../../services/accounts/investor-events';
import { hashPassword } from '../../services/accounts/passwords';

/** Refusal for an account that already has a password: changing it needs the current one. */
export const PASSWORD_ALREADY_SET = 'Your account already has a password. Change it with your current password.';

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/password — body `{ newPassword, confirmPassword }` (session + no temporary password
   * owed: mounted under investorData). Sets the first password of an account that has none, only while it
   * has none (a concurrent set or reset wins once); audited as `investor.password-changed` `{ method: 'set' }`.
   * 200 {@link PasswordSet}. Errors: 400 missing fields, 'Password must be at least 8 characters',
   * 'Passwords do not match'; 409 {@link PASSWORD_ALREADY_SET}; 401/403 from the guards.
   */
  .post('/', validate('json', InvestorSetPasswordSchema), async (c) => {
    const { newPassword } = c.req.valid('json');
    const investorId = c.get('investorId');
    const now = new Date();
    if (!(await setFirstInvestorPassword(c.env.DB, investorId, await hashPassword(newPassword), now))) fail(409, PASSWORD_ALREADY_SET);
    await investorEventStatement(c.env.DB, investorId, INVESTOR_EVENTS.passwordChanged, { method: 'set' }, now.getTime()).run();
    return c.json({ hasPassword: true } satisfies PasswordSet);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorPasswordApi = typeof app;

export default app;
