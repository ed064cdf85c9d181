// The newsletter's double opt-in: the footer form says a link was mailed, the mailed confirmation link
// works once, and an unsubscribe link (as a delivered mail carries) unsubscribes once.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_MESSAGES } from '@core/newsletter-messages';
import { collectConsoleErrors, seriousAxeViolations, useBrowser } from './support/browser';
import { dismissDemoWallet } from './support/wallet-page';
import { queryLocalD1 } from './support/local-d1';

const { newPage } = useBrowser();
const EMAIL = `news-${Date.now()}@example.com`;

const status = (page: Page) => page.locator('[data-slot="token-status"]');

describe('newsletter', () => {
  it('mails a confirmation link from the footer form; the link works once', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    const form = page.locator('form[data-newsletter]');
    await form.getByLabel('Subscribe to the newsletter').fill(EMAIL);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText(NEWSLETTER_MESSAGES.confirmationSent).waitFor();

    const [mail] = await queryLocalD1<{ body_text: string }>(`SELECT body_text FROM mail_outbox WHERE to_email = '${EMAIL}' AND kind = 'newsletter-confirm'`);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail?.body_text ?? '')?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname + new URL(link!).search;

    await page.goto(path);
    await status(page).getByText(EMAIL, { exact: false }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await status(page).getByText(NEWSLETTER_MESSAGES.confirmed).waitFor();

    await page.goto(path);
    await status(page).getByText(NEWSLETTER_TOKEN_MESSAGES.invalid).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm subscription' }).isVisible()).toBe(false);
    await page.goto('/newsletter/confirm');
    await status(page).getByText(NEWSLETTER_TOKEN_MESSAGES.invalid).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('unsubscribes once with the link a delivered mail carries', async () => {
    // The local default delivers to the outbox only, so no mail was sent with a link: store the
    // token a delivery would store (its SHA-256, purpose 'unsubscribe') and open its page.
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const now = Date.now();
    await queryLocalD1(`INSERT INTO email_tokens (token_hash, email, purpose, created_at, expires_at, used_at) VALUES ('${hash}', '${EMAIL}', 'unsubscribe', ${now}, ${now + 86_400_000}, NULL)`);

    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto(`/newsletter/unsubscribe?token=${token}`);
    await status(page).getByText(EMAIL, { exact: false }).waitFor();
    // Keyboard: the button is reachable and pressed with Enter.
    await page.getByRole('button', { name: 'Unsubscribe' }).focus();
    await page.keyboard.press('Enter');
    await status(page).getByText(NEWSLETTER_MESSAGES.unsubscribed).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await status(page).getByText(NEWSLETTER_TOKEN_MESSAGES.invalid).waitFor();
    await context.close();
  }, 150_000);
});
