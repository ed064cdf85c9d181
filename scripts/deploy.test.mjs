// The production deploy's guarantees: `npm run deploy -- --dry-run` refuses the committed placeholders
// and the local settings and passes filled-in production settings, and the production bundle
// carries no key of the local chain (scripts/local-chain/local-keys.json).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getBase58Decoder } from '@solana/kit';
import { unstable_readConfig } from 'wrangler';
import { ROOT, wrangler } from './lib/stack/stack.mjs';

const KEYS = JSON.parse(readFileSync(path.join(ROOT, 'scripts/local-chain/local-keys.json'), 'utf8'));
const TOML = readFileSync(path.join(ROOT, 'wrangler.toml'), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'mrdx-deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
// wrangler refuses a missing assets directory; the bundle does not depend on what is in it.
mkdirSync(path.join(ROOT, 'dist'), { recursive: true });

/** Runs scripts/deploy.mjs (what `npm run deploy -- …` runs) and returns its exit code and output. */
function deploy(args) {
  const result = spawnSync(process.execPath, ['scripts/deploy.mjs', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
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
  it('refuses the committed production env until the deployer fills its placeholders', () => {
    const { code, output } = deploy(['--dry-run', '--skip-build']);
    expect(code).toBe(1);
    for (const fix of ['SOLANA_RPC_URL is not set', 'TREASURY_ADDRESS is not set', 'TOKEN_MINT_ADDRESS is not set', 'PUBLIC_ORIGIN is not set', 'D1 DB has the placeholder id', 'KV SESSIONS has the placeholder id']) {
      expect(output).toContain(fix);
    }
  }, 60_000);

  it('refuses the local settings, naming each one', () => {
    const local = unstable_readConfig({ config: path.join(ROOT, 'wrangler.toml') }).vars;
    const { code, output } = deploy(['--dry-run', '--skip-build', '--config', productionConfig('local', local)]);
    expect(code).toBe(1);
    for (const fix of ['DEMO_MODE is "true"', 'SOLANA_CLUSTER is "localnet"', 'SOLANA_RPC_URL points at a local machine', "TREASURY_ADDRESS is the local chain's play", "TOKEN_MINT_ADDRESS is the local chain's play", 'PUBLIC_ORIGIN points at a local machine', 'DEV_RATES is set']) {
      expect(output).toContain(fix);
    }
    expect(output).not.toContain('Total Upload');
  }, 60_000);

  it('passes production settings and builds the worker without uploading', () => {
    const outdir = path.join(work, 'filled-out');
    const { code, output } = deploy(['--dry-run', '--skip-build', '--config', productionConfig('filled', FILLED), '--outdir', outdir]);
    expect(output).toContain('Preflight passed for "production"');
    expect(output).toContain('--dry-run: exiting now.');
    expect(code).toBe(0);
    expect(readdirSync(outdir)).toContain('index.js');
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
