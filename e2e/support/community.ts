// Helpers of the community e2e files: an investor with a changed password signed in in a page, through
// the same API calls the portals make (the admin's session: admin-session.ts).
import type { Page } from 'playwright-core';
import { contributeFromDemoWallet } from './local-contribution';
import { queryLocalD1 } from './local-d1';

/** A JSON call from inside `page` (same origin, its cookies); resolves to status and body. */
export async function pageApi<T = unknown>(page: Page, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ([url, payload, extra]) => {
      const response = await fetch(url, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: payload === undefined ? extra : { 'content-type': 'application/json', ...extra },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, data: (await response.json().catch(() => null)) as T };
    },
    [path, body, headers] as const,
  );
}

/** Contributes as `email` (credited), then signs that investor in on `page` with a chosen password. */
export async function signInNewInvestor(page: Page, baseUrl: string, email: string): Promise<void> {
  await contributeFromDemoWallet(baseUrl, email);
  const [mail] = await queryLocalD1<{ body_text: string }>(`SELECT body_text FROM mail_outbox WHERE to_email = '${email}' AND kind = 'welcome'`);
  const temporary = /Temporary password: (\S+)/.exec(mail?.body_text ?? '')?.[1];
  if (!temporary) throw new Error(`no welcome mail for ${email}`);
  const login = await pageApi(page, '/api/investor/login', { username: email, password: temporary });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.data)}`);
  const changed = await pageApi(page, '/api/investor/change-password', { currentPassword: temporary, newPassword: 'community-e2e-1', confirmPassword: 'community-e2e-1' });
  if (changed.status !== 200) throw new Error(`change-password: ${changed.status} ${JSON.stringify(changed.data)}`);
}
