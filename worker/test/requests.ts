// Request helpers for worker tests: same-origin JSON posts as the site sends them.
import { exports } from 'cloudflare:workers';
import { testClientIp } from './client-address';

export const TEST_ORIGIN = 'http://example.com';

/** GET through the worker's fetch handler, from the test's own client address unless `init` names one. */
export function getJson(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', testClientIp());
  return exports.default.fetch(new Request(`${TEST_ORIGIN}${path}`, { ...init, headers }));
}

/** POST a JSON body the way the site does: same origin, JSON content type. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'CF-Connecting-IP': testClientIp(), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
