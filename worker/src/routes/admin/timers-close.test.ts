import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { adminCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { getJson } from '../../../test/requests';
import { CLOSE_SALE_REFUSALS } from '../../services/sale/close-sale';

let cookie: string;

beforeEach(async () => {
  await insertAdmin('admin', 'admin-secret');
  cookie = await adminCookie('admin', 'admin-secret');
});

const close = (body: unknown = { confirm: true }) => postWithCookie('/api/admin/timers/close', body, cookie);

describe('closing the sale now', () => {
  it('ends the whitelist and the ICO now, so the sale is over and stops taking contributions; audited', async () => {
    expect((await postWithCookie('/api/admin/timers/initialize', {}, cookie)).status).toBe(200);
    const before = Date.now();
    const response = await close();
    expect(response.status).toBe(200);
    const body = await response.json<{ phase: string; whitelistEndsAt: string; icoEndsAt: string }>();
    expect(body.phase).toBe('LISTING');
    expect(Date.parse(body.icoEndsAt)).toBeGreaterThanOrEqual(before);
    expect(body.whitelistEndsAt).toBe(body.icoEndsAt);
    const sale = await (await getJson('/api/sale')).json<{ phase: string; acceptingContributions: boolean }>();
    expect(sale).toMatchObject({ phase: 'LISTING', acceptingContributions: false });
    const audit = await env.DB.prepare("SELECT actor, detail FROM audit_log WHERE action = 'timers.closed'").first<{ actor: string; detail: string }>();
    expect(audit!.actor).toBe('admin:admin');
    expect(JSON.parse(audit!.detail)).toMatchObject({ icoEndsAt: body.icoEndsAt });
  });

  it('refuses without the confirmation, before the timers are initialized, and once the sale is over', async () => {
    expect(await (await close({})).json()).toEqual({ error: 'Confirm closing the sale now with { "confirm": true }' });
    const uninitialized = await close();
    expect(uninitialized.status).toBe(409);
    expect(await uninitialized.json()).toEqual({ error: CLOSE_SALE_REFUSALS.notInitialized });
    await postWithCookie('/api/admin/timers/initialize', {}, cookie);
    expect((await close()).status).toBe(200);
    const again = await close();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: CLOSE_SALE_REFUSALS.alreadyOver });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'timers.closed'").first('n')).toBe(1);
  });
});
