// Bench of the API against a growing sale: the cold (uncached) latency of /api/sale,
// /api/fundraising-stats and /api/ledger at 0, 10,000 and 100,000 seeded contributions, which must
// stay flat (100k/0 within 2x); then, at 100,000, the throughput of the three polling routes
// (stats, rates, intent status) next to /api/health (the worker's floor), which must reach 0.9x.
// The admin console's investors table (first page, a deep page, a sort, email and signature search)
// is timed at each level with an admin session and reported as a ratio to the empty table.
// Run by `npm run bench` after the page bench; run alone it starts its own stack.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedContributions } from './lib/bench/seed.mjs';
import { ROOT, astroBuild, freePort, startStack } from './lib/stack/stack.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
export const SEED_LEVELS = [0, 10_000, 100_000];
export const MAX_LATENCY_GROWTH = 2;
export const MIN_POLLING_RATIO = 0.9;
/**
 * The investors table groups every contribution per email and sums everyone for its summary, so it
 * grows with the table; its 100k/0 ratio is reported (flagged above this) but does not fail the bench.
 */
export const ADMIN_LATENCY_WARNING = 2;
const ADMIN_QUERIES = {
  'first page': '/api/admin/investors?pageSize=25',
  'page 40': '/api/admin/investors?page=40&pageSize=25',
  'sort by total': '/api/admin/investors?sort=totalUsd&dir=desc&pageSize=25',
  'search email': '/api/admin/investors?q=bench-seed-4242%40example.com',
  'search signature': '/api/admin/investors?q=bench-seed-signature-4242',
};
const ADMIN_SAMPLES = 9;
const COLD_SAMPLES = 15;
const THROUGHPUT_ROUNDS = 6;
const DEMO_WALLET = JSON.parse(readFileSync(path.join(ROOT, 'scripts/local-chain/local-keys.json'), 'utf8')).demoWallet.publicKey;

/** A client address per request: the rate limiters count per client, and the bench is many visitors. */
const visitor = () => ({ 'CF-Connecting-IP': `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}` });

/** Fires `total` GETs at `url` from `concurrency` parallel loops; returns throughput and latency. */
async function hammer(url, total, concurrency) {
  let issued = 0;
  let ok = 0;
  let failed = 0;
  const latencies = [];
  const loop = async () => {
    while (issued < total) {
      issued += 1;
      const started = performance.now();
      try {
        const response = await fetch(url, { headers: visitor() });
        await response.arrayBuffer();
        if (response.ok) ok += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  return { ok, failed, rps: ok / seconds, p50Ms: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95) };
}

/** One result from interleaved rounds: summed counts, mean throughput, mean latency quantiles. */
function combine(results) {
  const mean = (pick) => results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  return {
    ok: results.reduce((sum, r) => sum + r.ok, 0),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
    rps: mean((r) => r.rps),
    p50Ms: mean((r) => r.p50Ms),
    p95Ms: mean((r) => r.p95Ms),
  };
}

/** `items` starting at index `by` (mod its length). */
const rotate = (items, by) => items.map((_, i) => items[(i + by) % items.length]);

function quantile(values, q) {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function send(url, init = {}) {
  const response = await fetch(url, { ...init, headers: { ...visitor(), ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return { response, body: text ? JSON.parse(text) : null };
}

const postJson = (baseUrl, route, body, headers = {}) =>
  send(`${baseUrl}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: baseUrl, ...headers }, body: JSON.stringify(body) });

/**
 * An admin session on the bench's own database (emergency reset with the local token of .dev.vars),
 * and a purge: re-saving the whitelist settings purges the cached sale answers, as any admin write does.
 */
async function adminPurger(baseUrl) {
  const token = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync(path.join(ROOT, '.dev.vars'), 'utf8'))?.[1]?.trim();
  const credentials = { username: 'bench-admin', password: 'bench-admin-password' };
  await postJson(baseUrl, '/api/admin/emergency-reset', { ...credentials, confirmPassword: credentials.password }, { 'X-Reset-Token': token });
  const { response } = await postJson(baseUrl, '/api/admin/login', credentials);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const { body: settings } = await send(`${baseUrl}/api/admin/whitelist-settings`, { headers: { Cookie: cookie } });
  const purge = () => postJson(baseUrl, '/api/admin/whitelist-settings', settings, { Cookie: cookie });
  return { purge, cookie };
}

/** Median latency of the admin investors table's queries with the admin session (they are never cached). */
async function adminLatencies(baseUrl, cookie) {
  const result = {};
  for (const [name, route] of Object.entries(ADMIN_QUERIES)) {
    const samples = [];
    for (let i = 0; i < ADMIN_SAMPLES; i += 1) {
      const started = performance.now();
      await send(`${baseUrl}${route}`, { headers: { Cookie: cookie } });
      samples.push(performance.now() - started);
    }
    result[name] = quantile(samples, 0.5);
  }
  return result;
}

/** Median cold latency of the three routes: caches purged before every sample, ledger pages never asked before. */
async function coldLatencies(baseUrl, purge, level) {
  const samples = { '/api/sale': [], '/api/fundraising-stats': [], '/api/ledger': [] };
  for (let i = 0; i < COLD_SAMPLES; i += 1) {
    await purge();
    for (const route of Object.keys(samples)) {
      // A page size nobody asked at this level, so the ledger misses its cache too.
      const url = route === '/api/ledger' ? `${baseUrl}${route}?limit=${1 + ((i + SEED_LEVELS.indexOf(level) * COLD_SAMPLES) % 100)}` : `${baseUrl}${route}`;
      const started = performance.now();
      await send(url);
      samples[route].push(performance.now() - started);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([route, values]) => [route, quantile(values, 0.5)]));
}

/** An open intent to poll, as the payment page does. */
async function openIntent(baseUrl) {
  const { body } = await postJson(baseUrl, '/api/contributions/intents', {
    email: 'bench@example.com',
    walletAddress: DEMO_WALLET,
    amount: '1',
    currency: 'sol',
    newsletterSubscribed: false,
  });
  return body.intentId;
}

/**
 * Seeds `persistTo` level by level through a running stack at `baseUrl`, measuring cold latency at
 * each, then the polling throughput at the last level. Refuses anything but loopback.
 */
export async function benchApi(baseUrl, persistTo, { requests = 3_000, concurrency = 50 } = {}) {
  if (!LOOPBACK.has(new URL(baseUrl).hostname)) throw new Error(`benchApi only loads a local server, not ${baseUrl}`);
  const { purge, cookie } = await adminPurger(baseUrl);
  const intentId = await openIntent(baseUrl);
  const latency = {};
  const admin = {};
  let seeded = 0;
  for (const level of SEED_LEVELS) {
    await seedContributions({ persistTo, from: seeded, to: level });
    seeded = level;
    latency[level] = await coldLatencies(baseUrl, purge, level);
    admin[level] = await adminLatencies(baseUrl, cookie);
    const rounded = (_, v) => (typeof v === 'number' ? Number(v.toFixed(1)) : v);
    console.log(`  ${level.toLocaleString('en-US')} contributions: ${JSON.stringify(latency[level], rounded)} admin investors: ${JSON.stringify(admin[level], rounded)}`);
  }

  await hammer(`${baseUrl}/api/health`, 100, 10);
  const routes = ['/api/health', '/api/fundraising-stats', '/api/crypto-rates', `/api/contributions/intents/${intentId}`];
  // Interleaved rounds, each starting at a different route: a shared machine's load drifts, and each
  // route should see the same drift. A route's ratio is the median of its per-round ratios to health.
  const rounds = Object.fromEntries(routes.map((route) => [route, []]));
  for (let round = 0; round < THROUGHPUT_ROUNDS; round += 1) {
    for (const route of rotate(routes, round)) rounds[route].push(await hammer(`${baseUrl}${route}`, Math.ceil(requests / THROUGHPUT_ROUNDS), concurrency));
  }
  const healthRounds = rounds['/api/health'];
  const throughput = Object.fromEntries(
    routes.map((route) => [
      route.replace(intentId, ':id'),
      { ...combine(rounds[route]), ratio: quantile(rounds[route].map((r, i) => r.rps / healthRounds[i].rps), 0.5) },
    ]),
  );
  return { requests, concurrency, latency, admin, throughput };
}

/** Prints a result of benchApi and returns whether it passed its gates. */
export function printApiBench({ requests, concurrency, latency, admin, throughput }) {
  let passed = true;
  const first = SEED_LEVELS[0];
  const last = SEED_LEVELS.at(-1);
  console.log(`Cold latency, median of ${COLD_SAMPLES} (caches purged before each sample), by seeded contributions`);
  console.table(
    Object.keys(latency[first]).map((route) => {
      const growth = latency[last][route] / latency[first][route];
      if (!(growth <= MAX_LATENCY_GROWTH)) passed = false;
      return {
        route,
        ...Object.fromEntries(SEED_LEVELS.map((level) => [`${level.toLocaleString('en-US')} rows`, `${latency[level][route].toFixed(1)} ms`])),
        [`${last / 1000}k/0`]: `${growth.toFixed(2)}x`,
        OK: growth <= MAX_LATENCY_GROWTH ? 'OK' : `OVER ${MAX_LATENCY_GROWTH}x`,
      };
    }),
  );
  console.log(`Admin investors table, median of ${ADMIN_SAMPLES} (admin session), by seeded contributions (reported, not gated)`);
  console.table(
    Object.keys(admin[first]).map((query) => {
      const growth = admin[last][query] / admin[first][query];
      return {
        query,
        ...Object.fromEntries(SEED_LEVELS.map((level) => [`${level.toLocaleString('en-US')} rows`, `${admin[level][query].toFixed(1)} ms`])),
        [`${last / 1000}k/0`]: `${growth.toFixed(2)}x`,
        note: growth <= ADMIN_LATENCY_WARNING ? 'flat' : `grows (over ${ADMIN_LATENCY_WARNING}x)`,
      };
    }),
  );
  console.log(`Throughput at ${last.toLocaleString('en-US')} contributions (${requests} requests per route in ${THROUGHPUT_ROUNDS} interleaved rounds, ${concurrency} concurrent, loopback; x health: median of the per-round ratios)`);
  console.table(
    Object.entries(throughput).map(([route, r]) => {
      const ratio = r.ratio;
      const gated = route !== '/api/health';
      if (r.failed || (gated && ratio < MIN_POLLING_RATIO)) passed = false;
      return {
        route,
        'req/s': Math.round(r.rps),
        'p50 ms': r.p50Ms.toFixed(1),
        'p95 ms': r.p95Ms.toFixed(1),
        failed: r.failed,
        'x health': ratio.toFixed(2),
        OK: r.failed ? 'FAILED REQUESTS' : !gated || ratio >= MIN_POLLING_RATIO ? 'OK' : `UNDER ${MIN_POLLING_RATIO}x`,
      };
    }),
  );
  return passed;
}

/** Starts a local-default stack on a fresh database, benches its API, prints, stops; returns the exit code. */
export async function runStandaloneApiBench() {
  // wrangler dev refuses to start without the assets folder; the API bench does not need a fresh one.
  if (!existsSync(path.join(ROOT, 'dist'))) await astroBuild({ quiet: true });
  const persistTo = '.bench-state';
  rmSync(path.join(ROOT, persistTo), { recursive: true, force: true });
  const stack = await startStack({ port: await freePort(), persistTo, quiet: true });
  try {
    return printApiBench(await benchApi(stack.url, persistTo)) ? 0 : 1;
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await runStandaloneApiBench());
}
