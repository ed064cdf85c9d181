// POST /api/admin/settings: the signed-in admin changes the username and optionally the password.
import { Hono } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { AdminSettingsSchema } from '@core/schemas/admin-auth';
import type { AppEnv } from '../../app-env';
import { admins } from '../../db/schema';
import { fail } from '../../lib/http-error';
import { validate } from '../../lib/validate';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { throttleAttempt } from '../../services/accounts/login-throttle';
import { hashPassword } from '../../services/accounts/passwords';
import { startSession } from '../../services/accounts/sessions';

const app = new Hono<AppEnv>();

/** Changes the username and optionally the password after checking the current password. */
app.post('/settings', validate('json', AdminSettingsSchema), async (c) => {
  const { username, currentPassword, newPassword } = c.req.valid('json');
  const admin = c.get('admin');
  const attempt = await throttleAttempt(c, 'admin-settings', admin.id);
  const db = drizzle(c.env.DB);
  const row = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, admin.id)).get();
  if (!row || !(await attempt.verify(currentPassword, row.passwordHash))) fail(400, 'Current password is incorrect');
  const taken = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.username, username), ne(admins.id, admin.id)))
    .get();
  if (taken) fail(409, 'That username is already taken');

  const now = Date.now();
  const passwordHash = newPassword ? await hashPassword(newPassword) : row.passwordHash;
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE admins SET username = ?, password_hash = ?, updated_at = ? WHERE id = ?').bind(username, passwordHash, now, admin.id),
    auditStatement(c.env.DB, adminActor(admin.username), 'admin.settings_updated', admin.id, {
      username: username === admin.username ? 'unchanged' : { from: admin.username, to: username },
      passwordChanged: Boolean(newPassword),
    }, now),
  ]);
  // Other sessions of this admin predate updated_at and end; this one is replaced by a fresh one.
  await startSession(c, 'admin', admin.id);
  return c.json({ username });
});

export default app;
