// Request helpers for worker tests: same-origin JSON posts as the site sends them.
import { exports } from 'cloudflare:workers';

export const TEST_ORIGIN = 'http://example.com';

/** GET through the worker's fetch handler. */
export function getJson(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${TEST_ORIGIN}${path}`, init));
}

/** POST a JSON body the way the site does: same origin, JSON content type. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}
