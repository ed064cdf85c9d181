import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import type { AuditEntry, Page } from '@core/api/admin';
import { getWithCookie, postWithCookie } from '../../../test/auth-fixtures';
import { signedInAdmin } from '../../../test/admin-fixtures';
import { getJson } from '../../../test/requests';
import { auditStatement } from '../../services/accounts/audit';

type AuditPage = Page<AuditEntry> & { facets: { actors: string[]; actions: string[] } };
let cookie: string;

beforeEach(async () => {
  cookie = await signedInAdmin();
});

describe('GET /api/admin/audit', () => {
  it('lists admin actions and credits newest first, filtered by actor and action, paginated', async () => {
    const now = Date.now();
    await env.DB.batch([
      auditStatement(env.DB, 'watcher', 'contribution.credited', 'intent-1', { lamports: '1' }, now + 1),
      auditStatement(env.DB, 'contributor', 'contribution.credited', 'intent-2', { lamports: '2' }, now + 2),
    ]);
    await postWithCookie('/api/admin/fundraising/adjustments', { amount: 5, reason: 'wire' }, cookie);

    const all = await (await getWithCookie('/api/admin/audit', cookie)).json<AuditPage>();
    expect(all.total).toBe(4);
    expect(all.items[0]).toMatchObject({ actor: 'admin:admin', action: 'fundraising.adjusted', detail: { usdCents: 500, investorsDelta: 0, reason: 'wire' } });
    expect(all.facets.actors).toEqual(['admin:admin', 'contributor', 'watcher']);
    expect(all.facets.actions).toEqual(['admin.login', 'contribution.credited', 'fundraising.adjusted']);

    const credits = await (await getWithCookie('/api/admin/audit?action=contribution.credited', cookie)).json<AuditPage>();
    expect(credits.items.map((entry) => entry.subject)).toEqual(['intent-2', 'intent-1']);
    const byWatcher = await (await getWithCookie('/api/admin/audit?actor=watcher&action=contribution.credited', cookie)).json<AuditPage>();
    expect(byWatcher.items.map((entry) => entry.subject)).toEqual(['intent-1']);
    const page2 = await (await getWithCookie('/api/admin/audit?pageSize=3&page=2', cookie)).json<AuditPage>();
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(page2.items.map((entry) => entry.action)).toEqual(['admin.login']);
  });

  it('answers bad parameters with 400 and no session with 401', async () => {
    expect((await getWithCookie('/api/admin/audit?page=abc', cookie)).status).toBe(400);
    expect((await getWithCookie(`/api/admin/audit?actor=${'x'.repeat(201)}`, cookie)).status).toBe(400);
    expect((await getJson('/api/admin/audit')).status).toBe(401);
  });
});
