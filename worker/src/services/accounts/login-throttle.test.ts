import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { linkTokenFor } from '../../../test/account-fixtures';
import { insertAdmin, insertInvestor } from '../../../test/auth-fixtures';
import { addressesInDistinctIpv6Slash64s, addressesInOneIpv6Slash64, freshIpv4Addresses } from '../../../test/client-address';
import { postJson } from '../../../test/requests';
import { LOGIN_LIMITS, THROTTLE_ACTOR, TOO_MANY_ATTEMPTS, UNTRUSTED_LOCKOUT_ACTION } from './login-throttle';

const PASSWORD = 'owner-secret-1';
const GUESSES = 40;

/** A sign-in door under attack: the investor login or the admin login, with its own way back in. */
interface Door {
  kind: 'investor' | 'admin';
  path: string;
  deviceCookie: string;
  sessionCookie: string;
  /** The account (id) and what its owner types. */
  create(): Promise<{ id: string; login: string }>;
  /** The owner's way back in without a trusted browser: a new password and the reset's answer. */
  reset(ip: string, login: string): Promise<{ response: Response; password: string }>;
}

const investorDoor: Door = {
  kind: 'investor',
  path: '/api/investor/login',
  deviceCookie: 'mrdx_device',
  sessionCookie: 'mrdx_session',
  create: async () => ({ id: await insertInvestor('holder@example.com', PASSWORD, { mustChange: false }), login: 'holder@example.com' }),
  async reset(ip, login) {
    expect((await postJson('/api/investor/password-reset/request', { email: login }, { 'CF-Connecting-IP': ip })).status).toBe(200);
    const token = await linkTokenFor(login, 'reset');
    const password = 'after-the-reset-1';
    const response = await postJson('/api/investor/password-reset', { token, password, confirmPassword: password }, { 'CF-Connecting-IP': ip });
    return { response, password };
  },
};

const adminDoor: Door = {
  kind: 'admin',
  path: '/api/admin/login',
  deviceCookie: 'mrdx_admin_device',
  sessionCookie: 'mrdx_admin',
  create: async () => ({ id: await insertAdmin('admin', PASSWORD), login: 'admin' }),
  async reset(ip, login) {
    const password = 'after-the-reset-1';
    const headers = { 'CF-Connecting-IP': ip, 'X-Reset-Token': env.ADMIN_RESET_TOKEN! };
    const response = await postJson('/api/admin/emergency-reset', { username: login, password, confirmPassword: password }, headers);
    return { response, password };
  },
};

/** The `name=value` of a cookie the response sets, or null. */
function setCookie(response: Response, name: string): string | null {
  const line = response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
  return line ? line.split(';')[0]! : null;
}

async function lockoutAudits(subject: string) {
  const { results } = await env.DB.prepare('SELECT actor, detail FROM audit_log WHERE action = ? AND subject = ?')
    .bind(UNTRUSTED_LOCKOUT_ACTION, subject)
    .all<{ actor: string; detail: string }>();
  return results;
}

describe.each([investorDoor, adminDoor])('guessing the $kind sign-in', (door) => {
  const signIn = (ip: string, login: string, password: string, cookie?: string) =>
    postJson(door.path, { username: login, password }, { 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: cookie } : {}) });
  const guessFrom = async (addresses: string[], login: string) => {
    const statuses: number[] = [];
    for (const [i, ip] of addresses.entries()) {
      const response = await signIn(ip, login, `wrong-guess-${i}`);
      statuses.push(response.status);
      expect(setCookie(response, door.deviceCookie), 'a wrong password never earns a device cookie').toBeNull();
      if (response.status === 429) {
        expect(await response.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
        const retryAfter = Number(response.headers.get('Retry-After'));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
      } else await response.arrayBuffer();
    }
    return statuses;
  };
  const refusedAfter = (checked: number) => [...Array<number>(checked).fill(401), ...Array<number>(GUESSES - checked).fill(429)];

  it(`refuses ${GUESSES} guesses from ${GUESSES} fresh IPv4 addresses once the untrusted budget is spent; the owner's browser still signs in`, async () => {
    const { id, login } = await door.create();
    const owner = await signIn('198.51.100.7', login, PASSWORD);
    expect(owner.status).toBe(200);
    const device = setCookie(owner, door.deviceCookie)!;
    expect(owner.headers.getSetCookie().find((line) => line.startsWith(`${door.deviceCookie}=`))).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);

    expect(await guessFrom(freshIpv4Addresses(GUESSES), login)).toEqual(refusedAfter(LOGIN_LIMITS.perAccount));
    // Recorded once, however many refusals followed.
    expect(await lockoutAudits(id)).toEqual([{ actor: THROTTLE_ACTOR, detail: expect.stringContaining(`"kind":"${door.kind}"`) }]);
    // Every browser without the device cookie is refused now, even with the right password...
    expect((await signIn('192.0.2.200', login, PASSWORD)).status).toBe(429);
    // ...while the owner's browser signs in from any address, and keeps its token.
    const back = await signIn('203.0.113.77', login, PASSWORD, device);
    expect(back.status).toBe(200);
    expect(setCookie(back, door.sessionCookie)).not.toBeNull();
    expect(setCookie(back, door.deviceCookie)).toBe(device);
    // Bad input is still a 400, not a 429 or a 5xx.
    expect((await postJson(door.path, { username: '', password: '' }, { 'CF-Connecting-IP': '192.0.2.201' })).status).toBe(400);
  }, 60_000);

  it(`refuses ${GUESSES} guesses from addresses of one IPv6 /64 by the per-client limit, leaving the account open`, async () => {
    const { id, login } = await door.create();
    expect(await guessFrom(addressesInOneIpv6Slash64(GUESSES), login)).toEqual(refusedAfter(LOGIN_LIMITS.perAccountClient));
    expect(await lockoutAudits(id)).toEqual([]);
    // Another network and the owner are not affected: only 5 passwords were checked.
    const [other, ownerAddress] = addressesInDistinctIpv6Slash64s(2);
    expect((await signIn(other!, login, 'one-more-guess')).status).toBe(401);
    expect((await signIn(ownerAddress!, login, PASSWORD)).status).toBe(200);
  }, 60_000);

  it(`refuses ${GUESSES} guesses from ${GUESSES} different IPv6 /64s; the owner signs in again through the reset`, async () => {
    const { id, login } = await door.create();
    expect(await guessFrom(addressesInDistinctIpv6Slash64s(GUESSES), login)).toEqual(refusedAfter(LOGIN_LIMITS.perAccount));
    expect(await lockoutAudits(id)).toHaveLength(1);
    const [ownerAddress] = addressesInDistinctIpv6Slash64s(1);
    expect((await signIn(ownerAddress!, login, PASSWORD)).status).toBe(429);

    const { response, password } = await door.reset(ownerAddress!, login);
    expect(response.status).toBe(200);
    const device = setCookie(response, door.deviceCookie);
    expect(device).not.toBeNull();
    expect((await signIn(ownerAddress!, login, password, device!)).status).toBe(200);
  }, 60_000);

  it("limits the owner's own browser per device, without locking out the account or the owner's other browsers", async () => {
    const { login } = await door.create();
    const laptop = setCookie(await signIn('198.51.100.7', login, PASSWORD), door.deviceCookie)!;
    const phone = setCookie(await signIn('198.51.100.8', login, PASSWORD), door.deviceCookie)!;
    expect(phone).not.toBe(laptop);
    for (let i = 0; i < LOGIN_LIMITS.perDevice; i += 1) expect((await signIn('198.51.100.7', login, `typo-${i}`, laptop)).status).toBe(401);
    expect((await signIn('198.51.100.7', login, PASSWORD, laptop)).status).toBe(429);
    // Same address, other device: its own count.
    expect((await signIn('198.51.100.7', login, PASSWORD, phone)).status).toBe(200);
  }, 60_000);
});

describe('device cookies', () => {
  it("trust a browser for its own account only, and not after they expire or when forged", async () => {
    const alice = await insertInvestor('alice@example.com', PASSWORD, { mustChange: false });
    await insertInvestor('bob@example.com', PASSWORD, { mustChange: false });
    const signIn = (login: string, password: string, cookie?: string, ip = freshIpv4Addresses(1)[0]!) =>
      postJson('/api/investor/login', { username: login, password }, { 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: cookie } : {}) });
    const aliceDevice = setCookie(await signIn('alice@example.com', PASSWORD), 'mrdx_device')!;
    const stored = await env.DB.prepare('SELECT token_hash, kind, subject FROM device_cookies').all<{ token_hash: string; kind: string; subject: string }>();
    expect(stored.results).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), kind: 'investor', subject: alice }]);
    expect(stored.results[0]!.token_hash).not.toContain(aliceDevice.split('=')[1]);

    await guessBudget('bob@example.com', signIn);
    // Alice's device is no key to Bob's account; a forged token is none to anyone's.
    expect((await signIn('bob@example.com', PASSWORD, aliceDevice)).status).toBe(429);
    expect((await signIn('bob@example.com', PASSWORD, `mrdx_device=${'A'.repeat(43)}`)).status).toBe(429);

    await guessBudget('alice@example.com', signIn);
    expect((await signIn('alice@example.com', PASSWORD, aliceDevice)).status).toBe(200);
    await env.DB.prepare('UPDATE device_cookies SET expires_at = ?').bind(Date.now() - 1).run();
    expect((await signIn('alice@example.com', PASSWORD, aliceDevice)).status).toBe(429);
  }, 60_000);
});

/** Spends an account's untrusted budget from fresh addresses. */
async function guessBudget(login: string, signIn: (login: string, password: string) => Promise<Response>) {
  for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) expect((await signIn(login, `guess-${i}`)).status).toBe(401);
  expect((await signIn(login, 'one-too-many')).status).toBe(429);
}
