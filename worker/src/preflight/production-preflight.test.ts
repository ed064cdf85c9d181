import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/requests';
import { app } from '../index';
import { GOOD_PRODUCTION } from '../../test/production-env';

/** One request through the whole app with `vars` over the test env (a fresh env object: a fresh first request). */
async function get(path: string, vars: Record<string, string | undefined>) {
  const response = await app.request(`${TEST_ORIGIN}${path}`, {}, { ...env, ...vars });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

describe('production preflight middleware', () => {
  it('lets the local default through', async () => {
    expect((await get('/api/health', {})).status).toBe(200);
  });

  it('serves a complete production env', async () => {
    expect(await get('/api/health', { ...GOOD_PRODUCTION, DEMO_WALLET_SECRET_KEY: undefined })).toEqual({ status: 200, body: { ok: true } });
  });

  it.each([
    ['demo mode on', { DEMO_MODE: 'true' }, 'DEMO_MODE is "true"'],
    ['a local RPC', { SOLANA_RPC_URL: 'http://127.0.0.1:8899' }, 'SOLANA_RPC_URL points at a local machine'],
    ['the local treasury', { TREASURY_ADDRESS: '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama' }, "TREASURY_ADDRESS is the local chain's play"],
    ['the local mint', { TOKEN_MINT_ADDRESS: 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR' }, "TOKEN_MINT_ADDRESS is the local chain's play"],
    ['no PUBLIC_ORIGIN', { PUBLIC_ORIGIN: '' }, 'PUBLIC_ORIGIN is not set'],
    ['a missing secret', { MAIL_PROVIDER_API_KEY: undefined }, 'The secret MAIL_PROVIDER_API_KEY is missing'],
    ['the demo wallet key', { DEMO_WALLET_SECRET_KEY: 'x' }, 'DEMO_WALLET_SECRET_KEY is set'],
  ])('answers 503 with what to fix for %s', async (_name, change, message) => {
    const { status, body } = await get('/api/sale', { ...GOOD_PRODUCTION, DEMO_WALLET_SECRET_KEY: undefined, ...change });
    expect(status).toBe(503);
    expect(body.error).toContain('This deployment is not configured for production.');
    expect(body.error).toContain(message);
  });

  it('applies to a mainnet cluster even without ENVIRONMENT, before any demo route', async () => {
    // The local vars plus a mainnet cluster: the demo wallet must not be handed out.
    const { status, body } = await get('/api/demo-wallet', { SOLANA_CLUSTER: 'mainnet-beta', ENVIRONMENT: 'local' });
    expect(status).toBe(503);
    expect(body.error).toContain('DEMO_MODE is "true"');
    expect(body.error).not.toMatch(/secretKey/);
  });
});
