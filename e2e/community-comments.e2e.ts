// Investor comments on /: a signed-in investor posts, the comment waits for the admin, then shows with
// author, avatar letter, relative time and sentiment; a visitor cannot post; markup stays text.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { COMMENT_MESSAGES } from '@core/comments';
import type { ModeratedComment, Page as ListPage, PublicComment } from '@core/api/community';
import { collectConsoleErrors, seriousAxeViolations, useBrowser } from './support/browser';
import { dismissDemoWallet } from './support/wallet-page';
import { signInAdmin } from './support/admin-session';
import { pageApi, signInNewInvestor } from './support/community';

const { newPage, baseUrl } = useBrowser();
const EMAIL = `commenter-${Date.now()}@example.com`;
const AUTHOR = EMAIL.split('@')[0]!;
const HOSTILE = `Great launch <img src=x onerror=alert(1)> more at https://evil.example/${Date.now()}`;
const NEGATIVE = `Honestly the wait is terrible ${Date.now()}`;

async function openComments(page: Page) {
  await page.goto('/');
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await page.locator('[data-slot="comments-list"][aria-busy="false"]').waitFor();
}

const publicComments = async () => ((await (await fetch(`${baseUrl}/api/comments?limit=100`)).json()) as ListPage<PublicComment>).items;

describe('investor comments', () => {
  it('lets a visitor read but not post, and says why', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    const errors = collectConsoleErrors(page);
    await openComments(page);
    const form = page.locator('[data-slot="comment-form"]');
    await form.getByRole('heading', { name: 'Only investors can comment' }).waitFor();
    // The next step in place: connect a wallet here (or sign in with an email), not a link away only.
    await form.locator('[data-slot="comment-next-step"] [data-slot="wallet-button"]').waitFor();
    expect(await form.getByRole('link', { name: 'sign in with your email' }).getAttribute('href')).toBe('/mrdx');
    expect(await form.locator('textarea').count()).toBe(0);
    const refused = await pageApi<{ error: string }>(page, '/api/investor/comments', { comment: 'Let me in' });
    expect(refused.status).toBe(401);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it('posts for review, the admin approves, and the list shows it as text', async () => {
    const { page, context } = await newPage();
    await dismissDemoWallet(context);
    await page.goto('/');
    await signInNewInvestor(page, baseUrl, EMAIL);
    await openComments(page);

    const form = page.locator('form[data-slot="comment-form"]');
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe(EMAIL);
    expect(await form.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await form.getByText(COMMENT_MESSAGES.verifiedHint).waitFor();

    await form.getByRole('button', { name: 'Post Comment' }).click();
    await page.locator('[data-slot="toast"]', { hasText: COMMENT_MESSAGES.missing }).waitFor();

    // The keyboard alone: type, see the preview, tab to the button and press Enter.
    await form.getByLabel('Your comment').focus();
    await page.keyboard.type(NEGATIVE);
    await form.getByText('Sentiment: Negative').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('[data-slot="toast"]', { hasText: COMMENT_MESSAGES.submitted }).waitFor();
    await expect(form.getByLabel('Your comment').inputValue()).resolves.toBe('');

    await form.getByLabel('Your comment').fill(HOSTILE);
    await form.getByText('Sentiment: Positive').waitFor();
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await page.locator('[data-slot="toast"]', { hasText: COMMENT_MESSAGES.submittedTitle }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Pending: not public yet.
    expect((await publicComments()).some((item) => item.comment === HOSTILE || item.comment === NEGATIVE)).toBe(false);

    const admin = await newPage();
    await admin.page.goto('/');
    await signInAdmin(admin.page);
    const pending = await pageApi<ListPage<ModeratedComment>>(admin.page, '/api/admin/comments?status=pending&limit=100');
    const mine = pending.data.items.filter((item) => item.investorEmail === EMAIL);
    expect(mine.map((item) => item.comment).sort()).toEqual([HOSTILE, NEGATIVE].sort());
    for (const item of mine) expect((await pageApi(admin.page, `/api/admin/comments/${item.id}/approve`, {})).status).toBe(200);
    await admin.context.close();
    await context.close();

    const visitor = await newPage();
    await dismissDemoWallet(visitor.context);
    let alerted = false;
    visitor.page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    const errors = collectConsoleErrors(visitor.page);
    await openComments(visitor.page);
    const hostile = visitor.page.locator('[data-slot="comment"]', { hasText: 'onerror=alert(1)' });
    await hostile.waitFor();
    expect(await hostile.locator('[data-slot="comment-text"]').textContent()).toBe(HOSTILE);
    expect(await hostile.locator('img, a').count()).toBe(0);
    expect(await hostile.locator('[data-slot="author"]').textContent()).toBe(AUTHOR);
    expect(await hostile.locator('[data-slot="avatar"]').textContent()).toBe(AUTHOR[0]!.toUpperCase());
    expect(await hostile.locator('time').textContent()).toMatch(/^(just now|\d+ minutes? ago)$/);
    expect(await hostile.locator('[data-slot="sentiment"]').textContent()).toBe('Positive');
    const negative = visitor.page.locator('[data-slot="comment"]', { hasText: NEGATIVE });
    expect(await negative.locator('[data-slot="sentiment"]').textContent()).toBe('Negative');
    expect(alerted).toBe(false);
    expect(await seriousAxeViolations(visitor.page)).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.context.close();
  }, 180_000);
});
