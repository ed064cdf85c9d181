// Fixtures for the payout unit tests: fresh addresses, a batch base paying SOL or a token (classic or
// Token-2022) and recipients whose token accounts are the real associated-token addresses of their owners.
import { address, generateKeyPairSigner } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token';
import type { BatchBase, PayoutTransfer } from '@core/distribution/batch-transaction';
import { TOKEN_PROGRAM } from '@core/distribution/programs';

export const newAddress = async () => (await generateKeyPairSigner()).address as string;

/** A token batch without transfers, paying from a fresh payer's associated account of a fresh mint. */
export async function batchBase(tokenProgram: string = TOKEN_PROGRAM): Promise<BatchBase> {
  const payer = await newAddress();
  const mint = await newAddress();
  const [sourceTokenAccount] = await findAssociatedTokenPda({ owner: address(payer), mint: address(mint), tokenProgram: address(tokenProgram) });
  return { payer, asset: { kind: 'token', mint, tokenProgram, decimals: 9, sourceTokenAccount }, reference: await newAddress(), priorityFeeMicroLamports: 0n };
}

/** A SOL batch without transfers, paid by a fresh payer. */
export async function solBatchBase(): Promise<BatchBase> {
  return { payer: await newAddress(), asset: { kind: 'sol' }, reference: await newAddress(), priorityFeeMicroLamports: 0n };
}

/** `count` recipients with distinct wallets, each creating its token account or not (SOL: no token account). */
export async function recipients(base: BatchBase, count: number, createAccount: boolean): Promise<PayoutTransfer[]> {
  const asset = base.asset;
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const owner = await newAddress();
      const amount = 1_000_000_000n + BigInt(index);
      if (asset.kind === 'sol') return { owner, tokenAccount: null, amount, createAccount: false };
      const [tokenAccount] = await findAssociatedTokenPda({ owner: address(owner), mint: address(asset.mint), tokenProgram: address(asset.tokenProgram) });
      return { owner, tokenAccount, amount, createAccount };
    }),
  );
}
