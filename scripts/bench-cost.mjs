// `npm run bench -- --cost` (and the end of `npm run bench`): what each hot request costs, in the units
// Cloudflare bills. On a fresh local stack with the local-only meter on (BENCH_METER), for each route:
// the worker isolate's own CPU per request (a V8 CPU profile of the user worker over a run of requests,
// through wrangler's inspector: what Workers bill), the workerd processes' CPU over the same run (from
// /proc, D1's SQLite included: the upper bound), and D1's own statements and rows read and written per
// request plus the fetches it made (X-Bench-Meter, worker/src/middleware/bench-meter.ts). A whole
// contribution is measured for real: intents, payments on the local chain, claims that credit them,
// status polls, then the watcher crediting payments nobody claimed. Prints the table, fails when a
// route's isolate CPU per request grew by more than 25% against docs/capacity.md, else records it there.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { costTable, cpuRegressions, FREE_PLAN_CPU_MS, recordedCpu, withCostTable } from './lib/bench/cost/capacity-doc.mjs';
import { isolateProfiler, openInspectorSession } from './lib/bench/cost/inspector-session.mjs';
import { cpuMs, workerdPids } from './lib/bench/cost/process-cpu.mjs';
import { cpuMeter, meanTally, meteredTally } from './lib/bench/cost/route-cost.mjs';
import { benchAdmin, openWhitelistToEveryone } from './lib/bench/rush/admin-session.mjs';
import { openIntent, pay } from './lib/bench/rush/buyer-flow.mjs';
import { eachLimited, fundBuyers, planBuyers } from './lib/bench/rush/buyers.mjs';
import { generateKeyPairSigner } from '@solana/kit';
import { waitForSignature } from './lib/solana/json-rpc.mjs';
import { astroBuild, freePort, ROOT, startStack, WATCHER_CRON } from './lib/stack/stack.mjs';

const CAPACITY_DOC = path.join(ROOT, 'docs/capacity.md');
/** Requests per run of a cheap route: /proc counts 10 ms ticks, so 150 requests resolve about 0.07 ms. */
const READS = 150;
/** Requests asked with the meter per route (its D1 figures; never part of a CPU run). */
const METERED = 5;
/** Buyers whose claim credits their payment (CPU run), those metered, and those only the watcher credits. */
const CLAIMERS = 20;
const METERED_CLAIMERS = 3;
const WATCHED = 20;
/** Buyers who go through the whole contribution first, unmeasured: the routes' code is compiled and warm. */
const WARMERS = 5;
/** Watcher runs that find nothing new, averaged. */
const IDLE_RUNS = 5;

/** Server-built payments per route (each opens an intent or builds one transaction): a handful of 10 ms ticks. */
const BUILDS = 20;
/**
 * The V8 profiler's sampling interval (µs). Its sampler thread wakes this often for the whole run and
 * costs the process CPU by the wall-clock second; 200 µs (about 260 µs in fact on this machine) keeps
 * that small (measured on every run: the floor route with and without the profiler, the doc's note)
 * while a 2 ms request still gets several samples.
 */
const SAMPLING_INTERVAL_US = 200;
/** Floor requests measured without the profiler, then with it: the profiler's own overhead. */
const OVERHEAD_READS = 300;

/** A client of the stack: each call from its own address, so per-client rate limits count nothing twice. */
function client(baseUrl) {
  let sequence = 0;
  const address = () => {
    sequence += 1;
    return `10.40.${(sequence >> 8) & 255}.${sequence & 255}`;
  };
  return async (method, route, { body, headers = {}, expect = [200] } = {}) => {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: { 'CF-Connecting-IP': address(), ...(body ? { 'Content-Type': 'application/json', Origin: baseUrl } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!expect.includes(response.status)) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
    return { response, body: text ? JSON.parse(text) : null };
  };
}

/** The tallies of the `bench.meter` lines (one per metered cron run) in wrangler's output, by run id. */
function cronTallies(log) {
  const tallies = new Map();
  for (const line of log.split('\n')) {
    if (!line.includes('"event":"bench.meter"')) continue;
    try {
      const entry = JSON.parse(line.slice(line.indexOf('{')));
      tallies.set(entry.runId, entry);
    } catch {
      // a line cut by the log's window
    }
  }
  return tallies;
}

/** Fires one cron run and resolves with its metered tally once the run has ended. */
async function cronRun(stack) {
  const seen = new Set(cronTallies(stack.log()).keys());
  const response = await fetch(`${stack.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(WATCHER_CRON)}`);
  await response.arrayBuffer();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    for (const [runId, tally] of cronTallies(stack.log())) if (!seen.has(runId)) return tally;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the watcher run logged no bench.meter line within 2 minutes');
}

const finalized = (rpcUrl, signatures) => Promise.all(signatures.map((signature) => waitForSignature(rpcUrl, signature, { commitment: 'finalized', timeoutMs: 120_000 })));

/**
 * Measures every route on a running stack started with BENCH_METER and the inspector on `inspectorPort`;
 * resolves with the table's rows and the profiler's overhead (the floor route's CPU and wall time per
 * request, without and with it).
 */
export async function measureCosts(stack, { inspectorPort }) {
  const session = await openInspectorSession(inspectorPort);
  try {
    return await measureWithProfiler(stack, await isolateProfiler(session, { samplingIntervalUs: SAMPLING_INTERVAL_US }));
  } finally {
    session.close();
  }
}

/** The floor route's process CPU and wall time per request over `count` requests, without a profile. */
async function unprofiledFloor(pids, call, count) {
  const [cpuBefore, started] = [cpuMs(pids), performance.now()];
  for (let i = 0; i < count; i += 1) await call('GET', '/api/health');
  return { cpuMs: (cpuMs(pids) - cpuBefore) / count, wallMs: (performance.now() - started) / count };
}

async function measureWithProfiler(stack, profiler) {
  const pids = workerdPids(stack.pid);
  const meter = cpuMeter({ pids, profiler, samplingIntervalUs: SAMPLING_INTERVAL_US });
  const call = client(stack.url);
  const admin = await benchAdmin(stack.url);
  await openWhitelistToEveryone(admin);
  const buyers = planBuyers(WARMERS + CLAIMERS + METERED_CLAIMERS + WATCHED, 'cost', { octet: 41, kind: 'claims' });
  await fundBuyers(stack.rpcUrl, buyers);
  const warmers = buyers.splice(0, WARMERS);
  const claimers = buyers.slice(0, CLAIMERS);
  const meteredClaimers = buyers.slice(CLAIMERS, CLAIMERS + METERED_CLAIMERS);
  const watched = buyers.slice(CLAIMERS + METERED_CLAIMERS);

  const rows = [];
  const read = async (route, path) => {
    const send = (_i, headers) => call('GET', path, { headers }).then(({ response }) => response);
    rows.push({ route, requests: READS, ...(await meter.perRequest(READS, send)), tally: await meteredTally(METERED, send) });
  };
  for (let i = 0; i < 30; i += 1) await call('GET', '/api/health'); // warm-up
  await read('/api/health (floor)', '/api/health');
  // The profiler's overhead: the floor again, without the profiler and then with it (wall time read around the profiled run).
  const unprofiled = await unprofiledFloor(pids, call, OVERHEAD_READS);
  let profiledWallMs;
  const profiled = await meter.perRequest(OVERHEAD_READS, async (i) => {
    if (i === 0) profiledWallMs = performance.now();
    await call('GET', '/api/health');
    if (i === OVERHEAD_READS - 1) profiledWallMs = (performance.now() - profiledWallMs) / OVERHEAD_READS;
  });
  const overhead = { requests: OVERHEAD_READS, unprofiled, profiled: { cpuMs: profiled.grossMs, wallMs: profiledWallMs, isolateMs: profiled.isolateMs } };

  // The contribution: intents, payments, claims that credit, polls; first unmeasured, to warm the code.
  const intentClient = { post: async (_label, route, body) => call('POST', route, { body, expect: [201] }).then(({ response, body: answer }) => ({ status: response.status, body: answer })) };
  for (const buyer of warmers) {
    const intent = await openIntent(intentClient, buyer);
    const signature = await pay(stack.rpcUrl, buyer, intent);
    await finalized(stack.rpcUrl, [signature]);
    await call('POST', '/api/contributions', { body: { intentId: intent.intentId, signature } });
    await call('GET', `/api/contributions/intents/${intent.intentId}`);
  }
  const intents = [];
  const intentCost = await meter.over(CLAIMERS + WATCHED, async () => {
    for (const buyer of [...claimers, ...watched]) intents.push(await openIntent(intentClient, buyer));
  });
  const meteredIntents = [];
  const intentTally = await meteredTally(METERED_CLAIMERS, async (i, headers) => {
    const buyer = meteredClaimers[i];
    const { response, body } = await call('POST', '/api/contributions/intents', { headers, expect: [201], body: { email: buyer.email, walletAddress: buyer.signer.address, amount: buyer.amountSol, currency: 'sol', newsletterSubscribed: false } });
    meteredIntents.push(body);
    return response;
  });
  rows.push({ route: 'POST /api/contributions/intents', requests: intents.length, ...intentCost, tally: intentTally });

  // The server-built payment (README "Paying"): the wizard's intent with its transaction, a blink's, and
  // a transaction request for an intent already open. Each payer is fresh; none needs funds to be built for.
  const payers = await Promise.all(Array.from({ length: 3 * (BUILDS + METERED) }, () => generateKeyPairSigner()));
  const payerOf = (lane, i) => payers[lane * (BUILDS + METERED) + i].address;
  const built = async (route, build) => {
    const send = (i, headers) => build(i, headers).then(({ response, body }) => {
      if (!body?.transaction) throw new Error(`${route} answered ${JSON.stringify(body).slice(0, 300)}`);
      return response;
    });
    rows.push({ route, requests: BUILDS, ...(await meter.perRequest(BUILDS, send)), tally: await meteredTally(METERED, (i, headers) => send(BUILDS + i, headers)) });
  };
  const buildEmail = (lane, i) => `cost-build-${lane}-${i}@example.com`;
  await built('POST /api/payments (wizard: intent and transaction)', (i, headers) =>
    call('POST', '/api/payments', { headers, expect: [201], body: { email: buildEmail(0, i), walletAddress: payerOf(0, i), amount: '0.6', currency: 'sol', newsletterSubscribed: false } }),
  );
  await built('POST /api/actions/contribute (blink: intent and transaction)', (i, headers) =>
    call('POST', `/api/actions/contribute?amount=0.6&email=${encodeURIComponent(buildEmail(1, i))}`, { headers, body: { account: payerOf(1, i) } }),
  );
  const openIntents = [];
  for (let i = 0; i < BUILDS + METERED; i += 1) {
    const buyer = { email: buildEmail(2, i), signer: { address: payerOf(2, i) }, amountSol: '0.6' };
    openIntents.push(await openIntent(intentClient, buyer));
  }
  await built('POST /api/actions/contribute?intent= (transaction request)', (i, headers) =>
    call('POST', `/api/actions/contribute?intent=${openIntents[i].intentId}`, { headers, body: { account: payerOf(2, i) } }),
  );
  await read('GET /api/actions/contribute (blink and transaction request label)', '/api/actions/contribute');

  const claimed = [...claimers, ...meteredClaimers];
  const claimIntents = [...intents.slice(0, CLAIMERS), ...meteredIntents];
  const signatures = [];
  await eachLimited(claimed.map((buyer, i) => [buyer, claimIntents[i]]), 8, async ([buyer, intent]) => {
    signatures[claimed.indexOf(buyer)] = await pay(stack.rpcUrl, buyer, intent);
  });
  await finalized(stack.rpcUrl, signatures);
  const claim = (i, headers) =>
    call('POST', '/api/contributions', { headers, body: { intentId: claimIntents[i].intentId, signature: signatures[i] } }).then(({ response, body }) => {
      if (body?.status !== 'credited') throw new Error(`claim ${i} answered ${JSON.stringify(body)}`);
      return response;
    });
  const claimCost = await meter.perRequest(CLAIMERS, claim);
  const claimTally = await meteredTally(METERED_CLAIMERS, (i, headers) => claim(CLAIMERS + i, headers));
  rows.push({ route: 'POST /api/contributions (claim that credits)', requests: CLAIMERS, ...claimCost, tally: claimTally });

  await read('GET /api/contributions/intents/:id (poll)', `/api/contributions/intents/${claimIntents[0].intentId}`);
  await read('GET /api/fundraising-stats', '/api/fundraising-stats');
  await read('GET /api/sale', '/api/sale');
  await read('GET /api/crypto-rates', '/api/crypto-rates');
  await read('GET /api/ledger?limit=20', '/api/ledger?limit=20');

  // The watcher: catch up with the claimed payments first, then one run over payments nobody claimed.
  await cronRun(stack);
  const watchedSignatures = [];
  await eachLimited(watched.map((buyer, i) => [buyer, intents[CLAIMERS + i]]), 8, async ([buyer, intent]) => {
    watchedSignatures.push(await pay(stack.rpcUrl, buyer, intent));
  });
  await finalized(stack.rpcUrl, watchedSignatures);
  let watchTally;
  const watchRun = await meter.over(1, async () => (watchTally = await cronRun(stack)));
  if (watchTally.rowsWritten === 0) throw new Error('the watcher run credited nothing');
  // A run that finds nothing new, several times (one run is a few 10 ms ticks): the fixed cost of a run.
  const idleTallies = [];
  const idleRun = await meter.over(IDLE_RUNS, async () => {
    for (let i = 0; i < IDLE_RUNS; i += 1) idleTallies.push(await cronRun(stack));
  });
  const idleTally = meanTally(idleTallies);
  rows.push({ route: 'watcher run, nothing new (cron invocation)', requests: IDLE_RUNS, ...idleRun, tally: idleTally });
  // Per payment: what the run with payments cost beyond a run without, divided by its payments.
  const perPayment = (key) => Math.max(0, (watchTally[key] - idleTally[key]) / WATCHED);
  rows.push({
    route: 'watcher, per payment nobody claimed',
    requests: WATCHED,
    grossMs: Math.max(0, (watchRun.grossMs - idleRun.grossMs) / WATCHED),
    isolateMs: Math.max(0, (watchRun.isolateMs - idleRun.isolateMs) / WATCHED),
    tally: Object.fromEntries(['calls', 'statements', 'rowsRead', 'rowsWritten', 'd1Ms', 'subrequests'].map((key) => [key, perPayment(key)])),
    marginal: true,
  });

  const floor = rows[0].grossMs;
  // A marginal figure already leaves the floor out; every invocation, the cron's included, pays it.
  for (const row of rows) row.netMs = row.marginal ? row.grossMs : Math.max(0, row.grossMs - floor);
  return { rows, overhead };
}

/** The profiler's overhead as the doc's note says it: the floor route per request, without and with it. */
function overheadNote({ requests, unprofiled, profiled }) {
  const ms = (value) => `${value.toFixed(2)} ms`;
  return `profiler overhead on ${requests} /api/health requests: process CPU ${ms(unprofiled.cpuMs)} a request without, ${ms(profiled.cpuMs)} with; wall ${ms(unprofiled.wallMs)} without, ${ms(profiled.wallMs)} with`;
}

/** The commit measured: HEAD, marked when the work tree has changes. */
function commitLabel() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/** Starts a fresh metered stack, measures, prints, gates and records; resolves with the exit code. */
export async function runCostBench() {
  // wrangler dev refuses to start without the assets folder; the cost bench does not need a fresh one.
  if (!existsSync(path.join(ROOT, 'dist'))) await astroBuild({ quiet: true });
  const persistTo = '.bench-state';
  rmSync(path.join(ROOT, persistTo), { recursive: true, force: true });
  const inspectorPort = await freePort();
  const stack = await startStack({ port: await freePort(), persistTo, quiet: true, vars: { BENCH_METER: 'true' }, inspectorPort });
  let rows;
  let overhead;
  try {
    ({ rows, overhead } = await measureCosts(stack, { inspectorPort }));
  } catch (error) {
    console.error(error);
    return 1;
  } finally {
    await stack.stop();
    rmSync(path.join(ROOT, persistTo), { recursive: true, force: true });
  }
  console.log(`\nCost per request (the worker isolate's CPU from its V8 profile, the local workerd processes' from /proc; D1 from its own meta; ${FREE_PLAN_CPU_MS} ms is Workers' free-plan CPU limit)`);
  console.log(costTable(rows));
  console.log(overheadNote(overhead));
  const markdown = readFileSync(CAPACITY_DOC, 'utf8');
  const regressions = cpuRegressions(rows, recordedCpu(markdown));
  if (regressions.length > 0) {
    console.error(`CPU per request grew (docs/capacity.md not rewritten):\n  ${regressions.join('\n  ')}`);
    return 1;
  }
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  writeFileSync(CAPACITY_DOC, withCostTable(markdown, { table: costTable(rows), date, commit: commitLabel(), note: `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores; ${overheadNote(overhead)}` }));
  console.log('Recorded in docs/capacity.md.');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await runCostBench());
}
