import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { MailDetail, MailSummary, Page } from '@core/api/admin';
import { getWithCookie, postWithCookie } from '../../../test/auth-fixtures';
import { insertMail, signedInAdmin } from '../../../test/admin-fixtures';
import { getJson, postJson } from '../../../test/requests';
import { TEMP_PASSWORD_LINE } from '../../services/mail/mail';

let cookie: string;

beforeEach(async () => {
  cookie = await signedInAdmin();
});

describe('GET /api/admin/mail', () => {
  it('lists the outbox newest first, filtered by status and paginated, never with a body', async () => {
    const now = Date.now();
    await insertMail({ to: 'a@example.com', status: 'queued', body: `${TEMP_PASSWORD_LINE}SECRET1`, createdAt: now - 3000 });
    const failed = await insertMail({ to: 'b@example.com', status: 'failed', lastError: 'Provider answered 500', createdAt: now - 2000 });
    await insertMail({ to: 'c@example.com', status: 'sent', createdAt: now - 1000 });
    const response = await getWithCookie('/api/admin/mail?pageSize=2', cookie);
    const text = await response.text();
    expect(text).not.toContain('SECRET1');
    const all = JSON.parse(text) as Page<MailSummary>;
    expect(all).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(all.items.map((mail) => mail.to)).toEqual(['c@example.com', 'b@example.com']);
    expect(all.items[0]).not.toHaveProperty('bodyText');
    const failures = await (await getWithCookie('/api/admin/mail?status=failed', cookie)).json<Page<MailSummary>>();
    expect(failures.items).toEqual([expect.objectContaining({ id: failed, status: 'failed', attempts: 5, lastError: 'Provider answered 500' })]);
    const page2 = await (await getWithCookie('/api/admin/mail?pageSize=2&page=2', cookie)).json<Page<MailSummary>>();
    expect(page2.items.map((mail) => mail.to)).toEqual(['a@example.com']);
  });

  it('finds the mail of one recipient by the whole address or its first characters, with the status filter', async () => {
    await insertMail({ to: 'lost.welcome@example.com', status: 'failed', lastError: 'Provider answered 500' });
    await insertMail({ to: 'lost.welcome@example.com', status: 'sent' });
    await insertMail({ to: 'lost.wallet@example.com', status: 'sent' });
    await insertMail({ to: 'other@example.com', status: 'failed' });
    const search = async (query: string) => (await (await getWithCookie(`/api/admin/mail?${query}`, cookie)).json<Page<MailSummary>>()).items.map((mail) => `${mail.to} ${mail.status}`);
    expect((await search('to=Lost.Welcome@Example.com')).toSorted()).toEqual(['lost.welcome@example.com failed', 'lost.welcome@example.com sent']);
    expect(await search('to=lost.&status=sent')).toHaveLength(2);
    expect(await search('to=lost.welcome&status=failed')).toEqual(['lost.welcome@example.com failed']);
    expect(await search('to=nobody')).toEqual([]);
    expect((await getWithCookie(`/api/admin/mail?to=${'a'.repeat(201)}`, cookie)).status).toBe(400);
  });

  it('shows one mail with the temporary password removed', async () => {
    const id = await insertMail({ to: 'a@example.com', status: 'queued', body: `Hello\n${TEMP_PASSWORD_LINE}SECRET1\nBye` });
    const detail = await (await getWithCookie(`/api/admin/mail/${id}`, cookie)).json<MailDetail>();
    expect(detail.bodyText).not.toContain('SECRET1');
    expect(detail.bodyText).toContain('Hello');
    expect((await getWithCookie(`/api/admin/mail/${crypto.randomUUID()}`, cookie)).status).toBe(404);
    expect((await getWithCookie('/api/admin/mail/not-an-id', cookie)).status).toBe(400);
  });

  it('answers bad filters with 400', async () => {
    const response = await getWithCookie('/api/admin/mail?status=bounced', cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Status must be queued, sent or failed' });
  });
});

describe('POST /api/admin/mail/:id/retry', () => {
  it('queues a failed mail again once, audited; a queued mail cannot be retried', async () => {
    const failed = await insertMail({ to: 'b@example.com', status: 'failed', lastError: 'Provider answered 500' });
    const response = await postWithCookie(`/api/admin/mail/${failed}/retry`, {}, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: failed, status: 'queued', attempts: 0, lastError: null });
    const again = await postWithCookie(`/api/admin/mail/${failed}/retry`, {}, cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Only a failed mail can be retried' });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'mail.retried'").first('n')).toBe(1);
    expect((await postWithCookie(`/api/admin/mail/${crypto.randomUUID()}/retry`, {}, cookie)).status).toBe(404);
  });
});

describe('POST /api/admin/mail/test', () => {
  it('queues a test mail to the typed address through the outbox', async () => {
    const response = await postWithCookie('/api/admin/mail/test', { to: ' Team@Example.com ' }, cookie);
    expect(response.status).toBe(201);
    const mail = await response.json<MailSummary>();
    expect(mail).toMatchObject({ to: 'team@example.com', kind: 'test', status: 'queued' });
    expect(await env.DB.prepare('SELECT body_text FROM mail_outbox WHERE id = ?').bind(mail.id).first('body_text')).toContain('admin console');
    expect(await env.DB.prepare("SELECT subject FROM audit_log WHERE action = 'mail.test_queued'").first('subject')).toBe(mail.id);
  });

  it('refuses a malformed address', async () => {
    for (const body of [{}, { to: 'nope' }, { to: 42 }]) {
      const response = await postWithCookie('/api/admin/mail/test', body, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Please enter a valid email address' });
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM mail_outbox').first('n')).toBe(0);
  });
});

describe('admin mail access', () => {
  it('needs an admin session', async () => {
    expect((await getJson('/api/admin/mail')).status).toBe(401);
    expect((await getJson(`/api/admin/mail/${crypto.randomUUID()}`)).status).toBe(401);
    expect((await postJson('/api/admin/mail/test', { to: 'a@b.co' })).status).toBe(401);
    expect((await postJson(`/api/admin/mail/${crypto.randomUUID()}/retry`, {})).status).toBe(401);
  });
});
