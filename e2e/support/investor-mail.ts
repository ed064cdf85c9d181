// Reads the investor mails of the e2e stack's outbox (local default: no provider, so mails stay queued
// with their body): the welcome mail's temporary password and the single-use links of /mrdx.
import { queryLocalD1 } from './local-d1';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The newest body of `kind` sent to `email`, waiting up to `timeoutMs` for it to be queued (`stackUrl`: a file's own stack). */
export async function latestMail(email: string, kind: string, timeoutMs = 15_000, stackUrl?: string): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryLocalD1<{ body_text: string }>(
      `SELECT body_text FROM mail_outbox WHERE to_email = ${quote(email)} AND kind = ${quote(kind)} ORDER BY created_at DESC LIMIT 1`,
      stackUrl,
    );
    if (row) return row.body_text;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The temporary password of the welcome mail to `email` (`stackUrl`: a file's own stack). */
export async function temporaryPassword(email: string, stackUrl?: string): Promise<string> {
  const password = /Temporary password: (\S+)/.exec(await latestMail(email, 'welcome', 15_000, stackUrl))?.[1];
  if (!password) throw new Error(`no temporary password mailed to ${email}`);
  return password;
}

/** The path and fragment (`/mrdx#verify=…` or `/mrdx#reset=…`) of the newest single-use link of `kind` to `email`. */
export async function mailedLink(email: string, kind: 'account-verification' | 'password-reset'): Promise<string> {
  const url = /Single-use link: (\S+)/.exec(await latestMail(email, kind))?.[1];
  if (!url) throw new Error(`no link in the ${kind} mail to ${email}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.hash}`;
}

/** Resolves once the /mrdx portal island has hydrated (the navigation's wallet island waits for an interaction). */
export async function portalReady(page: import('playwright-core').Page): Promise<void> {
  await page.waitForSelector('astro-island[component-export="MrdxPortal"]:not([ssr])', { state: 'attached' });
}
