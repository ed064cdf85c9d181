// The admin of the e2e run: global-setup.ts sets the credentials once with the local reset token and
// signs in once, and every admin page of the run's stack gets that session's cookies. A file that
// reset the credentials itself (an emergency reset ends every admin session) signed in on the spot, so
// files signing in at the same time ended each other's sessions; now only the E2E_SERIAL files that
// test the reset (vitest.config.mts) end the run's session, and the files after them sign in again.
import { readFileSync } from 'node:fs';
import { request } from 'playwright-core';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { pageApi } from './community';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's admin session on its stack (cookies as Playwright stores them). */
    adminCookies: AdminCookies;
  }
}

type AdminCookies = Parameters<import('playwright-core').BrowserContext['addCookies']>[0];

const ADMIN = { username: 'admin', password: 'admin-e2e-secret' };

/** The local emergency-reset token: the stack copies .dev.vars.example to .dev.vars, and the worker reads it there. */
const localResetToken = () => /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!.trim();

/** Sets the admin credentials of the stack at `baseUrl` and signs in: the session's cookies (global-setup.ts). */
export async function startAdminSession(baseUrl: string): Promise<AdminCookies> {
  // Writes must come from the site's own origin (worker/src/middleware/guard-mutations.ts).
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
  try {
    const reset = await api.post('/api/admin/emergency-reset', { data: { ...ADMIN, confirmPassword: ADMIN.password }, headers: { 'X-Reset-Token': localResetToken() } });
    if (!reset.ok()) throw new Error(`admin reset: ${reset.status()} ${await reset.text()}`);
    const login = await api.post('/api/admin/login', { data: ADMIN });
    if (!login.ok()) throw new Error(`admin login: ${login.status()} ${await login.text()}`);
    return (await api.storageState()).cookies;
  } finally {
    await api.dispose();
  }
}

/**
 * Signs the admin in on `page` (the page must be on a stack's origin): on the run's stack with the
 * run's session while it lasts; else (a file's own stack, or after a serial file's reset) by logging
 * in, resetting the credentials with the local token first if they are not the run's.
 */
export async function signInAdmin(page: Page): Promise<void> {
  if (new URL(page.url()).origin === inject('baseUrl')) {
    await page.context().addCookies(inject('adminCookies'));
    if ((await pageApi<boolean>(page, '/api/admin/auth/check')).data === true) return;
  }
  let login = await pageApi(page, '/api/admin/login', ADMIN);
  if (login.status !== 200) {
    await pageApi(page, '/api/admin/emergency-reset', { ...ADMIN, confirmPassword: ADMIN.password }, { 'X-Reset-Token': localResetToken() });
    login = await pageApi(page, '/api/admin/login', ADMIN);
  }
  if (login.status !== 200) throw new Error(`admin login: ${login.status} ${JSON.stringify(login.data)}`);
}
