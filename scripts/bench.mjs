// `npm run bench` (after `npm run build`): loads every built page in Chromium against the production-like
// stack (DEMO_MODE=false), without interacting or scrolling, and sums the gzip size of the JavaScript it
// loads — script responses plus inline scripts, each gzipped here so the server's encoding does not
// matter. Fails when a page exceeds its budget (scripts/lib/bench/budgets.mjs, mirroring DEVELOPERS.md).
// `--lighthouse` adds the median mobile performance score and CLS of 3 runs per public page.
// At the end it runs the API bench (scripts/bench-api.mjs) on its own local-default stack, then the
// distribution bench (scripts/bench-distribution.mjs) and the refund bench (scripts/bench-refunds.mjs);
// `--distribution` and `--refunds` run those alone, and `--bytes`
// stops after the pages' JavaScript (no API or distribution bench), for checking a bundle change quickly.
// `--rush` / `--rush=N` runs only the launch rush (scripts/bench-rush.mjs) instead. Last, the cost of
// each hot request (scripts/bench-cost.mjs: CPU, D1 rows, subrequests; recorded in docs/capacity.md);
// `--cost` runs that one alone.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROME_PATH } from './lib/browser/chromium.mjs';
import { budgetFor, isPublicRoute, KB, routesFromDist } from './lib/bench/budgets.mjs';
import { freePort, ROOT, startStack } from './lib/stack/stack.mjs';

const DIST = path.join(ROOT, 'dist');
const MIN_SCORE = 95;
const MAX_CLS = 0.05;

/** The URL the bench loads for `route` (the 404 page is reached through an unknown path). */
const urlFor = (baseUrl, route) => `${baseUrl}${route === '/404' ? '/bench-no-such-page' : route}`;

/** Lighthouse refuses to score a document answered with status 404, so it reads the same page at /404 (200). */
const lighthouseUrlFor = (baseUrl, route) => `${baseUrl}${route}`;

/** Gzip bytes of JavaScript `route` loads without interaction: script responses plus inline scripts. */
export async function measureJs(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      sizes.push(response.body().then((body) => gzipSync(body).length, () => 0));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const inline = await page.$$eval('script:not([src])', (scripts) =>
    scripts.filter((s) => !/json/.test(s.type)).map((s) => s.textContent ?? ''),
  );
  const external = await Promise.all(sizes);
  await context.close();
  const inlineBytes = inline.filter(Boolean).map((text) => gzipSync(text).length);
  return [...external, ...inlineBytes].reduce((sum, bytes) => sum + bytes, 0);
}

/** Runs the API bench (scripts/bench-api.mjs) on its own local-default stack; returns its exit code. */
export async function runApiBench() {
  const { runStandaloneApiBench } = await import('./bench-api.mjs');
  console.log('\nAPI bench');
  return runStandaloneApiBench();
}

const formatKb = (bytes) => (bytes === 0 ? '0' : `${(bytes / KB).toFixed(1)} KB`);

async function main() {
  const { rushBuyersFromArgs, runRushBench } = await import('./bench-rush.mjs');
  const rushBuyers = rushBuyersFromArgs(process.argv);
  if (rushBuyers !== null) process.exit(await runRushBench({ buyers: rushBuyers }));
  const { runDistributionBench } = await import('./bench-distribution.mjs');
  if (process.argv.includes('--distribution')) process.exit(await runDistributionBench());
  const { runRefundBench } = await import('./bench-refunds.mjs');
  if (process.argv.includes('--refunds')) process.exit(await runRefundBench());
  const { runCostBench } = await import('./bench-cost.mjs');
  if (process.argv.includes('--cost')) process.exit(await runCostBench());
  const withLighthouse = process.argv.includes('--lighthouse');
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const persistTo = '.bench-state';
  rmSync(path.join(ROOT, persistTo), { recursive: true, force: true });
  const stack = await startStack({ port: await freePort(), persistTo, quiet: true, vars: { DEMO_MODE: 'false' } });
  let failed = false;
  try {
    const routes = routesFromDist(DIST);
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
    const rows = [];
    try {
      for (const route of routes) {
        const bytes = await measureJs(browser, urlFor(stack.url, route));
        const budget = budgetFor(route);
        rows.push({ route, 'JS gzip': formatKb(bytes), budget: formatKb(budget), OK: bytes <= budget ? 'OK' : 'OVER' });
        if (bytes > budget) failed = true;
      }
    } finally {
      await browser.close();
    }
    console.table(rows);

    if (withLighthouse) {
      const { lighthouseMedians } = await import('./lib/bench/lighthouse-median.mjs');
      const publicRoutes = routes.filter(isPublicRoute);
      const results = await lighthouseMedians(publicRoutes.map((route) => lighthouseUrlFor(stack.url, route)));
      console.table(
        results.map((result, index) => {
          if (result.cls > MAX_CLS) failed = true;
          return {
            route: publicRoutes[index],
            'performance (median of 3)': result.score,
            CLS: result.cls.toFixed(3),
            OK: result.score >= MIN_SCORE && result.cls <= MAX_CLS ? 'OK' : result.cls > MAX_CLS ? 'CLS OVER' : 'LOW SCORE',
          };
        }),
      );
      console.log(`Scores below ${MIN_SCORE} are reported (timings swing on shared machines); CLS above ${MAX_CLS} fails.`);
    }

    // The contribution flow when used: opened, then its on-demand chunks (scripts/bench-contribution-js.mjs).
    const { benchContributionJs, printContributionJsBench } = await import('./bench-contribution-js.mjs');
    const flow = await benchContributionJs(stack.url);
    printContributionJsBench(flow);
    if (flow.opened > flow.budget || flow.confirmed > flow.budget || flow.withQr > flow.budget) failed = true;
  } finally {
    await stack.stop();
  }
  if (!process.argv.includes('--bytes')) {
    if ((await runApiBench()) !== 0) failed = true;
    if ((await runDistributionBench()) !== 0) failed = true;
    if ((await runRefundBench()) !== 0) failed = true;
    console.log('\nCost per request');
    if ((await runCostBench()) !== 0) failed = true;
  }
  if (failed) {
    console.error('Budget exceeded.');
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
