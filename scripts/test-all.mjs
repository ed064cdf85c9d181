// `npm test`: unit and worker tests, then a fresh site build and the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { astroBuild, ROOT } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const VITEST = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

function vitest(...projects) {
  const args = ['run', ...projects.flatMap((name) => ['--project', name])];
  const result = spawnSync(process.execPath, [VITEST, ...args], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

vitest('unit', 'worker');
console.log('\nBuilding the site for the end-to-end tests…');
await astroBuild({ quiet: true });
vitest('e2e');
