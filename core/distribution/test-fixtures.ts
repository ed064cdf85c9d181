// Fixtures for the distribution unit tests: fresh addresses, a batch base and recipients whose token
// accounts are the real associated-token addresses of their owners.
import { address, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import type { BatchSpec, PayoutTransfer } from '@core/distribution/batch-transaction';
import { TOKEN_PROGRAM } from '@core/distribution/programs';

export const newAddress = async () => (await generateKeyPairSigner()).address as string;

/** A batch without transfers, paying from a fresh distribution wallet's associated account. */
export async function batchBase(tokenProgram: string = TOKEN_PROGRAM): Promise<Omit<BatchSpec, 'transfers'>> {
  const distributionWallet = await newAddress();
  const mint = await newAddress();
  const [sourceTokenAccount] = await findAssociatedTokenPda({ owner: address(distributionWallet), mint: address(mint), tokenProgram: address(tokenProgram) });
  return { distributionWallet, sourceTokenAccount, mint, tokenProgram, decimals: 9, reference: await newAddress() };
}

/** `count` recipients with distinct wallets, each creating its account or not. */
export async function recipients(base: Omit<BatchSpec, 'transfers'>, count: number, createAccount: boolean): Promise<PayoutTransfer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const owner = await newAddress();
      const [tokenAccount] = await findAssociatedTokenPda({ owner: address(owner), mint: address(base.mint), tokenProgram: address(base.tokenProgram) });
      return { owner, tokenAccount, amount: 1_000_000_000n + BigInt(index), createAccount };
    }),
  );
}
