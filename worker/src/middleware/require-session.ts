// Route guards: an investor or admin session, or a thrown 401/403. They put the principal on the context.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AdminPrincipal, AppEnv } from '../app-env';
import { fail } from '../lib/http-error';
import { findAdminById } from '../services/accounts/admin-accounts';
import { mustChangePassword } from '../services/accounts/investor-accounts';
import { readSession } from '../services/accounts/sessions';

/** Shown to a request without a live investor session. */
export const INVESTOR_SIGN_IN_REQUIRED = 'Please sign in first';
/** Shown while the mailed temporary password has not been replaced. */
const PASSWORD_CHANGE_REQUIRED = 'Please choose a new password first';
/** Shown to a request without a live admin session. */
const ADMIN_SIGN_IN_REQUIRED = 'Admin sign-in required';

/**
 * The admin the request's session belongs to, or null. A session issued before the admin's
 * credentials last changed (settings, emergency reset) is refused, so a changed password ends
 * every other session.
 */
export async function currentAdmin(c: Context<AppEnv>): Promise<AdminPrincipal | null> {
  const session = await readSession(c, 'admin');
  if (!session) return null;
  const row = await findAdminById(c.env.DB, session.subject);
  if (!row || session.createdAt < row.updatedAt.getTime()) return null;
  return { id: row.id, username: row.username };
}

/** 401 unless the request carries a live investor session; sets `investorId`. */
export const requireInvestor = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c, 'investor');
  if (!session) fail(401, INVESTOR_SIGN_IN_REQUIRED);
  c.set('investorId', session.subject);
  await next();
});

/**
 * For every investor data route (everything but profile, password change and logout): after
 * requireInvestor, 403 while the temporary password has not been replaced, so skipping the
 * new-password form in the browser opens nothing.
 */
export const requirePasswordChanged = createMiddleware<AppEnv>(async (c, next) => {
  const mustChange = await mustChangePassword(c.env.DB, c.get('investorId'));
  if (mustChange === undefined) fail(401, INVESTOR_SIGN_IN_REQUIRED);
  if (mustChange) fail(403, PASSWORD_CHANGE_REQUIRED);
  await next();
});

/** 401 unless the request carries a live admin session; sets `admin`. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const admin = await currentAdmin(c);
  if (!admin) fail(401, ADMIN_SIGN_IN_REQUIRED);
  c.set('admin', admin);
  await next();
});
