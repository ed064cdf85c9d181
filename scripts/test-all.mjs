// `npm test`: unit and worker tests, then a fresh site build and the end-to-end tests in Chromium.
// Ends with one "Tests: N passed, N failed" line summing all the projects, and prints how long each
// phase took (README "How long it takes").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { astroBuild, ROOT } from './lib/stack/stack.mjs';

const require = createRequire(import.meta.url);
const VITEST = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const reports = mkdtempSync(path.join(tmpdir(), 'mrdx-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function vitest(label, ...projects) {
  const outputFile = path.join(reports, `${label}.json`);
  const args = ['run', ...projects.flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  const result = spawnSync(process.execPath, [VITEST, ...args], { cwd: ROOT, stdio: 'inherit' });
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1; // the run died before writing its report
  }
  return result.status === 0;
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

if (!(await timed('unit and worker tests', () => vitest('unit-worker', 'unit', 'worker')))) finish(false);
console.log('\nBuilding the site for the end-to-end tests…');
await timed('site build', () => astroBuild({ quiet: true }));
finish(await timed('end-to-end tests', () => vitest('e2e', 'e2e', 'e2e-serial')));
