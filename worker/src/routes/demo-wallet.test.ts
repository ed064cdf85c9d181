import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import localKeys from '../../../scripts/local-chain/local-keys.json';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { app } from '../index';

describe('GET /api/demo-wallet', () => {
  it('returns the local demo keypair from DEMO_WALLET_SECRET_KEY in demo mode, uncached', async () => {
    const response = await getJson('/api/demo-wallet');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { publicKey: string; secretKey: number[] };
    expect(body.publicKey).toBe(localKeys.demoWallet.publicKey);
    expect(body.secretKey).toEqual(localKeys.demoWallet.secretKey);
  });

  it('does not exist unless DEMO_MODE is exactly "true"', async () => {
    for (const DEMO_MODE of ['false', 'TRUE', '']) {
      const response = await app.request(`${TEST_ORIGIN}/api/demo-wallet`, {}, { ...env, DEMO_MODE });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('says what to set when demo mode has no key, or one that is not a keypair', async () => {
    const seedOnly = env.DEMO_WALLET_SECRET_KEY?.slice(0, 40);
    for (const DEMO_WALLET_SECRET_KEY of [undefined, '', 'not base58 0OIl', seedOnly]) {
      const response = await app.request(`${TEST_ORIGIN}/api/demo-wallet`, {}, { ...env, DEMO_WALLET_SECRET_KEY });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'The demo wallet is not configured: set DEMO_WALLET_SECRET_KEY (npm start does).' });
    }
  });
});
