// POST /api/admin/settings: the signed-in admin changes the username and optionally the password.
import { Hono } from 'hono';
import { AdminSettingsSchema } from '@core/schemas/admin-auth';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { adminCredentialsStatement, adminPasswordHash, isAdminUsernameTaken } from '../../services/accounts/admin-accounts';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { throttleAttempt } from '../../services/accounts/login-throttle';
import { hashPassword } from '../../services/accounts/passwords';
import { startSession } from '../../services/accounts/sessions';

const app = new Hono<AppEnv>()
  /** Changes the username and optionally the password after checking the current password. */
  .post('/settings', validate('json', AdminSettingsSchema), async (c) => {
    const { username, currentPassword, newPassword } = c.req.valid('json');
    const admin = c.get('admin');
    const attempt = await throttleAttempt(c, 'admin-settings', admin.id);
    if (isRefusal(attempt)) failWith(attempt);
    const storedHash = await adminPasswordHash(c.env.DB, admin.id);
    if (!storedHash || !(await attempt.verify(currentPassword, storedHash))) fail(400, 'Current password is incorrect');
    if (await isAdminUsernameTaken(c.env.DB, username, admin.id)) fail(409, 'That username is already taken');

    const now = Date.now();
    const passwordHash = newPassword ? await hashPassword(newPassword) : storedHash;
    await c.env.DB.batch([
      adminCredentialsStatement(c.env.DB, admin.id, username, passwordHash, now),
      auditStatement(c.env.DB, adminActor(admin.username), 'admin.settings_updated', admin.id, {
        username: username === admin.username ? 'unchanged' : { from: admin.username, to: username },
        passwordChanged: Boolean(newPassword),
      }, now),
    ]);
    // Other sessions of this admin predate updated_at and end; this one is replaced by a fresh one.
    await startSession(c, 'admin', admin.id);
    return c.json({ username });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminSettingsApi = typeof app;

export default app;
