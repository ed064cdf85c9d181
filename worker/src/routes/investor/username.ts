// POST /api/investor/username: contributors' accounts (created by a credit) start without a username
// and sign in with their email; they may choose one here, then sign in with either.
import { Hono } from 'hono';
import type { UsernameSet } from '@core/api/investor';
import { SetUsernameSchema } from '@core/schemas/investor-recovery';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { chooseUsername } from '../../services/accounts/investor-username';
import { SIGNUP_MESSAGES } from './signup';

const app = new Hono<AppEnv>()
  /**
   * POST /api/investor/username — body `{ username }` (3-32 letters, digits, `.`, `_`, `-`; stored
   * lower-cased, unique regardless of case). Sets or changes the signed-in investor's username.
   * 200 {@link UsernameSet}. Errors: 400 invalid; 401 no session; 403 temporary password unchanged;
   * 409 taken (by an account or a sign-up waiting for verification).
   */
  .post('/', validate('json', SetUsernameSchema), async (c) => {
    const { username } = c.req.valid('json');
    if ((await chooseUsername(c.env.DB, c.get('investorId'), username)) === 'taken') fail(409, SIGNUP_MESSAGES.usernameTaken);
    return c.json({ username } satisfies UsernameSet);
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type InvestorUsernameApi = typeof app;

export default app;
