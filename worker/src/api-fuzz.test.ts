// Throws a few thousand random and malformed requests at every route of the worker, and bursts of
// writes with bodies at the static site's paths: none may answer 5xx and none may write a row
// (rate-limit counters excepted: counting abusive requests is their job; so are SIWS nonces: any `{}`
// posted to /api/investor/siws/nonce is a well-formed request for one). The same requests run from
// outside against the local server in e2e/api-fuzz.e2e.ts (worker/test/fuzz-requests.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { env, exports } from 'cloudflare:workers';
import { TEST_ORIGIN } from '../test/requests';
import { openSale } from '../test/sale-fixtures';
import { adminCookie, insertAdmin } from '../test/auth-fixtures';
import { createFuzz, isAssetWrite } from '../test/fuzz-requests';
import { affiliate } from '../test/referral-fixtures';

const SEED = 20261122;
const ITERATIONS = 2500;
const ADMIN_ITERATIONS = 600;
const ASSET_BURSTS = 10;
const BURST_SIZE = 50;
const fuzz = createFuzz({ origin: TEST_ORIGIN, seed: SEED });

/** Sends `request` and returns a failure line for a 5xx (or a write to a static path answered otherwise than the assets answer it), else null. */
async function failureOf(i: number, request: Request): Promise<string | null> {
  const url = new URL(request.url);
  const description = `${i}: ${request.method} ${url.pathname}${url.search}`;
  // Decoded by hand: .text() warns on every form or binary body the fuzz sends.
  const body = request.body ? new TextDecoder().decode(await request.clone().arrayBuffer()).slice(0, 200) : '';
  const response = await exports.default.fetch(request);
  const text = await response.text();
  if (response.status >= 500) return `${description} ${body} -> ${response.status} ${text}`;
  if (!isAssetWrite(request)) return null;
  // Whatever the site build holds (CI runs these tests before building it), the answer is the assets' own.
  const expected = await env.ASSETS.fetch(new Request(request.url, { method: request.method }));
  if (response.status !== expected.status) return `${description} -> ${response.status}, not the assets' ${expected.status}`;
  return null;
}

async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'rate_limits', 'siws_nonces')",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) {
    counts[name] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).first<{ n: number }>())!.n;
  }
  return counts;
}

describe('every route under random and malformed input', () => {
  beforeAll(() => openSale('WHITELIST'));

  it(`answers ${ITERATIONS} requests (seed ${SEED}) without a 5xx and writes no row`, async () => {
    await openSale('WHITELIST');
    const investorCookie = (await affiliate('fuzz-affiliate@example.com')).cookie;
    const before = await rowCounts();
    const failures: string[] = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const failure = await failureOf(i, fuzz.apiRequest(i, { investorCookie }));
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 60_000);

  it('answers the admin console with a session under random input without a 5xx or a write', async () => {
    await openSale('WHITELIST');
    await insertAdmin('admin', 'admin-secret');
    const cookie = await adminCookie('admin', 'admin-secret');
    const before = await rowCounts();
    const failures: string[] = [];
    for (let i = 0; i < ADMIN_ITERATIONS; i += 1) {
      const failure = await failureOf(i, fuzz.apiRequest(i, { adminCookie: cookie }));
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 60_000);

  it(`answers ${ASSET_BURSTS} bursts of ${BURST_SIZE} concurrent writes with bodies to static paths with the assets' own answer`, async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (let burst = 0; burst < ASSET_BURSTS; burst += 1) {
      const requests = Array.from({ length: BURST_SIZE }, (_, j) => fuzz.assetRequest(burst * BURST_SIZE + j));
      const results = await Promise.all(requests.map((request, j) => failureOf(burst * BURST_SIZE + j, request)));
      failures.push(...results.filter((failure) => failure !== null));
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 60_000);
});
