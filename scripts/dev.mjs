// `npm run dev`: hot-reloading site (astro dev) with /api proxied to a local `wrangler dev` (same
// local D1/KV as `npm start`). Open the Astro URL it prints. Ctrl-C stops both.
import { mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, ROOT, startStack } from './lib/stack/stack.mjs';

const require = createRequire(import.meta.url);
const ASTRO = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');

// wrangler dev refuses a missing assets directory; the dev server does not need a build in it.
mkdirSync(path.join(ROOT, 'dist'), { recursive: true });

const apiPort = await freePort(Number(process.env.API_PORT ?? 8787));
const stack = await startStack({ port: apiPort });
const sitePort = Number(process.env.PORT ?? 4321);
const astro = spawn(process.execPath, [ASTRO, 'dev', '--host', '127.0.0.1', '--port', String(sitePort)], {
  cwd: ROOT,
  env: { ...process.env, API_PORT: String(apiPort) },
  stdio: 'inherit',
});

const shutdown = async () => {
  astro.kill('SIGTERM');
  // Awaited: process.exit would otherwise cut the stack's shutdown short and leave wrangler running.
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
astro.on('exit', shutdown);
