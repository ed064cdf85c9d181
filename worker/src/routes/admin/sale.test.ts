import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { adminCookie, getWithCookie, insertAdmin, postWithCookie } from '../../../test/auth-fixtures';
import { TEST_ORIGIN, getJson, postJson } from '../../../test/requests';

const DAY = 86_400_000;
let cookie: string;

beforeEach(async () => {
  await insertAdmin('admin', 'admin-secret');
  cookie = await adminCookie('admin', 'admin-secret');
});

const timers = async () => (await getWithCookie('/api/admin/timers', cookie)).json<Record<string, unknown>>();
const post = (path: string, body: unknown = {}) => postWithCookie(path, body, cookie);

describe('admin timers', () => {
  it('initializes from now for the whitelist days then the ICO days, and refuses a second time', async () => {
    expect(await timers()).toMatchObject({ initialized: false, phase: 'WHITELIST', whitelistEndsAt: null, icoEndsAt: null });
    const before = Date.now();
    const response = await post('/api/admin/timers/initialize');
    expect(response.status).toBe(200);
    const body = await response.json<{ initialized: boolean; phase: string; whitelistEndsAt: string; icoEndsAt: string; phases: { name: string; tokenPrice: number }[] }>();
    expect(body).toMatchObject({ initialized: true, phase: 'WHITELIST' });
    const whitelistEnd = new Date(body.whitelistEndsAt).getTime();
    expect(whitelistEnd - before).toBeGreaterThanOrEqual(10 * DAY);
    expect(whitelistEnd - Date.now()).toBeLessThanOrEqual(10 * DAY);
    expect(new Date(body.icoEndsAt).getTime() - whitelistEnd).toBe(30 * DAY);
    expect(body.phases.map((phase) => phase.name)).toEqual(['WHITELIST', 'ICO', 'LISTING']);

    const again = await post('/api/admin/timers/initialize');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Timers are already initialized. Reset them first.' });
    const { results } = await env.DB.prepare("SELECT action FROM audit_log WHERE action LIKE 'timers.%'").all();
    expect(results).toEqual([{ action: 'timers.initialized' }]);
  });

  it('resets the dates so the sale is not initialized and stops taking contributions', async () => {
    await post('/api/admin/timers/initialize');
    expect((await (await getJson('/api/sale')).json<{ acceptingContributions: boolean }>()).acceptingContributions).toBe(true);
    const response = await post('/api/admin/timers/reset');
    expect(await response.json()).toMatchObject({ initialized: false, whitelistStartsAt: null, whitelistEndsAt: null, icoEndsAt: null });
    const sale = await (await getJson('/api/sale')).json<{ acceptingContributions: boolean; initialized: boolean }>();
    expect(sale).toMatchObject({ initialized: false, acceptingContributions: false });
    const intent = await postJson('/api/contributions/intents', {
      email: 'buyer@example.com', walletAddress: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5', amount: '1', currency: 'sol', newsletterSubscribed: false,
    });
    expect(intent.status).toBeGreaterThanOrEqual(400);
    expect(await env.DB.prepare("SELECT actor FROM audit_log WHERE action = 'timers.reset'").first('actor')).toBe('admin:admin');
  });

  it('needs an admin session', async () => {
    expect((await getJson('/api/admin/timers')).status).toBe(401);
    expect((await postJson('/api/admin/timers/initialize', {})).status).toBe(401);
    expect((await postJson('/api/admin/timers/reset', {})).status).toBe(401);
    expect((await postJson('/api/admin/whitelist-settings', { days: 5, maxParticipants: 5, maxSolPerPerson: 1 })).status).toBe(401);
  });
});

describe('admin whitelist settings', () => {
  it('saves the three values, uses the days at the next Initialize and shows them on the whitelist card', async () => {
    const saved = await post('/api/admin/whitelist-settings', { days: 3, maxParticipants: 250, maxSolPerPerson: '2.5' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ days: 3, maxParticipants: 250, maxSolPerPerson: 2.5 });
    expect(await (await getWithCookie('/api/admin/whitelist-settings', cookie)).json()).toEqual({ days: 3, maxParticipants: 250, maxSolPerPerson: 2.5 });
    const row = await env.DB.prepare('SELECT whitelist_days, whitelist_max_participants, whitelist_max_lamports FROM sale_settings').first();
    expect(row).toEqual({ whitelist_days: 3, whitelist_max_participants: 250, whitelist_max_lamports: 2_500_000_000 });

    const initialized = await (await post('/api/admin/timers/initialize')).json<{ whitelistStartsAt: string; whitelistEndsAt: string; phases: { name: string; maxContributionSOL: number | null; maxParticipants: number | null }[] }>();
    expect(new Date(initialized.whitelistEndsAt).getTime() - new Date(initialized.whitelistStartsAt).getTime()).toBe(3 * DAY);
    expect(initialized.phases[0]).toMatchObject({ name: 'WHITELIST', maxContributionSOL: 2.5, maxParticipants: 250 });
  });

  it('enforces the saved per-person cap on new intents', async () => {
    await post('/api/admin/timers/initialize');
    await post('/api/admin/whitelist-settings', { days: 10, maxParticipants: 100, maxSolPerPerson: 1 });
    const body = { email: 'buyer@example.com', walletAddress: '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5', currency: 'sol', newsletterSubscribed: false };
    const over = await postJson('/api/contributions/intents', { ...body, amount: '1.5' });
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(over.status).toBeLessThan(500);
    expect(await over.json()).toEqual({ error: 'Maximum contribution is 1 SOL per person' });
    expect((await postJson('/api/contributions/intents', { ...body, amount: '1' })).status).toBe(201);
  });

  it('refuses values outside the spec ranges and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ days: 0, maxParticipants: 100, maxSolPerPerson: 10 }, 'Days must be a whole number from 1 to 365'],
      [{ days: 366, maxParticipants: 100, maxSolPerPerson: 10 }, 'Days must be a whole number from 1 to 365'],
      [{ days: 10, maxParticipants: 10_001, maxSolPerPerson: 10 }, 'Max participants must be a whole number from 1 to 10000'],
      [{ days: 10, maxParticipants: 1.5, maxSolPerPerson: 10 }, 'Max participants must be a whole number from 1 to 10000'],
      [{ days: 10, maxParticipants: 100, maxSolPerPerson: 0.05 }, 'Max SOL per person must be from 0.1 to 1000 in steps of 0.1'],
      [{ days: 10, maxParticipants: 100, maxSolPerPerson: '1000.1' }, 'Max SOL per person must be from 0.1 to 1000 in steps of 0.1'],
      [{ days: 10, maxParticipants: 100, maxSolPerPerson: '0.15' }, 'Max SOL per person must be from 0.1 to 1000 in steps of 0.1'],
    ];
    for (const [input, error] of cases) {
      const response = await post('/api/admin/whitelist-settings', input);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM sale_settings').first('n')).toBe(0);
  });
});

describe('GET /admin/dashboard', () => {
  it('redirects to /admin/login without an admin session', async () => {
    for (const path of ['/admin/dashboard', '/admin/dashboard/']) {
      const response = await getJson(path, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/admin/login');
    }
  });

  it('serves the static page to a signed-in admin, uncached', async () => {
    const response = await getWithCookie('/admin/dashboard/', cookie);
    expect(response.status).not.toBe(302);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('guards every /admin/dashboard* variant and answers unknown methods 405, never a 500', async () => {
    for (const path of ['/admin/dashboard.html', '/admin/dashboardX', '/admin/dashboard/x/y']) {
      const anonymous = await getJson(path, { redirect: 'manual' });
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get('Location')).toBe('/admin/login');
      const signedIn = await getWithCookie(path, cookie);
      expect(signedIn.status, path).toBeLessThan(500);
      expect(signedIn.headers.get('X-Frame-Options')).toBe('DENY');
      expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const path of ['/admin/dashboard', '/admin/dashboard.html', '/admin/dashboardX']) {
        const response = await getJson(path, { method, headers: { Cookie: cookie, Origin: TEST_ORIGIN } });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('Allow')).toBe('GET, HEAD');
        expect(await response.json()).toEqual({ error: 'Method not allowed' });
      }
    }
  });
});
