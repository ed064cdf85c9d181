// `npm run deploy`: the production deploy. First the preflight (the worker's own rules,
// worker/src/preflight/production-rules.ts, over the resolved [env.production] of wrangler.toml, its
// D1/KV ids and, on a real deploy, its secrets; then, once those pass, the chain: each accepted
// stablecoin's mint and the treasury's token account for it, worker/src/preflight/stablecoin-rules.ts),
// then the site build, the remote D1 migrations and `wrangler deploy --env production`.
// `npm run deploy -- --dry-run` does everything but uploading.
// Options: --dry-run, --skip-build (reuse ./dist), --config <file>, --env <name> (default production),
// --chain-rpc <url> (read the chain there instead of SOLANA_RPC_URL, e.g. when the provider's key only
// answers the worker's origin); anything else goes to `wrangler deploy` (e.g. --outdir <dir>).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { bindingIdProblems, productionProblems, requiredSecrets } from '../worker/src/preflight/production-rules.ts';
import './lib/distribution/core-import.mjs';
import { jsonRpc } from './lib/solana/json-rpc.mjs';

// After core-import.mjs registered how `@core/…` resolves: the stablecoin rules import core/, and so
// does the parser of RESTRICTED_COUNTRIES the worker uses.
const { stablecoinProblems } = await import('../worker/src/preflight/stablecoin-rules.ts');
const { parseRestrictedCountries } = await import('../core/restricted-countries.ts');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const WRANGLER = path.join(path.dirname(require.resolve('wrangler/package.json')), 'bin/wrangler.js');
const ASTRO = path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');

/** Splits our options from the ones passed on to `wrangler deploy`. */
function parseArgs(argv) {
  const options = { dryRun: false, skipBuild: false, config: 'wrangler.toml', env: 'production', chainRpc: null, rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--dry-run') options.dryRun = true;
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--config' || flag === '-c') options.config = value();
    else if (flag === '--env' || flag === '-e') options.env = value();
    else if (flag === '--chain-rpc') options.chainRpc = value();
    else options.rest.push(argv[i]);
  }
  return options;
}

/** Runs a Node CLI with this Node binary from the repo root; exits this process when it fails. */
function run(script, args, { capture = false } = {}) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
  });
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

/** Names of the secrets set on the deployed worker, or null with wrangler's message when it cannot list them. */
function deployedSecretNames({ config, env }) {
  const listed = run(WRANGLER, ['secret', 'list', '--config', config, '--env', env, '--format', 'json'], { capture: true });
  if (!listed.ok) return { names: null, error: (listed.stderr || listed.stdout).trim() };
  return { names: JSON.parse(listed.stdout).map((secret) => secret.name) };
}

const options = parseArgs(process.argv.slice(2));
const envArgs = ['--config', options.config, '--env', options.env];
const config = unstable_readConfig({ config: path.resolve(ROOT, options.config), env: options.env });
const vars = { ...config.vars };

const problems = [...productionProblems(vars, { checkSecrets: false }), ...bindingIdProblems(config)];
// A code that is no country would restrict nothing; the worker would refuse every intent until fixed.
const restricted = parseRestrictedCountries(vars.RESTRICTED_COUNTRIES);
if ('problem' in restricted) problems.push(restricted.problem);
if (options.dryRun) {
  const required = requiredSecrets(vars);
  console.log(`Preflight: secrets are not checked in a dry run (listing them needs an account)${required.length ? `; required: ${required.join(', ')}` : ''}.`);
} else {
  const { names, error } = deployedSecretNames(options);
  if (names) problems.push(...productionProblems({ ...vars, ...Object.fromEntries(names.map((name) => [name, 'set'])) }).filter((p) => !problems.includes(p)));
  else problems.push(`Could not list the secrets of the "${options.env}" worker (${error}): log in with \`wrangler login\` and put them with \`wrangler secret put NAME --env ${options.env}\`.`);
}

/**
 * The stablecoin rules over the chain at `rpcUrl`; one problem saying so when it cannot be read (its
 * message never carries the URL, which may hold an API key).
 */
async function chainProblems(rpcUrl) {
  const readAccounts = async (addresses) => (await jsonRpc(rpcUrl, 'getMultipleAccounts', [addresses, { encoding: 'jsonParsed', commitment: 'finalized' }])).value;
  try {
    return await stablecoinProblems(vars, readAccounts);
  } catch (error) {
    const why = error?.cause?.code ?? error?.message ?? String(error);
    return [`Could not read the chain through ${options.chainRpc ? '--chain-rpc' : 'SOLANA_RPC_URL'} (${why}): the stablecoin checks (mints, the treasury's token accounts) need it; check the endpoint, or give one that answers this machine with --chain-rpc <url>.`];
  }
}

// The chain is read through the settings only once they are right (a local or devnet RPC would answer for the wrong chain).
if (problems.length === 0) problems.push(...(await chainProblems(options.chainRpc ?? vars.SOLANA_RPC_URL)));
else console.log('Preflight: the chain (stablecoin mints, the treasury\'s token accounts) is checked once the settings below are fixed.');

if (problems.length > 0) {
  console.error(`Refusing to deploy "${options.env}" (${options.config}); fix these first:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Preflight passed for "${options.env}".`);

if (!options.skipBuild && !run(ASTRO, ['build']).ok) process.exit(1);
if (options.dryRun) {
  console.log('Dry run: the remote D1 migrations are not applied (that needs an account).');
} else if (!run(WRANGLER, ['d1', 'migrations', 'apply', 'DB', '--remote', ...envArgs]).ok) {
  process.exit(1);
}
const deployed = run(WRANGLER, ['deploy', ...envArgs, ...(options.dryRun ? ['--dry-run'] : []), ...options.rest]);
process.exit(deployed.ok ? 0 : 1);
