// POST /api/admin/emergency-reset: replaces the admin credentials when the admin is locked out. No
// session (that is the point); guarded by the ADMIN_RESET_TOKEN secret and throttled instead.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AdminEmergencyResetSchema } from '@core/schemas/admin-auth';
import type { AppEnv } from '../../app-env';
import { fail, failWith } from '../../lib/http-error';
import { isRefusal } from '../../lib/refusal';
import { validate } from '../../lib/validate';
import { replaceAdminsStatements } from '../../services/accounts/admin-accounts';
import { adminActor, auditStatement } from '../../services/accounts/audit';
import { trustDevice } from '../../services/accounts/device-cookies';
import { throttleAttempt } from '../../services/accounts/login-throttle';
import { hashPassword } from '../../services/accounts/passwords';

function sameSecret(given: string, expected: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early exit on the first differing byte.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Refuses unless ADMIN_RESET_TOKEN is configured and the request's X-Reset-Token equals it. */
const requireResetToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.ADMIN_RESET_TOKEN?.trim();
  if (!expected) fail(403, 'Emergency reset is disabled');
  const attempt = await throttleAttempt(c, 'admin-reset', null);
  if (isRefusal(attempt)) failWith(attempt);
  if (!sameSecret(c.req.header('X-Reset-Token') ?? '', expected)) fail(403, 'Invalid reset token');
  await attempt.succeeded();
  await next();
});

const app = new Hono<AppEnv>()
  /**
   * Creates or replaces the admin credentials; every existing admin session ends with the old account,
   * and this browser gets the new admin's device cookie (its sign-ins skip a lockout of strangers).
   */
  .post('/emergency-reset', requireResetToken, validate('json', AdminEmergencyResetSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const id = crypto.randomUUID();
    const now = Date.now();
    await c.env.DB.batch([
      ...replaceAdminsStatements(c.env.DB, { id, username, passwordHash: await hashPassword(password) }, now),
      auditStatement(c.env.DB, adminActor(username), 'admin.emergency_reset', id, { username }, now),
    ]);
    await trustDevice(c, 'admin', id, null, { now });
    return c.json({ username });
  });

/** These routes with their inputs and answers, for the typed clients (hono/client; site/src/lib/api/clients.ts). */
export type AdminEmergencyResetApi = typeof app;

export default app;
