import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMENT_MESSAGES } from '@core/comments';
import { $commentOutcome, $comments, $commentSubmitting, loadComments, submitComment } from './comments';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ITEM = { id: 'c1', author: 'ada', comment: 'Great', sentiment: 'positive', createdAt: '2026-11-23T12:00:00Z' };

describe('$comments', () => {
  beforeEach(() => {
    $comments.set({ status: 'loading' });
    $commentOutcome.set(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('holds the approved list and keeps it when a later poll fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [ITEM], page: 1, limit: 20, total: 1 })));
    await loadComments();
    expect($comments.get()).toEqual({ status: 'ready', items: [ITEM], total: 1 });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await loadComments();
    expect($comments.get().status).toBe('ready');
  });

  it('refuses an empty comment with the spec message and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(submitComment('   ')).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect($commentOutcome.get()).toMatchObject({ title: COMMENT_MESSAGES.missingTitle, description: COMMENT_MESSAGES.missing });
  });

  it('says the comment waits for review, and maps refusals to the spec titles', async () => {
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? json({ id: 'x', status: 'pending' }, 201) : json({ items: [], page: 1, limit: 20, total: 0 }))));
    await expect(submitComment('Nice project')).resolves.toBe(true);
    expect($commentOutcome.get()).toMatchObject({ title: COMMENT_MESSAGES.submittedTitle, description: COMMENT_MESSAGES.submitted });
    expect($commentSubmitting.get()).toBe(false);

    vi.stubGlobal('fetch', vi.fn(async () => json({ error: COMMENT_MESSAGES.accessDenied }, 403)));
    await submitComment('Nice project');
    expect($commentOutcome.get()).toMatchObject({ title: COMMENT_MESSAGES.accessDeniedTitle, description: COMMENT_MESSAGES.accessDenied });

    vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 500 })));
    await submitComment('Nice project');
    expect($commentOutcome.get()).toMatchObject({ title: COMMENT_MESSAGES.errorTitle, description: COMMENT_MESSAGES.failed });
  });
});
