// Starts the whole product locally on one origin: local D1/KV migrated and seeded, the local Solana
// chain, and `wrangler dev` serving ./dist plus the Hono API. Used by `npm start`, the e2e tests and
// the bench, so all three run exactly the same thing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { copyFileSync, cpSync, existsSync } from 'node:fs';
import net from 'node:net';
import { demoWalletSecretKey } from '../../local-chain/demo-wallet-key.mjs';
import { startLocalChain } from '../../local-chain/server.mjs';
import { chainMismatchNotice, reconcileChainState } from './chain-state.mjs';
import { createWranglerDevFilter, forwardLines, migrationSummary } from './wrangler-output.mjs';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const require = createRequire(import.meta.url);
const WRANGLER = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin/wrangler.js');
const ASTRO = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');

/** Runs a Node CLI (wrangler, astro) with this same Node binary and resolves when it exits 0. */
export function runNode(script, args, { quiet = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(script)} ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

export const wrangler = (args, options) => runNode(WRANGLER, args, options);
export const astroBuild = (options) => runNode(ASTRO, ['build'], options);

/** A free TCP port on 127.0.0.1, or the one asked for. */
export async function freePort(preferred = 0) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(preferred, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`server for ${url} exited before it was ready`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Local secrets for wrangler dev: .dev.vars (git-ignored) is created from .dev.vars.example when it is
 * missing, so the local emergency reset works out of the box. An existing .dev.vars is never touched.
 */
export function ensureDevVars() {
  const target = path.join(ROOT, '.dev.vars');
  if (!existsSync(target)) copyFileSync(path.join(ROOT, '.dev.vars.example'), target);
}

/**
 * Applies the D1 migrations and the idempotent demo seed to the local database in `persistTo`. Their
 * output is kept (wrangler prints the whole migration table after each migration, in every error
 * too); unless `quiet`, one line says which migrations were applied.
 */
export async function prepareDatabase({ persistTo, quiet }) {
  ensureDevVars();
  const migrations = await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], {
    quiet: true,
    env: { CI: 'true' },
  });
  if (!quiet) console.log(migrationSummary(migrations));
  await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', 'scripts/seed.sql'], {
    quiet: true,
  });
}

/**
 * Copies the local D1 that `prepareDatabase` left in `templateFrom` into `persistTo`: the same
 * migrated, seeded database without starting wrangler twice more (about 9 s of CPU a stack).
 */
export function copyPreparedDatabase({ templateFrom, persistTo }) {
  const from = path.resolve(ROOT, templateFrom, 'v3', 'd1');
  if (!existsSync(from)) throw new Error(`no prepared database in ${templateFrom}: run prepareDatabase there first`);
  cpSync(from, path.resolve(ROOT, persistTo, 'v3', 'd1'), { recursive: true });
}

/** The production cron of wrangler.toml ([triggers] crons): the chain watcher, every minute. */
export const WATCHER_CRON = '* * * * *';

/**
 * Fires the worker's scheduled handler (`/cdn-cgi/handler/scheduled`, which wrangler dev exposes but
 * never calls itself) at the start of every minute, as the cron does in production. Returns `stop()`.
 */
export function runCronEveryMinute(url, { quiet = false } = {}) {
  let timer;
  let warned = false;
  const fire = async () => {
    try {
      const response = await fetch(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(WATCHER_CRON)}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`status ${response.status}`);
      warned = false;
    } catch (error) {
      // Once per outage: the server may be restarting; the next minute tries again.
      if (!warned && !quiet) console.warn(`The chain watcher did not run: ${error.message}`);
      warned = true;
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      void fire();
      schedule();
    }, 60_000 - (Date.now() % 60_000));
  };
  schedule();
  return () => clearTimeout(timer);
}

/**
 * Starts the local Solana chain (on CHAIN_PORT, else a free port) and wrangler dev on `port` (else a
 * free port) with local state in `persistTo`, pointing the worker's SOLANA_RPC_URL at the chain. The
 * chain keeps its state beside D1's (`<persistTo>/chain/`), so a restart keeps both. With `cron`, the watcher runs
 * every minute as in production. Resolves with the site URL, the chain's `rpcUrl`, `notices` (said
 * aloud unless `quiet`: the chain and the database did not both survive), and a `stop()` that ends
 * every child and the chain. With `databaseFrom` (tests), a new database is copied from a folder that
 * `prepareDatabase` already migrated and seeded instead of being prepared again. With `inspectorPort`,
 * wrangler serves the worker isolate's V8 inspector there (the cost bench profiles it).
 * @param {{ port?: number, persistTo?: string, quiet?: boolean, vars?: Record<string, string>, chainPort?: number, cron?: boolean, databaseFrom?: string, inspectorPort?: number }} options
 * @returns {Promise<{ url: string, rpcUrl: string, notices: string[], stop: () => Promise<void>, log: () => string, pid: number }>}
 *   `pid`: wrangler dev's process, under which the bench reads the worker's CPU time.
 */
export async function startStack({ port, persistTo = '.wrangler/state', quiet = false, vars = {}, chainPort, cron = false, databaseFrom, inspectorPort }) {
  const statePath = path.resolve(ROOT, persistTo);
  const { databaseExisted, notices } = reconcileChainState(statePath, { label: persistTo });
  const chain = await startLocalChain({ port: chainPort ?? Number(process.env.CHAIN_PORT ?? 0), persistTo: statePath });
  const mismatch = chainMismatchNotice(persistTo, { databaseExisted, chainFresh: chain.fresh });
  if (mismatch) notices.push(mismatch);
  if (!quiet) for (const notice of notices) console.warn(`\n  ${notice}\n`);
  try {
    if (databaseFrom && !databaseExisted) {
      ensureDevVars();
      copyPreparedDatabase({ templateFrom: databaseFrom, persistTo });
    } else {
      await prepareDatabase({ persistTo, quiet });
    }
  } catch (error) {
    await chain.stop();
    throw error;
  }

  // Without a port, a free one; another process may take it before wrangler binds it (two e2e runs
  // start their stacks at once, say), and then the next free one is tried.
  let worker;
  for (let attempt = 1; !worker; attempt += 1) {
    try {
      worker = await serveWorker({ port: port || (await freePort()), persistTo, quiet, vars, chainUrl: chain.url, cron, inspectorPort });
    } catch (error) {
      if (port || attempt >= 3 || !(error instanceof PortTaken)) {
        await chain.stop();
        throw error;
      }
    }
  }
  return {
    ...worker,
    rpcUrl: chain.url,
    notices,
    /** Ends the cron, wrangler (its whole process group: workerd too) and the chain; resolves once all are gone. */
    stop: async () => {
      await worker.stop();
      await chain.stop();
    },
  };
}

/** wrangler dev refused a port that another process took after freePort() found it free. */
class PortTaken extends Error {}

/**
 * Runs `wrangler dev` on `port` against the chain at `chainUrl` and resolves once /api/health answers,
 * with its URL, `stop()` (the cron, then wrangler's whole process group: workerd too), its log and pid.
 */
async function serveWorker({ port, persistTo, quiet, vars, chainUrl, cron, inspectorPort }) {
  const url = `http://127.0.0.1:${port}`;
  // The demo wallet's key reaches the worker only as a local var (never bundled), and only in demo mode.
  const demoKey = vars.DEMO_MODE === 'false' ? {} : { DEMO_WALLET_SECRET_KEY: demoWalletSecretKey() };
  const varArgs = Object.entries({ PUBLIC_ORIGIN: url, SOLANA_RPC_URL: chainUrl, ...demoKey, ...vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  // X_LOCAL_EXPLORER (wrangler's default, pinned): the local explorer's D1 API, through which the e2e
  // tests read the outbox (e2e/support/local-d1.ts). It exists only under `wrangler dev`.
  const server = spawn(
    process.execPath,
    [WRANGLER, 'dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persistTo, '--show-interactive-dev-session=false', ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []), ...varArgs],
    { cwd: ROOT, env: { ...process.env, CI: 'true', X_LOCAL_EXPLORER: 'true' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  if (!quiet) {
    // Said aloud; with `cron`, without wrangler's warning that crons are not triggered: they are.
    const filter = createWranglerDevFilter();
    const keep = cron ? (line) => filter.keep(line) : () => true;
    forwardLines(server.stdout, (text) => process.stdout.write(text), keep);
    forwardLines(server.stderr, (text) => process.stderr.write(text), keep);
  }
  let alive = true;
  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.on('exit', () => (alive = false));
  let log = '';
  server.stdout.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));

  let stopCron = () => {};
  const stop = async () => {
    stopCron();
    if (!alive) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  };
  try {
    await waitFor(`${url}/api/health`, 60_000, () => alive);
  } catch (error) {
    await stop();
    const Failure = log.includes('Address already in use') ? PortTaken : Error;
    throw new Failure(`${error.message}\n${log}`);
  }
  if (cron) stopCron = runCronEveryMinute(url, { quiet });
  return { url, stop, log: () => log, pid: server.pid };
}
