// The production deploy's guarantees: `npm run deploy -- --dry-run` refuses the committed placeholders
// and the local settings, refuses a treasury without a token account for each stablecoin, and passes
// filled-in production settings, and the production bundle carries no key of the local chain
// (scripts/local-chain/local-keys.json).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getBase58Decoder } from '@solana/kit';
import { unstable_readConfig } from 'wrangler';
import { stablecoinsOf } from '../core/payment-assets.ts';
import { associatedTokenAddress } from './lib/solana/token-payout.mjs';
import { ROOT, freePort, wrangler } from './lib/stack/stack.mjs';

const KEYS = JSON.parse(readFileSync(path.join(ROOT, 'scripts/local-chain/local-keys.json'), 'utf8'));
const TOML = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'mrdx-deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
// wrangler refuses a missing assets directory; the bundle does not depend on what is in it.
mkdirSync(path.join(ROOT, 'dist'), { recursive: true });

/**
 * Runs scripts/deploy.mjs (what `npm run deploy -- …` runs) and resolves with its exit code and output.
 * Not spawnSync: the stand-in mainnet node below answers from this process meanwhile.
 */
function deploy(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/deploy.mjs', ...args], { cwd: ROOT, env: { ...process.env, CI: 'true' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/**
 * A stand-in for the mainnet node the deploy reads the stablecoins from (no test reaches the internet):
 * getMultipleAccounts answered in jsonParsed from `accounts`, null for any other address.
 */
async function fakeMainnetNode(accounts) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body);
      const answer = method === 'getMultipleAccounts'
        ? { jsonrpc: '2.0', id, result: { context: { slot: 1 }, value: params[0].map((key) => accounts[key] ?? null) } }
        : { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** Mainnet's USDC and USDT mints and `treasury`'s token account for each (but `without`), as a node answers them. */
async function stablecoinAccounts(treasury, { without = [] } = {}) {
  const accounts = {};
  for (const coin of stablecoinsOf('mainnet-beta')) {
    accounts[coin.mint] = { owner: TOKEN_PROGRAM, lamports: 1461600, executable: false, rentEpoch: 0, space: 82, data: { program: 'spl-token', space: 82, parsed: { type: 'mint', info: { decimals: 6, isInitialized: true, supply: '1', mintAuthority: null, freezeAuthority: null } } } };
    if (without.includes(coin.symbol)) continue;
    const tokenAccount = { isNative: false, mint: coin.mint, owner: treasury, state: 'initialized', tokenAmount: { amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' } };
    accounts[await associatedTokenAddress(treasury, coin.mint)] = { owner: TOKEN_PROGRAM, lamports: 2039280, executable: false, rentEpoch: 0, space: 165, data: { program: 'spl-token', space: 165, parsed: { type: 'account', info: tokenAccount } } };
  }
  return accounts;
}

/**
 * wrangler.toml with [env.production]'s vars set to `vars` and its ids filled, written to a temp
 * folder (paths made absolute, so it builds this repo's worker).
 */
function productionConfig(name, vars) {
  let [top, production] = TOML.split(/^\[env\.production\]$/m);
  for (const [key, value] of Object.entries(vars)) {
    production = production.replace(new RegExp(`^${key} = .*$`, 'm'), `${key} = ${JSON.stringify(value)}`);
  }
  production = production
    .replace('database_id = "00000000-0000-0000-0000-000000000000"', 'database_id = "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f"')
    .replace('id = "00000000000000000000000000000000"', 'id = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"');
  const absolute = (text) =>
    text
      .replace('main = "worker/src/index.ts"', `main = ${JSON.stringify(path.join(ROOT, 'worker/src/index.ts'))}`)
      .replaceAll('directory = "./dist"', `directory = ${JSON.stringify(path.join(ROOT, 'dist'))}`)
      .replaceAll('migrations_dir = "migrations"', `migrations_dir = ${JSON.stringify(path.join(ROOT, 'migrations'))}`);
  const file = path.join(work, `${name}.toml`);
  writeFileSync(file, absolute(`${top}[env.production]${production}`));
  return file;
}

const FILLED = {
  SOLANA_RPC_URL: 'https://mainnet.helius-rpc.com/?api-key=abc',
  TREASURY_ADDRESS: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  TOKEN_MINT_ADDRESS: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  PUBLIC_ORIGIN: 'https://mrdx.example',
  PRICE_SOURCE_URL: 'https://prices.example/v1/rates',
};

describe('npm run deploy -- --dry-run', () => {
  it('refuses the committed production env until the deployer fills its placeholders', async () => {
    const { code, output } = await deploy(['--dry-run', '--skip-build']);
    expect(code).toBe(1);
    for (const fix of ['SOLANA_RPC_URL is not set', 'TREASURY_ADDRESS is not set', 'TOKEN_MINT_ADDRESS is not set', 'PUBLIC_ORIGIN is not set', 'D1 DB has the placeholder id', 'KV SESSIONS has the placeholder id']) {
      expect(output).toContain(fix);
    }
  }, 60_000);

  it('refuses the local settings, naming each one', async () => {
    const local = unstable_readConfig({ config: path.join(ROOT, 'wrangler.toml') }).vars;
    const { code, output } = await deploy(['--dry-run', '--skip-build', '--config', productionConfig('local', local)]);
    expect(code).toBe(1);
    for (const fix of ['DEMO_MODE is "true"', 'SOLANA_CLUSTER is "localnet"', 'SOLANA_RPC_URL points at a local machine', "TREASURY_ADDRESS is the local chain's play", "TOKEN_MINT_ADDRESS is the local chain's play", 'PUBLIC_ORIGIN points at a local machine', 'DEV_RATES is set']) {
      expect(output).toContain(fix);
    }
    expect(output).not.toContain('Total Upload');
  }, 60_000);

  it('refuses a treasury without a token account for a stablecoin, giving the command that creates it', async () => {
    const node = await fakeMainnetNode(await stablecoinAccounts(FILLED.TREASURY_ADDRESS, { without: ['USDT'] }));
    try {
      const { code, output } = await deploy(['--dry-run', '--skip-build', '--config', productionConfig('no-usdt-account', FILLED), '--chain-rpc', node.url]);
      expect(code).toBe(1);
      const usdt = stablecoinsOf('mainnet-beta').find((coin) => coin.symbol === 'USDT');
      expect(output).toContain(`\`spl-token create-account ${usdt.mint} --owner ${FILLED.TREASURY_ADDRESS} --fee-payer <your keypair> --url mainnet-beta\``);
      expect(output).not.toContain('has no USDC token account');
      expect(output).not.toContain('Preflight passed');
    } finally {
      await node.stop();
    }
  }, 60_000);

  it('refuses a restricted-countries list with a code that is no country, naming it', async () => {
    const { code, output } = await deploy(['--dry-run', '--skip-build', '--config', productionConfig('bad-countries', { ...FILLED, RESTRICTED_COUNTRIES: 'US,UK' })]);
    expect(code).toBe(1);
    expect(output).toContain('RESTRICTED_COUNTRIES has "UK", not an ISO 3166-1 alpha-2 country code');
    expect(output).not.toContain('Preflight passed');
  }, 60_000);

  it('refuses when the chain cannot be read, without printing the RPC URL', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const { code, output } = await deploy(['--dry-run', '--skip-build', '--config', productionConfig('unreadable-chain', FILLED), '--chain-rpc', closed]);
    expect(code).toBe(1);
    expect(output).toContain('Could not read the chain through --chain-rpc (ECONNREFUSED)');
    expect(output).not.toContain('api-key=abc');
  }, 60_000);

  it('passes production settings and builds the worker without uploading', async () => {
    const outdir = path.join(work, 'filled-out');
    const node = await fakeMainnetNode(await stablecoinAccounts(FILLED.TREASURY_ADDRESS));
    try {
      const { code, output } = await deploy(['--dry-run', '--skip-build', '--config', productionConfig('filled', FILLED), '--chain-rpc', node.url, '--outdir', outdir]);
      expect(output).toContain('Preflight passed for "production"');
      expect(output).toContain('--dry-run: exiting now.');
      expect(code).toBe(0);
      expect(readdirSync(outdir)).toContain('index.js');
    } finally {
      await node.stop();
    }
  }, 120_000);
});

describe('the production bundle', () => {
  it('holds no key material of the local chain: not the demo wallet\'s, the treasury\'s or the distribution wallet\'s secret', async () => {
    const outdir = path.join(work, 'bundle');
    await wrangler(['deploy', '--dry-run', '--outdir', outdir, '--env', 'production'], { quiet: true, env: { CI: 'true' } });
    const base58 = getBase58Decoder();
    const secrets = [
      { name: 'the demo wallet', secretKey: KEYS.demoWallet.secretKey, extra: [KEYS.demoWallet.publicKey] }, // the demo route's own key material
      { name: 'the treasury', secretKey: KEYS.treasury.secretKey, extra: [] },
      { name: 'the distribution wallet', secretKey: KEYS.distributionWallet.secretKey, extra: [] },
      { name: 'the stablecoin authority', secretKey: KEYS.stablecoinAuthority.secretKey, extra: [] },
    ];
    const files = readdirSync(outdir, { recursive: true }).map((file) => path.join(outdir, String(file))).filter((file) => !file.endsWith('/'));
    expect(files.some((file) => file.endsWith('index.js'))).toBe(true);
    for (const { name, secretKey, extra } of secrets) {
      const secret = Uint8Array.from(secretKey);
      const needles = [
        base58.decode(secret),
        base58.decode(secret.slice(0, 32)), // the seed alone
        Buffer.from(secret).toString('base64'),
        Buffer.from(secret).toString('hex'),
        ...extra,
      ];
      // The secret as a number array in any layout (esbuild prints an imported JSON array one number a line).
      const asNumbers = new RegExp(secretKey.slice(0, 16).join(String.raw`[^0-9]{1,24}`));
      for (const file of files) {
        let bytes;
        try {
          bytes = readFileSync(file);
        } catch {
          continue; // a folder
        }
        const text = bytes.toString('utf8');
        expect(asNumbers.test(text), `${path.basename(file)} contains ${name}'s secret key numbers`).toBe(false);
        for (const needle of needles) expect(text.includes(needle), `${path.basename(file)} contains ${name}'s ${needle.slice(0, 12)}…`).toBe(false);
        expect(bytes.includes(Buffer.from(secret.slice(0, 32))), `${path.basename(file)} contains ${name}'s raw seed`).toBe(false);
      }
    }
  }, 120_000);
});

describe('the local demo key', () => {
  it('is the same in .dev.vars.example as in local-keys.json', () => {
    const example = readFileSync(path.join(ROOT, '.dev.vars.example'), 'utf8');
    const value = example.match(/^DEMO_WALLET_SECRET_KEY=(.*)$/m)?.[1];
    expect(value).toBe(getBase58Decoder().decode(Uint8Array.from(KEYS.demoWallet.secretKey)));
  });
});
