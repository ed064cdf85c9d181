// The production preflight's rules, once: pure functions over the worker's env (vars and secrets) and
// the deploy config's binding ids. scripts/deploy.mjs runs them before deploying (Node imports this
// file directly, so it imports nothing but packages), and the worker runs them on its first request.
import { isAddress } from '@solana/kit';

/** The local chain's fixed treasury and mint (scripts/local-chain/local-keys.json; a test keeps them equal). */
export const LOCAL_TREASURY_ADDRESS = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';
/** The local treasury before it got a (public) secret key: still a play address, never a real one. */
export const RETIRED_LOCAL_TREASURY_ADDRESS = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
export const LOCAL_TOKEN_MINT_ADDRESS = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';
/** The local chain's distribution wallet, which holds the local MRDX supply (local-keys.json). */
export const LOCAL_DISTRIBUTION_WALLET_ADDRESS = '8BTRymkcoGnDG5NY2DPk5GGJbcqEZuasvxs3MDpikU9d';
/** The local chain's stablecoin authority, mint authority of its play USDC and USDT (local-keys.json). */
export const LOCAL_STABLECOIN_AUTHORITY_ADDRESS = 'A4jeK9o4oJC2Y8re4oADaf7TaCwcDoeMVKfctfdVWvvi';
/** The local chain's play USDC and USDT mints (core/payment-assets.ts, localnet; a test keeps them equal). */
export const LOCAL_STABLECOIN_MINT_ADDRESSES: readonly string[] = ['DUJNbPhcQqd4siKkREFgbbRjeXdSfwrSArVifzTmqRVh', 'Bph8g1DLr9JfdzE3VtR8vzAe9MmM9MTz1p7GHUv1CiDH'];
/**
 * The play addresses of the local chain: none may stand for a real wallet or mint in production. (The
 * demo wallet is left out on purpose: scripts/deploy.test.mjs proves no trace of it is bundled.)
 */
export const LOCAL_CHAIN_ADDRESSES: readonly string[] = [
  LOCAL_TREASURY_ADDRESS,
  RETIRED_LOCAL_TREASURY_ADDRESS,
  LOCAL_TOKEN_MINT_ADDRESS,
  LOCAL_DISTRIBUTION_WALLET_ADDRESS,
  LOCAL_STABLECOIN_AUTHORITY_ADDRESS,
  ...LOCAL_STABLECOIN_MINT_ADDRESSES,
];

/** The env as the rules read it: vars and secrets by name, strings or absent (bindings are ignored). */
export type PreflightEnv = object;

const WHERE = 'in [env.production.vars] of wrangler.toml';
/** A var or secret of `env`, trimmed; '' when absent or not a string. */
function read(env: PreflightEnv, name: string): string {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether the rules apply: a mainnet cluster, or an explicit ENVIRONMENT = "production". The local default is neither. */
export function isProductionEnv(env: PreflightEnv): boolean {
  return read(env, 'SOLANA_CLUSTER') === 'mainnet-beta' || read(env, 'ENVIRONMENT') === 'production';
}

/** Secrets production cannot run without, given its vars (worker/src/secrets.d.ts lists them all). */
export function requiredSecrets(env: PreflightEnv): string[] {
  // ADMIN_RESET_TOKEN is deliberately optional: it is deleted after use (README), which disables the reset.
  return read(env, 'MAIL_PROVIDER_URL') ? ['MAIL_PROVIDER_API_KEY'] : [];
}

function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0' || host === '::1' ||
    /^127\./.test(host) || host.includes('localnet')
  );
}

/** Problems of a URL var: missing, not https, or pointing at this machine. */
function urlProblems(name: string, value: string, what: string): string[] {
  if (!value) return [`${name} is not set: set it to ${what} ${WHERE}.`];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [`${name} is not a URL: set it to ${what}.`]; // the value may carry an API key: never echo it
  }
  if (isLocalHost(url.hostname) || value.toLowerCase().includes('localnet')) {
    return [`${name} points at a local machine (${url.host}): set it to ${what}.`];
  }
  return url.protocol === 'https:' ? [] : [`${name} must use https (${url.protocol}//${url.host}): set it to ${what}.`];
}

function addressProblems(name: string, value: string, localValues: readonly string[], what: string): string[] {
  if (!value) return [`${name} is not set: set it to the real ${what} ${WHERE}.`];
  if (localValues.includes(value)) return [`${name} is the local chain's play ${what} (local-keys.json): set the real one.`];
  return isAddress(value) ? [] : [`${name} "${value}" is not a Solana address: set the real ${what} (base58).`];
}

/**
 * Everything that would make a deployment go live with local or demo settings, one sentence each
 * saying what to fix; empty when it may go live. `checkSecrets: false` skips the secrets (the
 * deploy dry-run cannot list them without an account; the worker checks them on its first request).
 */
export function productionProblems(env: PreflightEnv, { checkSecrets = true } = {}): string[] {
  const problems: string[] = [];
  if (read(env, 'DEMO_MODE') !== 'false') {
    problems.push(`DEMO_MODE is "${read(env, 'DEMO_MODE')}": set DEMO_MODE = "false" ${WHERE}.`);
  }
  if (read(env, 'SOLANA_CLUSTER') !== 'mainnet-beta') {
    problems.push(`SOLANA_CLUSTER is "${read(env, 'SOLANA_CLUSTER')}": set SOLANA_CLUSTER = "mainnet-beta" ${WHERE}.`);
  }
  problems.push(...urlProblems('SOLANA_RPC_URL', read(env, 'SOLANA_RPC_URL'), 'a mainnet RPC endpoint (https)'));
  if (/devnet|testnet/i.test(read(env, 'SOLANA_RPC_URL'))) problems.push(`SOLANA_RPC_URL is a devnet/testnet endpoint: set a mainnet RPC endpoint.`);
  problems.push(...addressProblems('TREASURY_ADDRESS', read(env, 'TREASURY_ADDRESS'), LOCAL_CHAIN_ADDRESSES, 'treasury wallet'));
  problems.push(...addressProblems('TOKEN_MINT_ADDRESS', read(env, 'TOKEN_MINT_ADDRESS'), LOCAL_CHAIN_ADDRESSES, 'MRDX mint'));
  // Optional until token payouts are configured; when set it must be the real distribution wallet.
  if (read(env, 'DISTRIBUTION_WALLET_ADDRESS')) {
    problems.push(...addressProblems('DISTRIBUTION_WALLET_ADDRESS', read(env, 'DISTRIBUTION_WALLET_ADDRESS'), LOCAL_CHAIN_ADDRESSES, 'distribution wallet'));
  }
  problems.push(...urlProblems('PUBLIC_ORIGIN', read(env, 'PUBLIC_ORIGIN'), "the site's https origin"));
  problems.push(...urlProblems('PRICE_SOURCE_URL', read(env, 'PRICE_SOURCE_URL'), 'the price source (production never uses development rates)'));
  if (read(env, 'DEV_RATES')) problems.push(`DEV_RATES is set: remove it (production prices come from PRICE_SOURCE_URL only).`);
  // The watcher alert's time (core/operations.ts parseWatcherAlertSeconds): unset is the 5-minute default;
  // the e2e stack sets seconds, production at least a minute, so a test value cannot flood the admins.
  const alertSeconds = read(env, 'OPERATIONS_WATCHER_ALERT_SECONDS');
  if (alertSeconds && !(/^\d{1,4}$/.test(alertSeconds) && Number(alertSeconds) >= 60 && Number(alertSeconds) <= 3_600)) {
    problems.push(`OPERATIONS_WATCHER_ALERT_SECONDS is "${alertSeconds}": remove it (alerts after 5 minutes) or set whole seconds from 60 to 3600.`);
  }
  if (read(env, 'MAIL_PROVIDER_URL')) problems.push(...urlProblems('MAIL_PROVIDER_URL', read(env, 'MAIL_PROVIDER_URL'), 'the mail provider'));
  if (read(env, 'DEMO_WALLET_SECRET_KEY')) {
    problems.push('DEMO_WALLET_SECRET_KEY is set: delete it (`wrangler secret delete DEMO_WALLET_SECRET_KEY --env production`); it is for the local chain only.');
  }
  if (checkSecrets) {
    for (const name of requiredSecrets(env)) {
      if (!read(env, name)) problems.push(`The secret ${name} is missing: run \`wrangler secret put ${name} --env production\`.`);
    }
  }
  return problems;
}

/** The binding ids of a resolved wrangler config that the rules read (only the deploy script sees them). */
export type BindingIds = {
  d1_databases?: { binding: string; database_name?: string; database_id?: string }[];
  kv_namespaces?: { binding: string; id?: string }[];
};

/** Placeholder (empty or all-zero) D1 and KV ids, which would deploy against no real database. */
export function bindingIdProblems(config: BindingIds): string[] {
  const placeholder = (id: string | undefined) => !id || /^[0-]+$/.test(id);
  return [
    ...(config.d1_databases ?? [])
      .filter((db) => placeholder(db.database_id))
      .map((db) => `D1 ${db.binding} has the placeholder id "${db.database_id ?? ''}": run \`wrangler d1 create ${db.database_name ?? 'mrdx-presale'}\` and put its id into [[env.production.d1_databases]].`),
    ...(config.kv_namespaces ?? [])
      .filter((kv) => placeholder(kv.id))
      .map((kv) => `KV ${kv.binding} has the placeholder id "${kv.id ?? ''}": run \`wrangler kv namespace create ${kv.binding}\` and put its id into [[env.production.kv_namespaces]].`),
  ];
}
