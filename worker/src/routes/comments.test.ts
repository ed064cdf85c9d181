import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { CommentSubmitted, ModeratedComment, Page, PublicComment } from '@core/api/community';
import { adminCookie, getWithCookie, insertAdmin, insertInvestor, investorCookie, postWithCookie } from '../../test/auth-fixtures';
import { getJson, postJson } from '../../test/requests';
import { insertContribution } from '../../test/sale-rows';

const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';
const PASSWORD = 'Str0ng-Passw0rd!';

/** A signed-in investor with a credited contribution and a replaced password. */
async function investorSession(email = 'alice@example.com', options: { invested?: boolean; mustChange?: boolean; username?: string } = {}) {
  await insertInvestor(email, PASSWORD, { mustChange: options.mustChange ?? false, username: options.username });
  if (options.invested !== false) await insertContribution({ walletAddress: WALLET, usdCents: 10_000, email });
  return investorCookie(email, PASSWORD);
}

async function adminSession() {
  await insertAdmin('root', PASSWORD);
  return adminCookie('root', PASSWORD);
}

const post = (cookie: string, comment: unknown) => postWithCookie('/api/investor/comments', { comment }, cookie);

describe('investor comments', () => {
  it('a posted comment is pending and not public until the admin approves it', async () => {
    const cookie = await investorSession();
    const response = await post(cookie, '  Great project, love the launchpad!  ');
    expect(response.status).toBe(201);
    const body = (await response.json()) as CommentSubmitted;
    expect(body).toMatchObject({ status: 'pending', sentiment: 'positive', message: 'Your comment has been submitted for review.' });

    expect(await (await getJson('/api/comments')).json()).toEqual({ items: [], page: 1, limit: 20, total: 0 });

    const admin = await adminSession();
    const pending = (await (await getWithCookie('/api/admin/comments?status=pending', admin)).json()) as Page<ModeratedComment>;
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ id: body.id, investorEmail: 'alice@example.com', author: 'alice', status: 'pending', comment: 'Great project, love the launchpad!' });

    const approved = await postWithCookie(`/api/admin/comments/${body.id}/approve`, {}, admin);
    expect(approved.status).toBe(200);
    const list = (await (await getJson('/api/comments')).json()) as Page<PublicComment>;
    expect(list.items).toEqual([{ id: body.id, author: 'alice', comment: 'Great project, love the launchpad!', sentiment: 'positive', createdAt: expect.any(String) }]);
    expect(JSON.stringify(list)).not.toContain('alice@example.com');

    const audit = await env.DB.prepare("SELECT actor, subject FROM audit_log WHERE action = 'comment.approved'").first();
    expect(audit).toEqual({ actor: 'admin:root', subject: body.id });
  });

  it('stores markup as plain text and returns it unchanged as a JSON string', async () => {
    const cookie = await investorSession('bob@example.com', { username: 'bobby' });
    const text = '<img src=x onerror=alert(1)> see https://evil.example';
    const { id } = (await (await post(cookie, text)).json()) as CommentSubmitted;
    const admin = await adminSession();
    await postWithCookie(`/api/admin/comments/${id}/approve`, {}, admin);
    const response = await getJson('/api/comments');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const list = (await response.json()) as Page<PublicComment>;
    expect(list.items[0]).toMatchObject({ author: 'bobby', comment: text });
    const stored = await env.DB.prepare('SELECT body FROM comments WHERE id = ?').bind(id).first<{ body: string }>();
    expect(stored!.body).toBe(text);
  });

  it('derives a negative sentiment from the spec word list on the server', async () => {
    const cookie = await investorSession();
    const body = (await (await postWithCookie('/api/investor/comments', { comment: 'This looks like a SCAM to me', sentiment: 'positive' }, cookie)).json()) as CommentSubmitted;
    expect(body.sentiment).toBe('negative');
  });

  it('refuses visitors, temporary passwords and accounts without a credited contribution', async () => {
    expect((await postJson('/api/investor/comments', { comment: 'Hello there' })).status).toBe(401);
    const temporary = await investorSession('temp@example.com', { mustChange: true });
    expect((await post(temporary, 'Hello there')).status).toBe(403);
    const noContribution = await investorSession('ghost@example.com', { invested: false });
    const refused = await post(noContribution, 'Hello there');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Only investors can post comments' });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM comments').first<{ n: number }>())!.n).toBe(0);
  });

  it('validates the length with the spec messages', async () => {
    const cookie = await investorSession();
    expect(await (await post(cookie, '   ')).json()).toEqual({ error: 'Please enter your email and comment' });
    expect(await (await post(cookie, 'x')).json()).toEqual({ error: 'Your comment must be at least 2 characters' });
    const long = await post(cookie, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: 'Your comment must be at most 1,000 characters' });
    expect((await post(cookie, 'x'.repeat(1000))).status).toBe(201);
    expect((await post(cookie, 42)).status).toBe(400);
  });

  it('allows at most 3 posts per investor per 10 minutes', async () => {
    const cookie = await investorSession();
    for (let i = 0; i < 3; i += 1) expect((await post(cookie, `Comment number ${i}`)).status).toBe(201);
    const fourth = await post(cookie, 'One too many');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM comments').first<{ n: number }>())!.n).toBe(3);
  });

  it('keeps the limit exact under simultaneous posts', async () => {
    const cookie = await investorSession();
    const statuses = await Promise.all(Array.from({ length: 6 }, (_, i) => post(cookie, `Simultaneous ${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('paginates the public list newest first and validates the query', async () => {
    const cookie = await investorSession();
    const admin = await adminSession();
    for (const text of ['first comment', 'second comment', 'third comment']) {
      const { id } = (await (await post(cookie, text)).json()) as CommentSubmitted;
      await postWithCookie(`/api/admin/comments/${id}/approve`, {}, admin);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const page = (await (await getJson('/api/comments?limit=2&page=1')).json()) as Page<PublicComment>;
    expect(page.items.map((c) => c.comment)).toEqual(['third comment', 'second comment']);
    expect(page.total).toBe(3);
    const next = (await (await getJson('/api/comments?limit=2&page=2')).json()) as Page<PublicComment>;
    expect(next.items.map((c) => c.comment)).toEqual(['first comment']);
    expect((await getJson('/api/comments?limit=0')).status).toBe(400);
    expect((await getJson('/api/comments?page=abc')).status).toBe(400);
  });
});

describe('comment moderation', () => {
  it('rejects and deletes with audit rows, and answers 404 for unknown ids', async () => {
    const cookie = await investorSession();
    const admin = await adminSession();
    const { id } = (await (await post(cookie, 'Please moderate me')).json()) as CommentSubmitted;

    expect((await postWithCookie(`/api/admin/comments/${id}/reject`, {}, admin)).status).toBe(200);
    const rejected = (await (await getWithCookie('/api/admin/comments?status=rejected', admin)).json()) as Page<ModeratedComment>;
    expect(rejected.items[0]).toMatchObject({ id, status: 'rejected', moderatedBy: 'admin:root' });
    expect(((await (await getJson('/api/comments')).json()) as Page<PublicComment>).items).toEqual([]);

    expect(await (await postWithCookie(`/api/admin/comments/${id}/delete`, {}, admin)).json()).toEqual({ id, deleted: true });
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM comments').first<{ n: number }>())!.n).toBe(0);
    const actions = await env.DB.prepare("SELECT action FROM audit_log WHERE action LIKE 'comment.%' ORDER BY created_at").all<{ action: string }>();
    expect(actions.results.map((r) => r.action)).toEqual(['comment.rejected', 'comment.deleted']);

    expect((await postWithCookie(`/api/admin/comments/${id}/approve`, {}, admin)).status).toBe(404);
    expect((await postWithCookie('/api/admin/comments/not-a-uuid/approve', {}, admin)).status).toBe(400);
    expect((await getWithCookie('/api/admin/comments?status=spam', admin)).status).toBe(400);
  });

  it('refuses everything without an admin session, investors included', async () => {
    const investor = await investorSession();
    const { id } = (await (await post(investor, 'Approve myself')).json()) as CommentSubmitted;
    expect((await getJson('/api/admin/comments')).status).toBe(401);
    expect((await getWithCookie('/api/admin/comments', investor)).status).toBe(401);
    expect((await postWithCookie(`/api/admin/comments/${id}/approve`, {}, investor)).status).toBe(401);
    expect((await postJson(`/api/admin/comments/${id}/delete`, {})).status).toBe(401);
    // The admin's login still works next to these guarded routes.
    await insertAdmin('other', PASSWORD);
    expect((await postJson('/api/admin/login', { username: 'other', password: PASSWORD })).status).toBe(200);
  });
});
