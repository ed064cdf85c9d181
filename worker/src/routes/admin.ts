// /api/admin: admin sign-in, auth check, logout, credential settings and the token-guarded
// emergency reset; the sale controls (timers, whitelist settings) are mounted from admin-sale.ts.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  ADMIN_AUTH_MESSAGES,
  AdminEmergencyResetSchema,
  AdminLoginSchema,
  AdminSettingsSchema,
} from '@core/schemas/admin-auth';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { validate } from '../lib/validate';
import { currentAdmin, requireAdmin } from '../middleware/require-session';
import { adminActor, auditStatement } from '../services/accounts/audit';
import { throttleAttempt, verifyOrDummy } from '../services/accounts/login-throttle';
import { hashPassword } from '../services/accounts/passwords';
import { endSession, startSession } from '../services/accounts/sessions';
import adminSale from './admin-sale';
import type { AdminIdentity, LoggedOut } from '@core/api/admin';

const app = new Hono<AppEnv>();

app.post('/login', validate('json', AdminLoginSchema), async (c) => {
  const { username, password } = c.req.valid('json');
  const throttled = await throttleAttempt(c, 'admin-login', username);
  if (throttled) return throttled;
  const admin = await c.env.DB.prepare('SELECT id, username, password_hash FROM admins WHERE username = ?')
    .bind(username)
    .first<{ id: string; username: string; password_hash: string }>();
  const ok = await verifyOrDummy(password, admin?.password_hash);
  if (!admin || !ok) fail(401, ADMIN_AUTH_MESSAGES.invalidCredentials);
  await startSession(c, 'admin', admin.id);
  await auditStatement(c.env.DB, adminActor(admin.username), 'admin.login', admin.id, {}).run();
  return c.json({ username: admin.username } satisfies AdminIdentity);
});

/** `true` or `false` (spec: the dashboard renders nothing on false). */
app.get('/auth/check', async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json((await currentAdmin(c)) !== null);
});

app.post('/logout', async (c) => {
  const admin = await currentAdmin(c);
  await endSession(c, 'admin');
  if (admin) await auditStatement(c.env.DB, adminActor(admin.username), 'admin.logout', admin.id, {}).run();
  return c.json({ loggedOut: true } satisfies LoggedOut);
});

/** Changes the username and optionally the password after checking the current password. */
app.post('/settings', requireAdmin, validate('json', AdminSettingsSchema), async (c) => {
  const { username, currentPassword, newPassword } = c.req.valid('json');
  const admin = c.get('admin');
  const throttled = await throttleAttempt(c, 'admin-settings', admin.id);
  if (throttled) return throttled;
  const row = await c.env.DB.prepare('SELECT password_hash FROM admins WHERE id = ?').bind(admin.id).first<{ password_hash: string }>();
  if (!(await verifyOrDummy(currentPassword, row?.password_hash))) fail(400, 'Current password is incorrect');
  const taken = await c.env.DB.prepare('SELECT 1 FROM admins WHERE username = ? AND id != ?').bind(username, admin.id).first();
  if (taken) fail(409, 'That username is already taken');

  const now = Date.now();
  const passwordHash = newPassword ? await hashPassword(newPassword) : row!.password_hash;
  await c.env.DB.batch([
    c.env.DB.prepare('UPDATE admins SET username = ?, password_hash = ?, updated_at = ? WHERE id = ?').bind(username, passwordHash, now, admin.id),
    auditStatement(c.env.DB, adminActor(admin.username), 'admin.settings_updated', admin.id, {
      username: username === admin.username ? 'unchanged' : { from: admin.username, to: username },
      passwordChanged: Boolean(newPassword),
    }, now),
  ]);
  // Other sessions of this admin predate updated_at and end; this one is replaced by a fresh one.
  await startSession(c, 'admin', admin.id);
  return c.json({ username } satisfies AdminIdentity);
});

function sameSecret(given: string, expected: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early exit on the first differing byte.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Refuses unless ADMIN_RESET_TOKEN is configured and the request's X-Reset-Token equals it. */
const requireResetToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.ADMIN_RESET_TOKEN?.trim();
  if (!expected) fail(403, 'Emergency reset is disabled');
  const throttled = await throttleAttempt(c, 'admin-reset', null);
  if (throttled) return throttled;
  if (!sameSecret(c.req.header('X-Reset-Token') ?? '', expected)) fail(403, 'Invalid reset token');
  await next();
});

/** Creates or replaces the admin credentials; every existing admin session ends with the old account. */
app.post('/emergency-reset', requireResetToken, validate('json', AdminEmergencyResetSchema), async (c) => {
  const { username, password } = c.req.valid('json');
  const id = crypto.randomUUID();
  const now = Date.now();
  await c.env.DB.batch([
    c.env.DB.prepare('DELETE FROM admins'),
    c.env.DB.prepare('INSERT INTO admins (id, username, password_hash, updated_at) VALUES (?, ?, ?, ?)').bind(
      id,
      username,
      await hashPassword(password),
      now,
    ),
    auditStatement(c.env.DB, adminActor(username), 'admin.emergency_reset', id, { username }, now),
  ]);
  return c.json({ username } satisfies AdminIdentity);
});

app.route('/', adminSale);

export default app;
