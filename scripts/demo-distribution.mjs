// `npm run demo:distribution`: against a running `npm start`, runs the token distribution end to end on
// the local chain, through the product's own admin API: closes the local sale early (lowering the soft
// cap to what was raised first, so the demo sale counts as a success), builds and approves the plan,
// pays the first unlock with the local distribution key pair through `npm run distribute`, waits for
// the on-chain verification and prints what each wallet was paid, beside its token balance on chain.
// Local only: it refuses any site that is not on this machine.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClients, call } from './lib/api/api-clients.mjs';
import { adminSession, ApiError } from './lib/distribution/admin-client.mjs';
import { importCore } from './lib/distribution/core-import.mjs';
import { ask } from './lib/distribution/prompt.mjs';

// Token figures as every page and mail shows them ("1,436,062.5 MRDX").
const { formatTokenAmount } = await importCore('format/tokens');
const { unitsToDecimal } = await importCore('format/numbers');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The same port as `npm start` (PORT, default 8788), or the whole address in MRDX_URL.
const baseUrl = process.env.MRDX_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8788}`;
/** The public routes (sale, RPC proxy, manifest); the admin ones go through the signed-in session. */
const publicApi = apiClients(baseUrl);

if (!['127.0.0.1', 'localhost'].includes(new URL(baseUrl).hostname)) {
  console.error(`demo:distribution runs against a local npm start only, not ${baseUrl}`);
  process.exit(2);
}

/** Admin credentials from the environment, or asked (create the admin first at /admin/reset). */
async function credentials() {
  const username = process.env.MRDX_ADMIN_USERNAME || (await ask('Admin username (create one at /admin/reset first): ', { variable: 'MRDX_ADMIN_USERNAME' }));
  const password = process.env.MRDX_ADMIN_PASSWORD || (await ask('Admin password: ', { hidden: true, variable: 'MRDX_ADMIN_PASSWORD' }));
  return { username, password };
}

/** Lowers the soft cap to what was raised (a demo sale raises a few hundred dollars), then ends the sale now. */
async function closeSale(api) {
  const stats = await call(api.admin.fundraising.stats.$get());
  const raised = Math.floor(Number(stats.currentAmount));
  if (raised < 1) throw new Error('Nothing was raised: make a contribution first (npm start makes three)');
  if (Number(stats.softCap) > raised) {
    await call(api.admin.fundraising.stats.$post({ json: { goal: stats.goal, softCap: raised, hardCap: stats.hardCap, endDate: stats.endDate } }));
    console.log(`Soft cap lowered to $${raised} (what the demo sale raised), so it closes as a success.`);
  }
  const closed = await call(api.admin.timers.close.$post({ json: { confirm: true } }));
  console.log(`Sale closed at ${closed.icoEndsAt}: phase ${closed.phase}.`);
}

/** Runs `npm run distribute` for the first unlock with the local distribution key pair (a temporary 0600 file). */
async function distribute({ username, password }) {
  const keys = JSON.parse(await readFile(path.join(ROOT, 'scripts/local-chain/local-keys.json'), 'utf8'));
  const folder = await mkdtemp(path.join(tmpdir(), 'mrdx-demo-'));
  const keypair = path.join(folder, 'distribution-wallet.json');
  await writeFile(keypair, JSON.stringify(keys.distributionWallet.secretKey), { mode: 0o600 });
  try {
    const code = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'scripts/distribute.mjs'), '--keypair', keypair, '--url', baseUrl, '--unlock', '1'], {
        cwd: ROOT,
        env: { ...process.env, MRDX_ADMIN_USERNAME: username, MRDX_ADMIN_PASSWORD: password },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`npm run distribute exited ${code}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A token account's balance through the site's RPC proxy (base units), or null without the account. */
async function balanceOf(account) {
  const { result } = await call(publicApi.rpc.index.$post({ json: { jsonrpc: '2.0', id: 1, method: 'getAccountInfo', params: [account, { encoding: 'jsonParsed', commitment: 'finalized' }] } }));
  return result?.value ? BigInt(result.value.data.parsed.info.tokenAmount.amount) : null;
}

try {
  // Read first, so a wrong port is said before any credentials are asked for.
  const sale = await call(publicApi.sale.index.$get());
  const creds = await credentials();
  const api = await adminSession({ baseUrl, ...creds });
  if (sale.phase !== 'LISTING') await closeSale(api);
  let { plan } = await call(api.admin.distribution.plan.$get());
  if (plan?.status !== 'approved') {
    ({ plan } = await call(api.admin.distribution.plan.build.$post({ json: { confirm: true } })));
    console.log(`Plan built: ${plan.recipients} wallets, ${plan.rows} payouts, ${formatTokenAmount(plan.total)} over ${plan.unlocks.length} unlocks; first unlock ${formatTokenAmount(plan.unlocks[0].amount)}.`);
    for (const warning of plan.warnings) console.log(`  ! ${warning}`);
    ({ plan } = await call(api.admin.distribution.plan.approve.$post({ json: { planHash: plan.planHash } })));
    console.log(`Plan approved: ${plan.planHash}`);
  }
  await distribute(creds);
  const recipients = new Map();
  for (let page = 1; ; page += 1) {
    const list = await call(api.admin.distribution.plan.recipients.$get({ query: { page: String(page), pageSize: '100' } }));
    for (const recipient of list.items) recipients.set(recipient.wallet, recipient);
    if (recipients.size >= list.total || list.items.length === 0) break;
  }
  const first = plan.unlocks[0].unlockAt;
  const rows = await call(api.admin.distribution.plan.rows.$get({ query: { unlockAt: first, pageSize: '100' } }));
  console.log(`\nPaid on the first unlock (${first}):`);
  for (const row of rows.items) {
    const balance = await balanceOf(recipients.get(row.wallet).tokenAccount);
    const held = balance === null ? 'no token account' : `holds ${formatTokenAmount({ tokens: unitsToDecimal(balance, plan.decimals) })}`;
    console.log(`  ${row.wallet}  ${formatTokenAmount(row.amount)}  ${row.status}  ${row.signature ?? ''}  (token account ${held})`);
  }
  console.log(`\nThe manifest is public: ${publicApi.distribution.manifest.$url()}`);
} catch (error) {
  console.error(`demo:distribution: ${error instanceof ApiError ? `${error.status} ${error.message}` : error instanceof Error ? error.message : error}`);
  // fetch's "fetch failed": nothing listens there, most often npm start runs on another port.
  if (error instanceof TypeError && error.cause) {
    console.error(`Nothing answered at ${baseUrl}. Start the site with npm start; if it runs on another port, give the same PORT here (PORT=8860 npm run demo:distribution) or the address in MRDX_URL.`);
  }
  process.exit(1);
}
