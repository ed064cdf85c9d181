// The one builder of a payout batch's transaction, used by the admin console (browser wallet), the
// CLI (keypair file) and the worker (which rebuilds it to check what was signed): a compute budget,
// create-idempotent associated token accounts where the recipient has none, and one TransferChecked
// per recipient from the distribution wallet's token account, carrying the batch's reference key.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash as toBlockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type Transaction,
  type TransactionSigner,
} from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token';
import { MAX_COMPUTE_UNITS, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM } from '@core/distribution/programs';

/** One recipient of a batch: its wallet, its associated token account, the amount in the mint's base units. */
export interface PayoutTransfer {
  owner: string;
  tokenAccount: string;
  amount: bigint;
  /** Adds a create-idempotent of `tokenAccount` first (the account did not exist when checked). */
  createAccount: boolean;
}

/** Everything a batch's transaction is built from; the server hands it to the signer. */
export interface BatchSpec {
  /** Owner of the source token account and fee payer: the one signer. */
  distributionWallet: string;
  sourceTokenAccount: string;
  mint: string;
  /** The mint account's owner: classic SPL Token or Token-2022. */
  tokenProgram: string;
  decimals: number;
  /** A fresh public key per batch, carried read-only so the batch's transactions can be found by it. */
  reference: string;
  transfers: readonly PayoutTransfer[];
  /** Priority fee in micro-lamports per compute unit; 0 or absent adds no price instruction. */
  priorityFeeMicroLamports?: bigint;
}

/** The blockhash a transaction is built with and the last block height it can land in. */
export interface BatchLifetime {
  blockhash: string;
  lastValidBlockHeight: bigint;
}

/**
 * Compute units requested per instruction. Requesting too little fails the whole transaction;
 * requesting more only raises what a priority fee is charged on. Measured locally (litesvm 1.4.1,
 * whose classic program is the lean p-token: ~110 CU a TransferChecked, ~15,000 a created account;
 * Token-2022 ~2,000 and ~16,000), these keep the mainnet costs of the older programs (~6,200 CU a
 * TransferChecked, up to ~30,000 a created account) with room to spare. Bytes, not compute, bound a
 * batch: 9 creates and transfers request ~350,000 of the 1,400,000 a transaction may use.
 */
export const COMPUTE_UNITS = {
  budget: 300,
  transferChecked: { classic: 6_500, token2022: 9_000 },
  createAccount: { classic: 32_000, token2022: 40_000 },
} as const;

/** The compute-unit limit a batch requests: its instructions' measured cost, never above the ceiling. */
export function batchComputeUnitLimit(transfers: readonly Pick<PayoutTransfer, 'createAccount'>[], tokenProgram: string): number {
  const kind = tokenProgram === TOKEN_2022_PROGRAM ? 'token2022' : 'classic';
  const creates = transfers.filter((transfer) => transfer.createAccount).length;
  const units =
    COMPUTE_UNITS.budget * 2 + transfers.length * COMPUTE_UNITS.transferChecked[kind] + creates * COMPUTE_UNITS.createAccount[kind];
  return Math.min(units, MAX_COMPUTE_UNITS);
}

/** The batch's instructions in order: compute budget, then per recipient (create,) transfer. */
export function batchInstructions(spec: BatchSpec): Instruction[] {
  const payer = address(spec.distributionWallet);
  const mint = address(spec.mint);
  const tokenProgram = address(spec.tokenProgram);
  const instructions: Instruction[] = [
    getSetComputeUnitLimitInstruction({ units: batchComputeUnitLimit(spec.transfers, spec.tokenProgram) }),
  ];
  if (spec.priorityFeeMicroLamports && spec.priorityFeeMicroLamports > 0n) {
    instructions.push(getSetComputeUnitPriceInstruction({ microLamports: spec.priorityFeeMicroLamports }));
  }
  spec.transfers.forEach((transfer, index) => {
    const destination = address(transfer.tokenAccount);
    if (transfer.createAccount) {
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: payerAccount(payer),
          ata: destination,
          owner: address(transfer.owner),
          mint,
          systemProgram: address(SYSTEM_PROGRAM),
          tokenProgram,
        }),
      );
    }
    const transferChecked = getTransferCheckedInstruction(
      { source: address(spec.sourceTokenAccount), mint, destination, authority: payer, amount: transfer.amount, decimals: spec.decimals },
      { programAddress: tokenProgram },
    );
    // The reference rides on the first transfer as a read-only account, as Solana Pay does: the token
    // programs ignore accounts past the authority of a non-multisig owner.
    instructions.push(
      index === 0
        ? { ...transferChecked, accounts: [...transferChecked.accounts, { address: address(spec.reference), role: AccountRole.READONLY }] }
        : transferChecked,
    );
  });
  return instructions;
}

/**
 * The funding account of create-idempotent is the fee payer, whose role (writable signer) the
 * compiled message gives it anyway. Kit types the input as a signer; the key is attached when signing.
 */
function payerAccount(payer: Address): TransactionSigner {
  return payer as unknown as TransactionSigner;
}

/** The unsigned legacy transaction of a batch (fee payer: the distribution wallet). */
export function compileBatchTransaction(spec: BatchSpec, lifetime: BatchLifetime): Transaction {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(spec.distributionWallet), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: toBlockhash(lifetime.blockhash), lastValidBlockHeight: lifetime.lastValidBlockHeight }, m),
    (m) => appendTransactionMessageInstructions(batchInstructions(spec), m),
  );
  return compileTransaction(message);
}

/** The wire bytes of the unsigned batch transaction (its signature slot zeroed): what a validator measures. */
export function batchWireTransaction(spec: BatchSpec, lifetime: BatchLifetime): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(compileBatchTransaction(spec, lifetime)));
}
