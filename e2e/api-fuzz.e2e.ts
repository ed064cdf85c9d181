// The fuzz from outside: 10,000 random and malformed requests over HTTP to the local server that npm
// start runs (wrangler dev), with bursts of concurrent writes with bodies to the static site's paths.
// None may answer 5xx or drop its connection, and none may write a row. The same static-path bursts
// go to the production path (e2e/support/production-path.ts), which must answer them alike.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFuzz, isAssetWrite } from '../worker/test/fuzz-requests';
import { queryLocalD1 } from './support/local-d1';
import { startProductionPath } from './support/production-path';

const SEED = 20261125;
const TOTAL = 10_000;
/** Static-path requests go in bursts of this many at once; the rest are API requests, a few at a time. */
const BURSTS = 30;
const BURST_SIZE = 100;
const API_CONCURRENCY = 16;

/** Sends `request`; a failure line for a 5xx, a dropped connection or a static-path write not answered 405. */
async function failureOf(i: number, request: Request): Promise<string | null> {
  const url = new URL(request.url);
  const description = `${i}: ${request.method} ${url.pathname}${url.search}`;
  try {
    const response = await fetch(request);
    const text = await response.text();
    if (response.status >= 500) return `${description} -> ${response.status} ${text.slice(0, 200)}`;
    if (isAssetWrite(request) && response.status !== 405) return `${description} -> ${response.status}, not the assets' 405`;
    return null;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${description} -> no answer: ${String(error)}${cause}`;
  }
}

/** Sends `requests` (numbered from `first`) `concurrency` at a time; returns the failures. */
async function sendAll(first: number, requests: Request[], concurrency: number): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const failure = await failureOf(first + index, requests[index]!);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

/** Rows per table of the e2e stack's D1, but the counters that count abuse (as in worker/src/api-fuzz.test.ts). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryLocalD1<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'rate_limits', 'siws_nonces')",
  );
  const [counts] = await queryLocalD1<Record<string, number>>(`SELECT ${tables.map(({ name }) => `(SELECT COUNT(*) FROM "${name}") AS "${name}"`).join(', ')}`);
  return counts!;
}

describe('the local server under 10,000 random requests from outside', () => {
  it(`answers every one (seed ${SEED}) without a 5xx or a dropped connection, and writes no row`, async () => {
    const origin = inject('baseUrl');
    const fuzz = createFuzz({ origin, seed: SEED });
    const before = await rowCounts();
    const apiRequests = TOTAL - BURSTS * BURST_SIZE;
    const failures: string[] = [];
    let sent = 0;
    for (let round = 0; round < BURSTS; round += 1) {
      // The API requests spread evenly over the rounds, each round closed by a burst.
      const count = Math.floor((apiRequests * (round + 1)) / BURSTS) - Math.floor((apiRequests * round) / BURSTS);
      const api = Array.from({ length: count }, (_, j) => fuzz.apiRequest(sent + j));
      failures.push(...(await sendAll(sent, api, API_CONCURRENCY)));
      sent += api.length;
      const burst = Array.from({ length: BURST_SIZE }, (_, j) => fuzz.assetRequest(sent + j));
      failures.push(...(await sendAll(sent, burst, BURST_SIZE)));
      sent += burst.length;
    }
    expect(sent).toBe(TOTAL);
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  it('answers bursts of writes with bodies to worker paths that take no such method, without a 5xx or a dropped connection', async () => {
    // The worker hands them to the assets (405): their bodies must be read first, or wrangler dev's
    // pooled connection drops one now and then (a 500 "Network connection lost").
    const origin = inject('baseUrl');
    const paths = ['/actions.json', '/r/abc'];
    const bodies = ['x'.repeat(300), JSON.stringify({ x: 'x'.repeat(20_000) }), JSON.stringify({ x: 'x'.repeat(100_000) })];
    const requests = Array.from({ length: 300 }, (_, i) => new Request(`${origin}${paths[i % paths.length]}`, { method: i % 3 === 0 ? 'PUT' : 'POST', body: bodies[i % bodies.length] }));
    expect(await sendAll(0, requests, 50)).toEqual([]);
  }, 60_000);
});

describe('the production path', () => {
  let production: Awaited<ReturnType<typeof startProductionPath>>;
  beforeAll(async () => {
    production = await startProductionPath();
  }, 120_000);
  afterAll(() => production?.stop());

  it('answers bursts of writes with bodies to static paths with 405, without a 5xx or a dropped connection', async () => {
    const fuzz = createFuzz({ origin: production.url, seed: SEED });
    const failures: string[] = [];
    for (let burst = 0; burst < 10; burst += 1) {
      const requests = Array.from({ length: BURST_SIZE }, (_, j) => fuzz.assetRequest(burst * BURST_SIZE + j));
      failures.push(...(await sendAll(burst * BURST_SIZE, requests, BURST_SIZE)));
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers static paths exactly as the local server does', async () => {
    const body = JSON.stringify({ x: 'x'.repeat(100_000) });
    const cases: [string, string, string | undefined][] = [
      ['GET', '/', undefined],
      ['HEAD', '/', undefined],
      ['GET', '/whitepaper', undefined],
      ['GET', '/whitepaper/', undefined],
      ['GET', '/no/such/page', undefined],
      ['GET', '/favicon.svg', undefined],
      ['PUT', '/null', body],
      ['PATCH', '/?limit=%00', body],
      ['DELETE', '/%7B%7D', body],
      ['POST', '/admin/login', body],
      ['OPTIONS', '/', undefined],
    ];
    const answer = async (origin: string, [method, path, payload]: (typeof cases)[number]) => {
      const response = await fetch(`${origin}${path}`, { method, body: payload, redirect: 'manual' });
      const headers = ['Content-Type', 'Location', 'Content-Security-Policy', 'X-Frame-Options'].map((name) => response.headers.get(name));
      return { status: response.status, headers, text: await response.text() };
    };
    for (const request of cases) {
      expect(await answer(inject('baseUrl'), request), request.slice(0, 2).join(' ')).toEqual(await answer(production.url, request));
    }
  }, 60_000);
});
