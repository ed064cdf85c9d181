// Walks the worker's route table: every /api/admin route but the four public doors refuses requests
// without an admin session, and every investor data route refuses without a session or with the mailed
// temporary password. Routes added later are covered without touching this file: only the deliberate
// exceptions are listed here.
import { describe, expect, it } from 'vitest';
import { exports } from 'cloudflare:workers';
import { METHOD_NAME_ALL } from 'hono/router';
import type { RouterRoute } from 'hono/types';
import { insertInvestor, investorCookie } from '../test/auth-fixtures';
import { TEST_ORIGIN } from '../test/requests';
import { app } from './index';

/** One method on one registered path, with a concrete path that reaches its handlers. */
interface Endpoint {
  name: string;
  method: string;
  path: string;
}

/** Routes that answer without an admin session: sign-in, the auth check, logout, the token-guarded reset. */
const ADMIN_PUBLIC = ['POST /api/admin/login', 'GET /api/admin/auth/check', 'POST /api/admin/logout', 'POST /api/admin/emergency-reset'];
/** Routes that answer without an investor session. */
const INVESTOR_PUBLIC = [
  'POST /api/investor/login',
  'POST /api/investor/logout',
  'POST /api/investor/signup',
  // The mailed single-use links and Sign-In With Solana: each proves who it is for by its own token or signature.
  'POST /api/investor/signup/verify',
  'POST /api/investor/password-reset/request',
  'POST /api/investor/password-reset',
  'POST /api/investor/siws/nonce',
  'POST /api/investor/siws/verify',
];
/** Routes a session with the temporary password still reaches: where that password gets replaced. */
const INVESTOR_ACCOUNT = ['GET /api/investor/profile', 'POST /api/investor/change-password'];

/** The token distribution's admin routes (routes/admin/distribution.ts): each must be behind the guard. */
const DISTRIBUTION_ADMIN = [
  'GET /api/admin/distribution/plan',
  'POST /api/admin/distribution/plan/build',
  'GET /api/admin/distribution/plan/recipients',
  'POST /api/admin/distribution/plan/recipients/:wallet/choice',
  'GET /api/admin/distribution/plan/rows',
  'POST /api/admin/distribution/plan/approve',
  'GET /api/admin/distribution/plan.csv',
  'GET /api/admin/distribution/attempts.csv',
  'POST /api/admin/distribution/unlocks/open',
  'GET /api/admin/distribution/batches',
  'GET /api/admin/distribution/batches/:id',
  'POST /api/admin/distribution/batches/:id/attempts/start',
  'POST /api/admin/distribution/batches/:id/attempts',
  'POST /api/admin/distribution/verify',
];

/** The refund payouts' admin routes (routes/admin/refunds.ts): each must be behind the guard. */
const REFUNDS_ADMIN = [
  'GET /api/admin/refunds/plan',
  'POST /api/admin/refunds/plan/build',
  'GET /api/admin/refunds/plan/lines',
  'POST /api/admin/refunds/plan/lines/:id/choice',
  'POST /api/admin/refunds/plan/approve',
  'GET /api/admin/refunds/plan.csv',
  'GET /api/admin/refunds/batches',
  'GET /api/admin/refunds/batches/:id',
  'POST /api/admin/refunds/batches/:id/attempts/start',
  'POST /api/admin/refunds/batches/:id/attempts',
  'POST /api/admin/refunds/verify',
];

/** Sample values for path parameters; a parameter with a pattern the default misses needs an entry. */
const SAMPLE_PARAMS: Record<string, string> = { intentId: crypto.randomUUID() };

/** A concrete path for a route pattern: parameters and wildcards filled with sample values. */
function samplePath(pattern: string): string {
  return pattern
    .replace(/:(\w+)(\{[^}]*\})?\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'sample')
    .replace(/\*/g, 'sample');
}

/** True when a request for `method path` runs the handlers of `route` (not only a wildcard guard). */
function reaches(method: string, path: string, route: RouterRoute): boolean {
  const [matches] = app.router.match(method, path);
  return matches.some(([[, matched]]) => matched === route);
}

/**
 * Every endpoint registered under `prefix`. `use()` middleware (ALL on a `*` path) is not an
 * endpoint; an `all()` route is tried with GET and POST.
 */
function endpointsUnder(prefix: string): Endpoint[] {
  const endpoints = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (!route.path.startsWith(prefix)) continue;
    if (route.method === METHOD_NAME_ALL && route.path.endsWith('*')) continue;
    for (const method of route.method === METHOD_NAME_ALL ? ['GET', 'POST'] : [route.method]) {
      const name = `${method} ${route.path}`;
      const path = samplePath(route.path);
      if (!reaches(method, path, route)) throw new Error(`${name}: add a sample value for its parameters to SAMPLE_PARAMS`);
      endpoints.set(name, { name, method, path });
    }
  }
  return [...endpoints.values()];
}

/** The request a browser on the site would send: same origin, JSON, so only the session decides. */
function call({ method, path }: Endpoint, cookie?: string): Promise<Response> {
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' };
  if (cookie) headers.Cookie = cookie;
  const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
  return exports.default.fetch(new Request(`${TEST_ORIGIN}${path}`, { method, headers, body }));
}

/** Sends every endpoint and lists those whose status is not one of `expected`. */
async function misfits(endpoints: Endpoint[], expected: number[], cookie?: string): Promise<string[]> {
  const wrong: string[] = [];
  for (const endpoint of endpoints) {
    const response = await call(endpoint, cookie);
    const body = await response.text();
    if (!expected.includes(response.status)) wrong.push(`${endpoint.name} -> ${response.status} ${body.slice(0, 120)}`);
  }
  return wrong;
}

const temporaryPasswordSession = async () => {
  await insertInvestor('guard@example.com', 'Temp-Password-1');
  return investorCookie('guard@example.com', 'Temp-Password-1');
};

const unregistered = (prefix: string): Endpoint => ({ name: 'unregistered', method: 'GET', path: `${prefix}not-a-route-${crypto.randomUUID()}` });

describe('admin routes in the route table', () => {
  const all = endpointsUnder('/api/admin/');
  const guarded = all.filter(({ name }) => !ADMIN_PUBLIC.includes(name));

  it('lists the public doors and at least the settings and sale controls behind the guard', () => {
    expect(all.map(({ name }) => name)).toEqual(expect.arrayContaining(ADMIN_PUBLIC));
    expect(guarded.map(({ name }) => name)).toEqual(expect.arrayContaining(['POST /api/admin/settings', 'GET /api/admin/timers', 'POST /api/admin/timers/close', 'GET /api/admin/operations', 'GET /api/admin/operations/alert-email', 'POST /api/admin/operations/alert-email', 'POST /api/admin/operations/alert-email/remove', 'GET /api/admin/fundraising/stats', 'POST /api/admin/fundraising/adjustments', ...DISTRIBUTION_ADMIN, ...REFUNDS_ADMIN]));
  });

  it('refuses every route but the public doors without a session, with 401', async () => {
    expect(await misfits(guarded, [401])).toEqual([]);
  });

  it('refuses every route but the public doors to an investor session', async () => {
    expect(await misfits(guarded, [401, 403], await temporaryPasswordSession())).toEqual([]);
  });

  it('refuses a path nobody registered before saying it does not exist', async () => {
    expect(await misfits([unregistered('/api/admin/')], [401])).toEqual([]);
  });
});

describe('investor routes in the route table', () => {
  const all = endpointsUnder('/api/investor/');
  const data = all.filter(({ name }) => !INVESTOR_PUBLIC.includes(name) && !INVESTOR_ACCOUNT.includes(name));
  const account = all.filter(({ name }) => INVESTOR_ACCOUNT.includes(name));

  it('lists the public routes and the account routes, and the data routes behind both guards', () => {
    expect(all.map(({ name }) => name)).toEqual(expect.arrayContaining([...INVESTOR_PUBLIC, ...INVESTOR_ACCOUNT]));
    expect(data.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'GET /api/investor/dashboard',
        'GET /api/investor/payments',
        'GET /api/investor/distribution',
        'POST /api/investor/password',
        'POST /api/investor/referrals',
        'GET /api/investor/referrals/dashboard',
        'POST /api/investor/comments',
      ]),
    );
  });

  it('refuses the account routes and every data route without a session, with 401', async () => {
    expect(await misfits([...account, ...data, unregistered('/api/investor/')], [401])).toEqual([]);
  });

  it('refuses every data route to a session that still has the temporary password, with 403', async () => {
    expect(await misfits([...data, unregistered('/api/investor/')], [403], await temporaryPasswordSession())).toEqual([]);
  });
});
