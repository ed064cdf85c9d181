import { describe, expect, it } from 'vitest';
import { getJson } from '../../test/requests';
import { insertContribution } from '../../test/sale-rows';

const WALLET = 'HzLukAkmj8ZN1n3mwo3LZ6JBCtP4mnieaLsCogbnpmqk';
const OTHER = 'GqTwMVfRMqWw3jhekhvucrDb6p9FcmyUdQLRDxUu6NpR';

describe('GET /api/contributions/check/:walletAddress', () => {
  it('is true only for a wallet with a credited contribution', async () => {
    await insertContribution({ walletAddress: WALLET, usdCents: 10_000 });
    expect(await (await getJson(`/api/contributions/check/${WALLET}`)).json()).toEqual({ hasContributed: true });
    expect(await (await getJson(`/api/contributions/check/${OTHER}`)).json()).toEqual({ hasContributed: false });
  });

  it('answers a malformed address with a 400 JSON error', async () => {
    const response = await getJson('/api/contributions/check/not-a-wallet');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Please enter a valid Solana wallet address' });
    const sqlish = await getJson(`/api/contributions/check/${encodeURIComponent("' OR 1=1 --")}`);
    expect(sqlish.status).toBe(400);
  });
});
