// `npm test`: unit and worker tests, then a fresh site build and the end-to-end tests in Chromium.
// Ends with one "Tests: N passed, N failed" line summing all the projects, and prints how long each
// phase took (README "How long it takes").
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { astroBuild, ROOT } from './lib/stack/stack.mjs';

const require = createRequire(import.meta.url);
const VITEST = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const reports = mkdtempSync(path.join(tmpdir(), 'mrdx-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * Runs vitest on `projects` and adds its counts to the totals; resolves true when it passed. With
 * `held`, its output is kept and printed once it is done, so that runs at the same time do not
 * interleave their lines; `env` is added to the run's environment.
 */
function vitest(label, projects, { env = {}, held = false } = {}) {
  const outputFile = path.join(reports, `${label}.json`);
  const args = ['run', ...projects.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  const child = spawn(process.execPath, [VITEST, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (held) process.stdout.write(`\n── ${label}: output held until it finished ──\n${Buffer.concat(output).toString('utf8')}`);
      try {
        const report = JSON.parse(readFileSync(outputFile, 'utf8'));
        totals.passed += report.numPassedTests;
        totals.failed += report.numFailedTests;
        totals.skipped += report.numPendingTests + report.numTodoTests;
      } catch {
        totals.failed += 1; // the run died before writing its report
      }
      resolve(status === 0);
    });
  });
}

function finish(ok) {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

/** Runs `work` and prints how long it took, as `.ci/run` does for its own phases. */
async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  console.log(`(${label} took ${Math.round((performance.now() - started) / 1000)}s)`);
  return result;
}

// Three vitest runs at once: the unit files, and the worker files in two halves (WORKER_HALF in
// vitest.config.mts), each half with a workerd and a local chain of its own. Within a run the worker
// files share one workerd and one chain and run one at a time, mostly waiting for the chain (about
// half a core busy); the halves may not share a chain, since the watcher's tests count what reaches
// the treasury.
const unitAndWorker = await timed('unit and worker tests', () =>
  Promise.all([
    vitest('worker', ['worker'], { env: { WORKER_HALF: 'others' } }),
    vitest('worker-services', ['worker'], { env: { WORKER_HALF: 'services' }, held: true }),
    vitest('unit', ['unit'], { held: true }),
  ]),
);
if (!unitAndWorker.every(Boolean)) finish(false);
console.log('\nBuilding the site for the end-to-end tests…');
await timed('site build', () => astroBuild({ quiet: true }));
// The e2e-serial files change or count what every file of their stack sees, so they run one at a
// time, but beside the e2e files (two at a time) instead of after them: in a vitest run of their own,
// with a stack, a Chromium and a state folder of their own. One e2e file keeps a core only about half
// busy; one after another they took about 40% of the phase while the other core waited.
const e2e = await timed('end-to-end tests', () =>
  Promise.all([vitest('e2e', ['e2e']), vitest('e2e-serial', ['e2e-serial'], { env: { E2E_STATE_DIR: '.e2e-state-serial' }, held: true })]),
);
finish(e2e.every(Boolean));
