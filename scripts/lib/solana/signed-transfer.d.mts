// Types of signed-transfer.mjs for the TypeScript tests (worker/test, e2e/support).
import type { Instruction, Signature, TransactionSigner, Transaction, TransactionWithBlockhashLifetime } from '@solana/kit';

export interface Lifetime {
  blockhash: string;
  lastValidBlockHeight: number | bigint;
}
export type SignedTransaction = Transaction & TransactionWithBlockhashLifetime;
export interface TransferInput {
  from: TransactionSigner;
  to: string;
  lamports: bigint;
  /** Solana Pay reference: appended to the transfer's accounts as a read-only non-signer. */
  reference?: string;
  /** Default 0 (v0 message). */
  version?: 0 | 'legacy';
  /** Pays the fee instead of `from` (signs too). */
  feePayer?: TransactionSigner;
  prependInstructions?: Instruction[];
  appendInstructions?: Instruction[];
  /** Signers of prepended/appended instructions that are not already among the accounts. */
  extraSigners?: TransactionSigner[];
}
export declare function withReference(instruction: Instruction, reference?: string): Instruction;
export declare function signInstructions(input: {
  feePayer: TransactionSigner;
  instructions: Instruction[];
  lifetime: Lifetime;
  version?: 0 | 'legacy';
  extraSigners?: TransactionSigner[];
}): Promise<SignedTransaction>;
export declare function buildSignedTransfer(input: TransferInput & { lifetime: Lifetime }): Promise<SignedTransaction>;
export declare function latestLifetime(rpcUrl: string, options?: { origin?: string }): Promise<{ blockhash: string; lastValidBlockHeight: number }>;
export declare function sendSigned(rpcUrl: string, signed: Transaction, options?: { origin?: string; skipPreflight?: boolean }): Promise<Signature>;
export declare function sendSignedTransfer(
  input: TransferInput & { rpcUrl: string; origin?: string; skipPreflight?: boolean; lifetime?: Lifetime },
): Promise<Signature>;
