// Bench of the polled API under load: requests/second of /api/fundraising-stats next to /api/health
// (the cost floor of the worker), and how many D1 queries the stats cost per request thanks to the
// edge cache. `benchApi(baseUrl)` is used by `npm run bench`; run alone it starts its own stack.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, astroBuild, freePort, startStack } from './lib/stack.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

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
        const response = await fetch(url);
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
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ok, failed, rps: ok / seconds, p50Ms: at(0.5), p95Ms: at(0.95) };
}

/** The demo-mode counters of the worker, or null when the endpoint does not exist (production). */
async function saleStateReads(baseUrl) {
  const response = await fetch(`${baseUrl}/api/dev/metrics`);
  if (!response.ok) return null;
  return (await response.json()).saleStateReads;
}

/**
 * Loads /api/health and /api/fundraising-stats of a local server with `requests` GETs each at
 * `concurrency`, and measures the D1 reads the stats caused. Refuses anything but loopback.
 */
export async function benchApi(baseUrl, { requests = 2_000, concurrency = 50 } = {}) {
  if (!LOOPBACK.has(new URL(baseUrl).hostname)) throw new Error(`benchApi only loads a local server, not ${baseUrl}`);
  await hammer(`${baseUrl}/api/health`, 100, 10);
  const health = await hammer(`${baseUrl}/api/health`, requests, concurrency);
  const readsBefore = await saleStateReads(baseUrl);
  const stats = await hammer(`${baseUrl}/api/fundraising-stats`, requests, concurrency);
  const readsAfter = await saleStateReads(baseUrl);
  const d1Queries = readsBefore === null || readsAfter === null ? null : readsAfter - readsBefore;
  return {
    requests,
    concurrency,
    health,
    stats,
    ratio: stats.rps / health.rps,
    d1Queries,
    d1QueriesPerStatsRequest: d1Queries === null ? null : d1Queries / Math.max(1, stats.ok),
  };
}

/** Prints a result of benchApi. */
export function printApiBench(result) {
  const row = (name, r) =>
    `  ${name.padEnd(26)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50Ms.toFixed(1)} ms   p95 ${r.p95Ms.toFixed(1)} ms` +
    (r.failed ? `   ${r.failed} failed` : '');
  console.log(`API under load (${result.requests} requests per route, ${result.concurrency} concurrent, loopback)`);
  console.log(row('GET /api/health', result.health));
  console.log(row('GET /api/fundraising-stats', result.stats));
  console.log(`  stats / health throughput  ${result.ratio.toFixed(2)}`);
  console.log(
    result.d1Queries === null
      ? '  D1 queries per stats request: not measured (no /api/dev/metrics outside demo mode)'
      : `  D1 queries per stats request ${result.d1QueriesPerStatsRequest.toFixed(4)} (${result.d1Queries} queries for ${result.stats.ok} requests)`,
  );
}

/**
 * Starts a local-default stack (demo mode on, so /api/dev/metrics can count D1 reads), benches its
 * API, prints the result, stops it, and returns the exit code (1 when requests failed).
 */
export async function runStandaloneApiBench() {
  // wrangler dev refuses to start without the assets folder; the API bench does not need a fresh one.
  if (!existsSync(path.join(ROOT, 'dist'))) await astroBuild({ quiet: true });
  const persistTo = '.bench-state';
  rmSync(persistTo, { recursive: true, force: true });
  const stack = await startStack({ port: await freePort(), persistTo, quiet: true });
  try {
    const result = await benchApi(stack.url);
    printApiBench(result);
    return result.health.failed || result.stats.failed ? 1 : 0;
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
