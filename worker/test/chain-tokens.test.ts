// The token helpers other tests build payouts with, seen from inside workerd: MRDX from the
// distribution wallet, a Token-2022 mint, and token balance changes in the finalized transaction.
import { generateKeyPairSigner } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { chainRpc, newFundedSigner } from './chain';
import { TOKEN_2022_PROGRAM_ADDRESS, associatedTokenAddress, localToken, newTestMint, sendTokenPayoutTo, tokenBalance } from './chain-tokens';

describe('token payouts on the local chain', () => {
  it('pays MRDX from the distribution wallet with a reference, visible as a token balance change', async () => {
    const token = await localToken();
    const to = (await generateKeyPairSigner()).address;
    const reference = (await generateKeyPairSigner()).address;
    const signature = await sendTokenPayoutTo({ to, amount: 1_250_000_000n, reference });
    expect(await tokenBalance(to)).toBe(1_250_000_000n);

    const transaction = await chainRpc().getTransaction(signature, { commitment: 'finalized', encoding: 'json', maxSupportedTransactionVersion: 0 }).send();
    const keys = transaction!.transaction.message.accountKeys;
    const index = keys.indexOf(await associatedTokenAddress(to, token.mint));
    const post = transaction!.meta!.postTokenBalances!.find((balance) => Number(balance.accountIndex) === index);
    expect(post).toMatchObject({ mint: token.mint, owner: to, programId: token.tokenProgram, uiTokenAmount: { amount: '1250000000', decimals: 9, uiAmountString: '1.25' } });
    expect(transaction!.meta!.preTokenBalances!.some((balance) => Number(balance.accountIndex) === index)).toBe(false);
    const found = await chainRpc().getSignaturesForAddress(reference).send();
    expect(found.map((entry) => entry.signature)).toEqual([signature]);
  });

  it('creates a Token-2022 mint and pays from it', async () => {
    const authority = await newFundedSigner(2);
    const mint = await newTestMint({ authority, decimals: 6, supply: 5_000_000n, tokenProgram: TOKEN_2022_PROGRAM_ADDRESS });
    const to = (await generateKeyPairSigner()).address;
    await sendTokenPayoutTo({ to, amount: 1_500_000n, mint });
    expect(await tokenBalance(to, mint.address, TOKEN_2022_PROGRAM_ADDRESS)).toBe(1_500_000n);
    expect(await tokenBalance(authority.address, mint.address, TOKEN_2022_PROGRAM_ADDRESS)).toBe(3_500_000n);
  });
});
