// The stablecoin helpers other tests pay with, seen from inside workerd: funding a fresh wallet with
// USDC by the stablecoin authority, and that wallet paying the treasury's USDT account with a reference.
import { address, generateKeyPairSigner } from '@solana/kit';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import localKeys from '../../scripts/local-chain/local-keys.json';
import { chainRpc, waitForFinalized } from './chain';
import { fundStablecoin, localStablecoinOf, newStablecoinHolder, sendStablecoinPayment, stablecoinAccountOf, stablecoinBalance, stablecoinUnits } from './chain-stablecoins';

describe('stablecoins on the local chain', () => {
  it('funds a fresh wallet with USDC in a finalized mint-to signed by the stablecoin authority', async () => {
    const owner = (await generateKeyPairSigner()).address;
    const signature = await fundStablecoin(owner, 'USDC', stablecoinUnits(250));
    expect(await stablecoinBalance(owner, 'USDC')).toBe(250_000_000n);
    expect(await stablecoinBalance(owner, 'USDT')).toBe(0n);

    const transaction = await chainRpc().getTransaction(signature, { commitment: 'finalized', encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    expect(transaction!.transaction.message.accountKeys[0]).toBe(localKeys.stablecoinAuthority.publicKey);
    const usdc = localStablecoinOf('USDC');
    expect(transaction!.meta!.postTokenBalances).toContainEqual(
      expect.objectContaining({ mint: usdc.mint, owner, uiTokenAmount: expect.objectContaining({ amount: '250000000', decimals: 6 }) }),
    );
    const history = await chainRpc().getSignaturesForAddress(owner).send();
    expect(history.map((entry) => entry.signature)).toEqual([signature]);
  });

  it('pays the treasury\'s USDT account from a funded wallet, with the reference as a read-only key', async () => {
    const treasury = address(env.TREASURY_ADDRESS);
    const payer = await newStablecoinHolder({ USDT: stablecoinUnits(40) });
    const before = await stablecoinBalance(treasury, 'USDT');
    const reference = (await generateKeyPairSigner()).address;
    const signature = await sendStablecoinPayment({ from: payer, to: treasury, symbol: 'USDT', amount: stablecoinUnits(12.5), reference });
    await waitForFinalized(signature);

    expect(await stablecoinBalance(payer.address, 'USDT')).toBe(27_500_000n);
    expect((await stablecoinBalance(treasury, 'USDT')) - before).toBe(12_500_000n);
    expect((await chainRpc().getSignaturesForAddress(reference).send()).map((entry) => entry.signature)).toEqual([signature]);
    const transaction = await chainRpc().getTransaction(signature, { commitment: 'finalized', encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    expect(transaction!.transaction.message.accountKeys).toContain(await stablecoinAccountOf(treasury, 'USDT'));
    expect(transaction!.transaction.message.instructions).toHaveLength(1);
  });
});
