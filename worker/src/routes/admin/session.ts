// /api/admin sign-in, auth check and logout: the admin doors that must open without a session.
import { Hono } from 'hono';
import { ADMIN_AUTH_MESSAGES, AdminLoginSchema } from '@core/schemas/admin-auth';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { currentAdmin } from '../../middleware/require-session';
import { findAdminByUsername } from '../../services/accounts/admin-accounts';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { trustDevice } from '../../services/accounts/device-cookies';
import { throttleSignIn } from '../../services/accounts/login-throttle';
import { endSession, startSession } from '../../services/accounts/sessions';

const app = new Hono<AppEnv>()
  /**
   * POST /api/admin/login — body `{ username, password }`. 200 `{ username }`, a rotated admin session
   * cookie and the admin's device cookie (kept or issued; SameSite=Strict). Errors: 400 from the
   * schema; 401 'Invalid username or password. Please try again.' (unknown usernames alike, checked
   * against the dummy hash); 429 with Retry-After from throttleSignIn (per client, per device, and
   * every browser without the admin's device cookie once the account's untrusted budget is spent).
   */
  .post('/login', validate('json', AdminLoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const admin = await findAdminByUsername(c.env.DB, username);
    const attempt = await throttleSignIn(c, 'admin', username, admin?.id ?? null);
    if (isRefusal(attempt)) failWith(attempt);
    const ok = await attempt.verify(password, admin?.passwordHash);
    if (!admin || !ok) fail(401, ADMIN_AUTH_MESSAGES.invalidCredentials);
    await startSession(c, 'admin', admin.id);
    await trustDevice(c, 'admin', admin.id, attempt.trustedDevice);
    await auditStatement(c.env.DB, adminActor(admin.username), 'admin.login', admin.id, {}).run();
    return c.json({ username: admin.username });
  })

  /** `true` or `false` (the dashboard renders nothing on false). */
  .get('/auth/check', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json((await currentAdmin(c)) !== null);
  })

  /** Ends whatever admin session the request carries; always succeeds, so a stale cookie is cleared too. */
  .post('/logout', async (c) => {
    const admin = await currentAdmin(c);
    await endSession(c, 'admin');
    if (admin) await auditStatement(c.env.DB, adminActor(admin.username), 'admin.logout', admin.id, {}).run();
    return c.json({ loggedOut: true });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminSessionApi = typeof app;

export default app;
