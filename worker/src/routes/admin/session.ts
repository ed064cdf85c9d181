// /api/admin sign-in, auth check and logout: the admin doors that must open without a session.
import { Hono } from 'hono';
import { ADMIN_AUTH_MESSAGES, AdminLoginSchema } from '@core/schemas/admin-auth';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { currentAdmin } from '../../middleware/require-session';
import { findAdminByUsername } from '../../services/accounts/admin-accounts';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { throttleAttempt } from '../../services/accounts/login-throttle';
import { endSession, startSession } from '../../services/accounts/sessions';

const app = new Hono<AppEnv>();

app.post('/login', validate('json', AdminLoginSchema), async (c) => {
  const { username, password } = c.req.valid('json');
  const attempt = await throttleAttempt(c, 'admin-login', username);
  const admin = await findAdminByUsername(c.env.DB, username);
  const ok = await attempt.verify(password, admin?.passwordHash);
  if (!admin || !ok) fail(401, ADMIN_AUTH_MESSAGES.invalidCredentials);
  await startSession(c, 'admin', admin.id);
  await auditStatement(c.env.DB, adminActor(admin.username), 'admin.login', admin.id, {}).run();
  return c.json({ username: admin.username });
});

/** `true` or `false` (spec: the dashboard renders nothing on false). */
app.get('/auth/check', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json((await currentAdmin(c)) !== null);
});

/** Ends whatever admin session the request carries; always succeeds, so a stale cookie is cleared too. */
app.post('/logout', async (c) => {
  const admin = await currentAdmin(c);
  await endSession(c, 'admin');
  if (admin) await auditStatement(c.env.DB, adminActor(admin.username), 'admin.logout', admin.id, {}).run();
  return c.json({ loggedOut: true });
});

export default app;
