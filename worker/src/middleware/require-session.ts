// Route guards: an investor or admin session, or 401 JSON. They put the principal on the context.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { readSession } from '../services/accounts/sessions';

/** The signed-in admin, as routes see it. */
export interface AdminPrincipal {
  id: string;
  username: string;
}

/**
 * The admin the request's session belongs to, or null. A session issued before the admin's
 * credentials last changed (settings, emergency reset) is refused, so a changed password ends
 * every other session.
 */
export async function currentAdmin(c: Context<AppEnv>): Promise<AdminPrincipal | null> {
  const session = await readSession(c, 'admin');
  if (!session) return null;
  const row = await c.env.DB.prepare('SELECT id, username, updated_at FROM admins WHERE id = ?')
    .bind(session.subject)
    .first<{ id: string; username: string; updated_at: number }>();
  if (!row || session.createdAt < row.updated_at) return null;
  return { id: row.id, username: row.username };
}

/** 401 `{ error }` unless the request carries a live investor session; sets `investorId`. */
export const requireInvestor = createMiddleware<AppEnv>(async (c, next) => {
  const session = await readSession(c, 'investor');
  if (!session) return c.json({ error: 'Please sign in first' }, 401);
  c.set('investorId', session.subject);
  await next();
});

/** Shown while the mailed temporary password has not been replaced. */
export const PASSWORD_CHANGE_REQUIRED = 'Please choose a new password first';

/**
 * For investor routes beyond profile and password change (dashboard data, comments...): after
 * requireInvestor, 403 `{ error }` while the temporary password has not been replaced, so skipping
 * the new-password form in the browser opens nothing.
 */
export const requirePasswordChanged = createMiddleware<AppEnv>(async (c, next) => {
  const row = await c.env.DB.prepare('SELECT must_change_password FROM investors WHERE id = ?')
    .bind(c.get('investorId'))
    .first<{ must_change_password: number }>();
  if (!row) return c.json({ error: 'Please sign in first' }, 401);
  if (row.must_change_password === 1) return c.json({ error: PASSWORD_CHANGE_REQUIRED }, 403);
  await next();
});

/** 401 `{ error }` unless the request carries a live admin session; sets `admin`. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const admin = await currentAdmin(c);
  if (!admin) return c.json({ error: 'Admin sign-in required' }, 401);
  c.set('admin', admin);
  await next();
});
