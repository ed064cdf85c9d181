// Token helpers for worker tests (inside workerd, against the local chain of globalSetup): the local
// MRDX mint and its distribution wallet that genesis created, payouts from it built as a payout tool
// builds them (create-idempotent token account + TransferChecked with a reference), token balances,
// and new mints (Token or Token-2022) for tests that need their own. Built on scripts/lib/solana/.
import { createKeyPairSignerFromBytes, generateKeyPairSigner, type Address, type Instruction, type KeyPairSigner, type Signature, type TransactionSigner } from '@solana/kit';
import { env } from 'cloudflare:workers';
import { associatedTokenAddress, localTokenFacts, sendNewMint, sendTokenPayout, tokenBalanceOf, type LocalTokenFacts } from '../../scripts/lib/solana/token-payout.mjs';
import localKeys from '../../scripts/local-chain/local-keys.json';
import { waitForFinalized } from './chain';

export { associatedTokenAddress };
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;

/** The local MRDX mint (classic SPL Token, the sale's decimals) and the distribution wallet holding its whole supply. */
export function localToken(): Promise<LocalTokenFacts> {
  return localTokenFacts(localKeys);
}

/** The local distribution wallet as a signer (its secret is public and local-only: local-keys.json). */
export function distributionSigner(): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(Uint8Array.from(localKeys.distributionWallet.secretKey));
}

export type TokenPayoutInput = {
  /** Recipient wallet (owner of the token account that receives). */
  to: Address;
  /** Base units. */
  amount: bigint;
  /** Appended to the TransferChecked as a read-only key (a batch's reference). */
  reference?: Address;
  /** Default: the local MRDX mint, paid by the distribution wallet. */
  mint?: { address: Address; decimals: number; tokenProgram?: Address; authority: TransactionSigner };
  /** Create the recipient's token account when missing (default true). */
  createAccount?: boolean;
  prependInstructions?: Instruction[];
  skipPreflight?: boolean;
  /** Wait until finalized (default true). */
  finalized?: boolean;
};

/** Pays tokens (by default MRDX from the distribution wallet) to `to`; resolves with the signature. */
export async function sendTokenPayoutTo(input: TokenPayoutInput): Promise<Signature> {
  const token = await localToken();
  const mint = input.mint ?? { address: token.mint, decimals: token.decimals, tokenProgram: token.tokenProgram, authority: await distributionSigner() };
  const signature = await sendTokenPayout({
    rpcUrl: env.SOLANA_RPC_URL,
    authority: mint.authority,
    recipient: input.to,
    amount: input.amount,
    mint: mint.address,
    decimals: mint.decimals,
    tokenProgram: mint.tokenProgram,
    reference: input.reference,
    createAccount: input.createAccount,
    prependInstructions: input.prependInstructions,
    skipPreflight: input.skipPreflight,
  });
  if (input.finalized ?? true) await waitForFinalized(signature);
  return signature;
}

/** `owner`'s token balance (base units) of `mint` (default MRDX), at confirmed; 0n without a token account. */
export async function tokenBalance(owner: Address, mint?: Address, tokenProgram?: Address): Promise<bigint> {
  return tokenBalanceOf({ rpcUrl: env.SOLANA_RPC_URL, owner, mint: mint ?? (await localToken()).mint, tokenProgram });
}

/**
 * A new mint of `decimals` (Token-2022 when asked) whose `authority` (mint and freeze authority) holds
 * `supply` base units; resolves once finalized, for tests that need a mint other than MRDX.
 */
export async function newTestMint({ authority, decimals = 6, supply = 0n, tokenProgram }: { authority: TransactionSigner; decimals?: number; supply?: bigint; tokenProgram?: Address }) {
  const mint = await generateKeyPairSigner();
  await waitForFinalized(await sendNewMint({ rpcUrl: env.SOLANA_RPC_URL, authority, mint, decimals, supply, tokenProgram }));
  return { address: mint.address, decimals, tokenProgram: tokenProgram ?? (await localToken()).tokenProgram, authority };
}
