// stablecoinDecimals reads a mint's decimals from the chain once, then from this isolate's memory and
// from KV, so the intent route costs no chain read per request.
import { env } from 'cloudflare:workers';
import { generateKeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { newFundedSigner } from '../../../test/chain';
import { newTestMint } from '../../../test/chain-tokens';
import { createRpc } from './solana-rpc';
import { mintDecimalsKey, stablecoinDecimals } from './stablecoin-decimals';

const newMint = async (decimals: number) => (await newTestMint({ authority: await newFundedSigner(1), decimals })).address;

describe('stablecoinDecimals', () => {
  it('reads a mint once, keeps it in KV, and answers later calls from memory', async () => {
    const mint = await newMint(3);
    const rpc = createRpc(env);
    expect(await stablecoinDecimals(env, rpc, mint)).toBe(3);
    expect(rpc.stats.requests).toBe(1);
    expect(await env.SESSIONS.get(mintDecimalsKey(mint))).toBe('3');
    await env.SESSIONS.delete(mintDecimalsKey(mint));
    expect(await stablecoinDecimals(env, rpc, mint)).toBe(3);
    expect(rpc.stats.requests).toBe(1);
  });

  it('lets calls arriving together share one chain read', async () => {
    const mint = await newMint(4);
    const rpc = createRpc(env);
    expect(await Promise.all([1, 2, 3].map(() => stablecoinDecimals(env, rpc, mint)))).toEqual([4, 4, 4]);
    expect(rpc.stats.requests).toBe(1);
  });

  it('takes what another isolate kept in KV without reading the chain', async () => {
    const mint = (await generateKeyPairSigner()).address;
    await env.SESSIONS.put(mintDecimalsKey(mint), '6');
    const rpc = createRpc(env);
    expect(await stablecoinDecimals(env, rpc, mint)).toBe(6);
    expect(rpc.stats.requests).toBe(0);
  });

  it('answers null where no mint exists, and keeps nothing, so a later call reads again', async () => {
    const mint = (await generateKeyPairSigner()).address;
    const rpc = createRpc(env);
    expect(await stablecoinDecimals(env, rpc, mint)).toBeNull();
    expect(await env.SESSIONS.get(mintDecimalsKey(mint))).toBeNull();
    expect(await stablecoinDecimals(env, rpc, mint)).toBeNull();
    expect(rpc.stats.requests).toBe(2);
  });
});
