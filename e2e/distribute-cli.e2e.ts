// The key-pair CLI end to end (`npm run distribute`, through `npm run demo:distribution`, which runs it):
// on a stack of its own with the local chain, two investors contribute; the demo script closes the sale,
// builds and approves the plan and pays unlock 1 with the local distribution key pair through the CLI.
// Each recipient's token account then holds exactly its first-unlock payout; a rerun of the CLI pays
// nothing more; a key pair that is not the distribution wallet is refused before anything is started.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKeyPairSignerFromPrivateKeyBytes, createSignerFromKeyPair, generateKeyPair, getAddressEncoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../scripts/lib/api/api-clients.mjs';
import { adminSession } from '../scripts/lib/distribution/admin-client.mjs';
import { startStack } from '../scripts/lib/stack/stack.mjs';
import { contribute, fundFromDemoWallet } from './support/local-funds';
import { DISTRIBUTION_WALLET_SECRET, mrdxBalance } from './support/local-tokens';

const persistTo = '.e2e-state-distribute-cli';
const run = Date.now().toString(36);
const ADMIN = { username: 'cli-admin', password: `cli-admin-${run}-secret` };

let stack: Awaited<ReturnType<typeof startStack>>;
let folder: string;
const wallets: string[] = [];

/** Runs a Node script of scripts/ against the stack; resolves its exit code and output. */
function script(file: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('scripts', file), ...args], {
      env: { ...process.env, MRDX_URL: stack.url, MRDX_ADMIN_USERNAME: ADMIN.username, MRDX_ADMIN_PASSWORD: ADMIN.password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Writes a key pair file (solana-keygen's JSON array of 64 bytes) into the test's folder. */
function keyPairFile(name: string, secretKey: Uint8Array): string {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify([...secretKey]), { mode: 0o600 });
  return file;
}

beforeAll(async () => {
  rmSync(persistTo, { recursive: true, force: true });
  folder = mkdtempSync(path.join(tmpdir(), 'mrdx-distribute-cli-'));
  stack = await startStack({ chainPort: 0, persistTo, quiet: true });
  // The first admin, made with the local emergency-reset token as a person would at /admin/reset.
  const token = /^ADMIN_RESET_TOKEN=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))![1]!.trim();
  const reset = await fetch(`${stack.url}/api/admin/emergency-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.url, 'X-Reset-Token': token },
    body: JSON.stringify({ ...ADMIN, confirmPassword: ADMIN.password }),
  });
  expect(reset.status, await reset.text()).toBe(200);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  rmSync(persistTo, { recursive: true, force: true });
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('npm run distribute', () => {
  it('pays unlock 1 with the local distribution key pair, exactly what each recipient is owed', { timeout: 240_000 }, async () => {
    for (const [label, amount] of [['first', '0.6'], ['second', '0.9']] as const) {
      const keyPair = await generateKeyPair();
      const wallet = (await createSignerFromKeyPair(keyPair)).address as string;
      await fundFromDemoWallet(stack.url, wallet, 2_000_000_000n);
      await contribute(stack.url, keyPair, amount, `cli-${label}-${run}@example.com`);
      wallets.push(wallet);
    }
    const demo = await script('demo-distribution.mjs', []);
    expect(demo.code, demo.output).toBe(0);
    expect(demo.output).toMatch(/Plan approved: [0-9a-f]{64}/);
    expect(demo.output).toMatch(/Done: unlock 1 has 2 of 2 payouts paid\./);

    const api = await adminSession({ baseUrl: stack.url, ...ADMIN });
    const { plan } = await call(api.admin.distribution.plan.$get());
    const rows = await call(api.admin.distribution.plan.rows.$get({ query: { unlockAt: plan!.unlocks[0]!.unlockAt, pageSize: '100' } }));
    expect(rows.items.map((row) => row.status)).toEqual(['paid', 'paid']);
    for (const wallet of wallets) {
      const row = rows.items.find((candidate) => candidate.wallet === wallet)!;
      expect(await mrdxBalance(stack.rpcUrl, wallet)).toBe(BigInt(row.amount.baseUnits));
    }
  });

  it('pays nothing more when run again, and refuses a key pair that is not the distribution wallet', { timeout: 120_000 }, async () => {
    const again = await script('distribute.mjs', ['--keypair', keyPairFile('distribution.json', DISTRIBUTION_WALLET_SECRET), '--url', stack.url, '--unlock', '1']);
    expect(again.code, again.output).toBe(0);
    expect(again.output).not.toMatch(/signed/);
    expect(again.output).toMatch(/Done: unlock 1 has 2 of 2 payouts paid\./);

    // A key pair file as solana-keygen writes it: the 32-byte seed, then the public key.
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const stranger = await createKeyPairSignerFromPrivateKeyBytes(seed);
    const bytes = new Uint8Array([...seed, ...getAddressEncoder().encode(stranger.address)]);
    const refused = await script('distribute.mjs', ['--keypair', keyPairFile('stranger.json', bytes), '--url', stack.url]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`This key pair is ${stranger.address}; the plan pays from`);
    for (const wallet of wallets) expect(await mrdxBalance(stack.rpcUrl, wallet)).toBeGreaterThan(0n);
  });
});
