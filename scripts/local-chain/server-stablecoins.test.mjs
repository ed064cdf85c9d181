// The local chain's play USDC and USDT, read back in the raw shapes a mainnet node answers: the mints
// (jsonParsed, supply), the demo wallet's and the treasury's associated token accounts (by owner,
// balances), and a wallet funded by the stablecoin authority's real mint-to transaction.
import { generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRpc, waitForSignature } from '../lib/solana/json-rpc.mjs';
import { localStablecoinAuthority, localStablecoins, sendStablecoinFunding } from '../lib/solana/local-stablecoins.mjs';
import { associatedTokenAddress } from '../lib/solana/token-payout.mjs';
import { LOCAL_KEYS, startLocalChain } from './server.mjs';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const DEMO = LOCAL_KEYS.demoWallet.publicKey;
const TREASURY = LOCAL_KEYS.treasury.publicKey;
const AUTHORITY = LOCAL_KEYS.stablecoinAuthority.publicKey;
const COINS = localStablecoins(LOCAL_KEYS);
const HUNDRED_THOUSAND = { amount: '100000000000', decimals: 6, uiAmount: 100_000, uiAmountString: '100000' };
const NOTHING = { amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' };

let chain;
const rpc = (method, params = []) => jsonRpc(chain.url, method, params);

beforeAll(async () => {
  chain = await startLocalChain({ finalizationDelayMs: 100 });
});
afterAll(() => chain.stop());

describe('local stablecoins at genesis', () => {
  it('are the localnet mints of core/payment-assets.ts, signed for by the stablecoin authority of local-keys.json', async () => {
    expect(COINS.map((coin) => [coin.symbol, coin.mint])).toEqual([
      ['USDC', 'DUJNbPhcQqd4siKkREFgbbRjeXdSfwrSArVifzTmqRVh'],
      ['USDT', 'Bph8g1DLr9JfdzE3VtR8vzAe9MmM9MTz1p7GHUv1CiDH'],
    ]);
    expect((await localStablecoinAuthority(LOCAL_KEYS)).address).toBe(AUTHORITY);
  });

  it.each(COINS.map((coin) => [coin.symbol, coin]))('writes the %s mint as a classic SPL mint of 6 decimals whose supply the demo wallet holds', async (_symbol, coin) => {
    const rent = await rpc('getMinimumBalanceForRentExemption', [82]);
    const { value } = await rpc('getAccountInfo', [coin.mint, { encoding: 'jsonParsed' }]);
    expect(value).toEqual({
      data: {
        program: 'spl-token',
        parsed: { type: 'mint', info: { decimals: 6, freezeAuthority: AUTHORITY, isInitialized: true, mintAuthority: AUTHORITY, supply: '100000000000' } },
        space: 82,
      },
      executable: false,
      lamports: rent,
      owner: TOKEN_PROGRAM,
      rentEpoch: expect.any(Number),
      space: 82,
    });
    expect((await rpc('getTokenSupply', [coin.mint])).value).toEqual(HUNDRED_THOUSAND);
    // Genesis writes are not transactions: the mint has no history yet.
    expect(await rpc('getSignaturesForAddress', [coin.mint])).toEqual([]);
  });

  it.each(COINS.map((coin) => [coin.symbol, coin]))('gives the demo wallet 100,000 %s and the treasury an empty token account', async (_symbol, coin) => {
    const rent = await rpc('getMinimumBalanceForRentExemption', [165]);
    const demoAccount = await associatedTokenAddress(DEMO, coin.mint);
    const treasuryAccount = await associatedTokenAddress(TREASURY, coin.mint);
    expect((await rpc('getTokenAccountBalance', [demoAccount])).value).toEqual(HUNDRED_THOUSAND);
    expect((await rpc('getTokenAccountBalance', [treasuryAccount])).value).toEqual(NOTHING);

    const { value: byMint } = await rpc('getTokenAccountsByOwner', [TREASURY, { mint: coin.mint }, { encoding: 'jsonParsed' }]);
    expect(byMint).toHaveLength(1);
    expect(byMint[0].pubkey).toBe(treasuryAccount);
    expect(byMint[0].account).toMatchObject({ lamports: rent, owner: TOKEN_PROGRAM, space: 165, executable: false });
    expect(byMint[0].account.data).toEqual({
      program: 'spl-token',
      parsed: { type: 'account', info: { isNative: false, mint: coin.mint, owner: TREASURY, state: 'initialized', tokenAmount: NOTHING } },
      space: 165,
    });
    const { value: demoParsed } = await rpc('getAccountInfo', [demoAccount, { encoding: 'jsonParsed' }]);
    expect(demoParsed.data.parsed.info).toEqual({ isNative: false, mint: coin.mint, owner: DEMO, state: 'initialized', tokenAmount: HUNDRED_THOUSAND });
  });

  it('lists both stablecoin accounts of the demo wallet by token program, and leaves the treasury itself unfunded', async () => {
    const { value } = await rpc('getTokenAccountsByOwner', [DEMO, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' }]);
    expect(value.map((entry) => entry.account.data.parsed.info.mint).sort()).toEqual(COINS.map((coin) => coin.mint).sort());
    // The treasury's SOL balance is still exactly what it received: its token accounts hold their own rent.
    expect((await rpc('getBalance', [TREASURY])).value).toBe(0);
    expect((await rpc('getBalance', [AUTHORITY])).value).toBe(100 * 1_000_000_000);
  });
});

describe('funding a wallet with local stablecoins', () => {
  it('mints to a fresh wallet in a real transaction signed by the stablecoin authority, creating its token account', async () => {
    const wallet = (await generateKeyPairSigner()).address;
    const signature = await sendStablecoinFunding({ rpcUrl: chain.url, localKeys: LOCAL_KEYS, symbol: 'USDT', recipient: wallet, amount: 2_500_000n });
    await waitForSignature(chain.url, signature);
    const usdt = COINS.find((coin) => coin.symbol === 'USDT');
    const account = await associatedTokenAddress(wallet, usdt.mint);
    expect((await rpc('getTokenAccountBalance', [account])).value).toEqual({ amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' });
    expect((await rpc('getTokenSupply', [usdt.mint])).value.amount).toBe('100002500000');

    // It shows in the wallet's and the authority's history, like the faucet's airdrops.
    expect((await rpc('getSignaturesForAddress', [wallet])).map((entry) => entry.signature)).toEqual([signature]);
    expect((await rpc('getSignaturesForAddress', [AUTHORITY])).map((entry) => entry.signature)).toContain(signature);
    const parsed = await rpc('getTransaction', [signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 }]);
    expect(parsed.transaction.message.instructions[1]).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mintToChecked', info: { mint: usdt.mint, account, mintAuthority: AUTHORITY, tokenAmount: { amount: '2500000', decimals: 6 } } },
    });
    expect(parsed.meta.postTokenBalances).toContainEqual(expect.objectContaining({ mint: usdt.mint, owner: wallet, uiTokenAmount: expect.objectContaining({ amount: '2500000' }) }));

    // A second funding adds to the same account.
    await waitForSignature(chain.url, await sendStablecoinFunding({ rpcUrl: chain.url, localKeys: LOCAL_KEYS, symbol: 'USDT', recipient: wallet, amount: 500_000n }));
    expect((await rpc('getTokenAccountBalance', [account])).value.amount).toBe('3000000');
  });
});
