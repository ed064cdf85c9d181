import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import localKeys from '../../../scripts/local-chain/local-keys.json';
import { TEST_ORIGIN, getJson } from '../../test/requests';
import { app } from '../index';

describe('GET /api/demo-wallet', () => {
  it('returns the local demo keypair in demo mode, uncached', async () => {
    const response = await getJson('/api/demo-wallet');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { publicKey: string; secretKey: number[] };
    expect(body.publicKey).toBe(localKeys.demoWallet.publicKey);
    expect(body.secretKey).toHaveLength(64);
  });

  it('does not exist unless DEMO_MODE is exactly "true"', async () => {
    for (const DEMO_MODE of ['false', 'TRUE', '']) {
      const response = await app.request(`${TEST_ORIGIN}/api/demo-wallet`, {}, { ...env, DEMO_MODE });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });
});
