import { describe, expect, it } from 'vitest';
import localKeys from '../../../scripts/local-chain/local-keys.json';
import { stablecoinsOf } from '@core/payment-assets';
import {
  LOCAL_DISTRIBUTION_WALLET_ADDRESS,
  LOCAL_STABLECOIN_AUTHORITY_ADDRESS,
  LOCAL_STABLECOIN_MINT_ADDRESSES,
  LOCAL_TOKEN_MINT_ADDRESS,
  LOCAL_TREASURY_ADDRESS,
  RETIRED_LOCAL_TREASURY_ADDRESS,
  bindingIdProblems,
  isProductionEnv,
  productionProblems,
  requiredSecrets,
} from './production-rules';
import { GOOD_PRODUCTION } from '../../test/production-env';


/** Refusals: a change to the good env and a phrase of the one problem it must produce. */
const REFUSALS: [string, Record<string, string>, RegExp][] = [
  ['demo mode on', { DEMO_MODE: 'true' }, /DEMO_MODE is "true": set DEMO_MODE = "false"/],
  ['demo mode unset', { DEMO_MODE: '' }, /DEMO_MODE is ""/],
  ['a localnet cluster', { SOLANA_CLUSTER: 'localnet' }, /SOLANA_CLUSTER is "localnet": set SOLANA_CLUSTER = "mainnet-beta"/],
  ['a localhost RPC', { SOLANA_RPC_URL: 'http://127.0.0.1:8899' }, /SOLANA_RPC_URL points at a local machine \(127\.0\.0\.1:8899\)/],
  ['a localhost RPC by name', { SOLANA_RPC_URL: 'https://localhost:8899' }, /SOLANA_RPC_URL points at a local machine/],
  ['a localnet RPC', { SOLANA_RPC_URL: 'https://rpc.localnet.example' }, /SOLANA_RPC_URL points at a local machine/],
  ['a devnet RPC', { SOLANA_RPC_URL: 'https://api.devnet.solana.com' }, /SOLANA_RPC_URL is a devnet\/testnet endpoint/],
  ['a plain http RPC', { SOLANA_RPC_URL: 'http://rpc.example' }, /SOLANA_RPC_URL must use https/],
  ['a missing RPC', { SOLANA_RPC_URL: '' }, /SOLANA_RPC_URL is not set/],
  ['an RPC that is no URL', { SOLANA_RPC_URL: 'secret-key-123' }, /SOLANA_RPC_URL is not a URL/],
  ['the local treasury', { TREASURY_ADDRESS: LOCAL_TREASURY_ADDRESS }, /TREASURY_ADDRESS is the local chain's play treasury wallet/],
  ['the retired local treasury', { TREASURY_ADDRESS: RETIRED_LOCAL_TREASURY_ADDRESS }, /TREASURY_ADDRESS is the local chain's play treasury wallet/],
  ['a missing treasury', { TREASURY_ADDRESS: '' }, /TREASURY_ADDRESS is not set/],
  ['a treasury that is no address', { TREASURY_ADDRESS: 'not-an-address' }, /TREASURY_ADDRESS "not-an-address" is not a Solana address/],
  ['the local mint', { TOKEN_MINT_ADDRESS: LOCAL_TOKEN_MINT_ADDRESS }, /TOKEN_MINT_ADDRESS is the local chain's play MRDX mint/],
  ['a missing mint', { TOKEN_MINT_ADDRESS: '' }, /TOKEN_MINT_ADDRESS is not set/],
  ['the local distribution wallet as treasury', { TREASURY_ADDRESS: LOCAL_DISTRIBUTION_WALLET_ADDRESS }, /TREASURY_ADDRESS is the local chain's play treasury wallet/],
  ['the local distribution wallet', { DISTRIBUTION_WALLET_ADDRESS: LOCAL_DISTRIBUTION_WALLET_ADDRESS }, /DISTRIBUTION_WALLET_ADDRESS is the local chain's play distribution wallet/],
  ['the local mint as distribution wallet', { DISTRIBUTION_WALLET_ADDRESS: LOCAL_TOKEN_MINT_ADDRESS }, /DISTRIBUTION_WALLET_ADDRESS is the local chain's play distribution wallet/],
  ['a local stablecoin mint as the MRDX mint', { TOKEN_MINT_ADDRESS: LOCAL_STABLECOIN_MINT_ADDRESSES[0]! }, /TOKEN_MINT_ADDRESS is the local chain's play MRDX mint/],
  ['the local stablecoin authority as treasury', { TREASURY_ADDRESS: LOCAL_STABLECOIN_AUTHORITY_ADDRESS }, /TREASURY_ADDRESS is the local chain's play treasury wallet/],
  ['a distribution wallet that is no address', { DISTRIBUTION_WALLET_ADDRESS: 'nope' }, /DISTRIBUTION_WALLET_ADDRESS "nope" is not a Solana address/],
  ['a missing PUBLIC_ORIGIN', { PUBLIC_ORIGIN: '' }, /PUBLIC_ORIGIN is not set: set it to the site's https origin/],
  ['a local PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'http://127.0.0.1:8788' }, /PUBLIC_ORIGIN points at a local machine/],
  ['no price source', { PRICE_SOURCE_URL: '' }, /PRICE_SOURCE_URL is not set/],
  ['development rates', { DEV_RATES: '{"sol":180}' }, /DEV_RATES is set: remove it/],
  ['a test watcher alert time', { OPERATIONS_WATCHER_ALERT_SECONDS: '15' }, /OPERATIONS_WATCHER_ALERT_SECONDS is "15": remove it/],
  ['a malformed watcher alert time', { OPERATIONS_WATCHER_ALERT_SECONDS: '5m' }, /OPERATIONS_WATCHER_ALERT_SECONDS is "5m"/],
  ['a missing mail provider key', { MAIL_PROVIDER_API_KEY: '' }, /The secret MAIL_PROVIDER_API_KEY is missing: run `wrangler secret put MAIL_PROVIDER_API_KEY --env production`/],
  ['a local mail provider', { MAIL_PROVIDER_URL: 'http://localhost:9000' }, /MAIL_PROVIDER_URL points at a local machine/],
  ['the demo wallet key', { DEMO_WALLET_SECRET_KEY: '4e8X' }, /DEMO_WALLET_SECRET_KEY is set: delete it/],
];

describe('productionProblems', () => {
  it('passes a complete production env', () => {
    expect(productionProblems(GOOD_PRODUCTION)).toEqual([]);
  });

  it.each(REFUSALS)('refuses %s, saying what to fix', (_name, change, message) => {
    const problems = productionProblems({ ...GOOD_PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('lets production alert later than the 5-minute default, never within a minute', () => {
    expect(productionProblems({ ...GOOD_PRODUCTION, OPERATIONS_WATCHER_ALERT_SECONDS: '600' })).toEqual([]);
    expect(productionProblems({ ...GOOD_PRODUCTION, OPERATIONS_WATCHER_ALERT_SECONDS: '59' })).toHaveLength(1);
  });

  it('never echoes a URL that may carry an API key', () => {
    const problems = productionProblems({ ...GOOD_PRODUCTION, SOLANA_RPC_URL: 'http://127.0.0.1:8899/?api-key=s3cret' });
    expect(problems.join(' ')).not.toContain('s3cret');
  });

  it('skips the secrets when asked (the deploy dry run cannot list them)', () => {
    expect(productionProblems({ ...GOOD_PRODUCTION, MAIL_PROVIDER_API_KEY: undefined }, { checkSecrets: false })).toEqual([]);
  });

  it('needs no mail key without a mail provider, and never the reset token', () => {
    expect(requiredSecrets({ ...GOOD_PRODUCTION, MAIL_PROVIDER_URL: '' })).toEqual([]);
    expect(productionProblems({ ...GOOD_PRODUCTION, MAIL_PROVIDER_URL: '', MAIL_PROVIDER_API_KEY: '' })).toEqual([]);
  });

  it('knows the local chain treasury, mint and distribution wallet of local-keys.json', () => {
    expect(LOCAL_TREASURY_ADDRESS).toBe(localKeys.treasury.publicKey);
    expect(LOCAL_TOKEN_MINT_ADDRESS).toBe(localKeys.tokenMint);
    expect(LOCAL_DISTRIBUTION_WALLET_ADDRESS).toBe(localKeys.distributionWallet.publicKey);
  });

  it('knows the local stablecoin authority of local-keys.json and the localnet stablecoin mints', () => {
    expect(LOCAL_STABLECOIN_AUTHORITY_ADDRESS).toBe(localKeys.stablecoinAuthority.publicKey);
    expect(LOCAL_STABLECOIN_MINT_ADDRESSES).toEqual(stablecoinsOf('localnet').map((coin) => coin.mint));
  });
});

describe('isProductionEnv', () => {
  it('is production on a mainnet cluster or with ENVIRONMENT = "production", not for the local default', () => {
    expect(isProductionEnv({ SOLANA_CLUSTER: 'mainnet-beta' })).toBe(true);
    expect(isProductionEnv({ ENVIRONMENT: 'production', SOLANA_CLUSTER: 'localnet' })).toBe(true);
    expect(isProductionEnv({ ENVIRONMENT: 'local', SOLANA_CLUSTER: 'localnet' })).toBe(false);
    expect(isProductionEnv({})).toBe(false);
  });
});

describe('bindingIdProblems', () => {
  it('refuses the all-zero and empty placeholder ids and passes real ones', () => {
    const problems = bindingIdProblems({
      d1_databases: [{ binding: 'DB', database_name: 'mrdx-presale', database_id: '00000000-0000-0000-0000-000000000000' }],
      kv_namespaces: [{ binding: 'SESSIONS', id: '' }],
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/D1 DB has the placeholder id .*wrangler d1 create mrdx-presale/);
    expect(problems[1]).toMatch(/KV SESSIONS has the placeholder id "".*wrangler kv namespace create SESSIONS/);
    expect(
      bindingIdProblems({
        d1_databases: [{ binding: 'DB', database_id: '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f' }],
        kv_namespaces: [{ binding: 'SESSIONS', id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' }],
      }),
    ).toEqual([]);
  });
});
