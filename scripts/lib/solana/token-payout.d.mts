// Types of token-payout.mjs for the TypeScript tests (worker/test, e2e/support).
import type { Address, Instruction, KeyPairSigner, Signature, TransactionSigner } from '@solana/kit';

export interface LocalTokenFacts {
  mint: Address;
  tokenProgram: Address;
  decimals: number;
  /** Total supply in base units, all of it in the distribution wallet's token account at genesis. */
  supply: bigint;
  distributionWallet: Address;
  distributionTokenAccount: Address;
}
export interface TokenPayout {
  /** Owner of the source token account (signs). */
  authority: TransactionSigner;
  /** Pays the fee and the new account's rent; default `authority`. */
  payer?: TransactionSigner;
  /** The recipient wallet (owner of the destination token account). */
  recipient: string;
  /** Base units. */
  amount: bigint;
  mint: string;
  decimals: number;
  /** Default: the classic SPL Token program. */
  tokenProgram?: string;
  /** Appended to the TransferChecked accounts as a read-only key. */
  reference?: string;
  /** Create the recipient's associated token account if missing (default true). */
  createAccount?: boolean;
}
export declare function associatedTokenAddress(owner: string, mint: string, tokenProgram?: string): Promise<Address>;
export declare function localTokenFacts(localKeys: { tokenMint: string; distributionWallet: { publicKey: string } }): Promise<LocalTokenFacts>;
export declare function tokenPayoutInstructions(payout: TokenPayout): Promise<Instruction[]>;
export declare function sendTokenPayout(
  payout: TokenPayout & { rpcUrl: string; origin?: string; skipPreflight?: boolean; version?: 0 | 'legacy'; prependInstructions?: Instruction[] },
): Promise<Signature>;
export declare function sendNewMint(input: {
  rpcUrl: string;
  origin?: string;
  /** Mint and freeze authority, fee payer, and holder of the minted supply. */
  authority: TransactionSigner;
  /** The new mint's keypair. */
  mint: KeyPairSigner;
  decimals: number;
  /** Base units minted to the authority's associated token account (default 0). */
  supply?: bigint;
  tokenProgram?: string;
}): Promise<Signature>;
export declare function tokenBalanceOf(input: { rpcUrl: string; origin?: string; owner: string; mint: string; tokenProgram?: string }): Promise<bigint>;
