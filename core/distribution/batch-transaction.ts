// The one builder of a payout batch's transaction, used by the admin console (browser wallet), the
// CLI (keypair file) and the worker (which rebuilds it to check what was signed). The spec says what is
// paid: SOL (one system transfer per recipient) or a token (create-idempotent associated token accounts
// where the recipient has none, then one TransferChecked per recipient from the payer's token account),
// and carries every number the transaction holds (compute-unit limit, priority fee), so any signer can
// rebuild it byte for byte from what the API hands out.
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

/** SOL itself: one system transfer per recipient, amounts in lamports. */
export interface SolAsset {
  kind: 'sol';
}

/** A token: TransferChecked of `mint` (owned by `tokenProgram`, classic SPL Token or Token-2022) from the payer's `sourceTokenAccount`. */
export interface TokenAsset {
  kind: 'token';
  mint: string;
  tokenProgram: string;
  decimals: number;
  sourceTokenAccount: string;
}

/** What a batch pays. */
export type PayoutAsset = SolAsset | TokenAsset;

/** One recipient of a batch: its wallet and the amount in base units (lamports, or the mint's). */
export interface PayoutTransfer {
  owner: string;
  amount: bigint;
  /** The owner's associated token account of the mint; null when the batch pays SOL. */
  tokenAccount: string | null;
  /** Adds a create-idempotent of `tokenAccount` first (the account did not exist when checked); false for SOL. */
  createAccount: boolean;
}

/** Everything a batch's transaction is built from; the server hands it to the signer. */
export interface BatchSpec {
  /** The one signer and fee payer: owner of the SOL or of the source token account. */
  payer: string;
  asset: PayoutAsset;
  /** A fresh public key per batch, carried read-only so the batch's transactions can be found by it. */
  reference: string;
  transfers: readonly PayoutTransfer[];
  /** The compute-unit limit the transaction requests (batchComputeUnitLimit when the server forms it). */
  computeUnitLimit: number;
  /** Priority fee in micro-lamports per compute unit; 0 adds no price instruction. */
  priorityFeeMicroLamports: bigint;
}

/** A batch before its transfers are chosen (the packing's input): its limit follows from the transfers. */
export type BatchBase = Omit<BatchSpec, 'transfers' | 'computeUnitLimit'>;

/** The blockhash a transaction is built with and the last block height it can land in. */
export interface BatchLifetime {
  blockhash: string;
  lastValidBlockHeight: bigint;
}

/**
 * Compute units requested per instruction. Requesting too little fails the whole transaction;
 * requesting more only raises what a priority fee is charged on. Measured locally (litesvm 1.4.1,
 * whose classic program is the lean p-token: ~110 CU a TransferChecked, ~15,000 a created account;
 * Token-2022 ~2,000 and ~16,000; a system transfer 150), these keep the mainnet costs of the older
 * programs (~6,200 CU a TransferChecked, up to ~30,000 a created account) with room to spare. Bytes, not
 * compute, bound a batch: 9 creates and transfers request ~350,000 of the 1,400,000 a transaction may use.
 */
export const COMPUTE_UNITS = {
  budget: 300,
  solTransfer: 300,
  transferChecked: { classic: 6_500, token2022: 9_000 },
  createAccount: { classic: 32_000, token2022: 40_000 },
} as const;

/** The compute-unit limit a batch of `transfers` of `asset` requests: its instructions' measured cost, never above the ceiling. */
export function batchComputeUnitLimit(transfers: readonly Pick<PayoutTransfer, 'createAccount'>[], asset: PayoutAsset): number {
  if (asset.kind === 'sol') return Math.min(COMPUTE_UNITS.budget * 2 + transfers.length * COMPUTE_UNITS.solTransfer, MAX_COMPUTE_UNITS);
  const kind = asset.tokenProgram === TOKEN_2022_PROGRAM ? 'token2022' : 'classic';
  const creates = transfers.filter((transfer) => transfer.createAccount).length;
  const units =
    COMPUTE_UNITS.budget * 2 + transfers.length * COMPUTE_UNITS.transferChecked[kind] + creates * COMPUTE_UNITS.createAccount[kind];
  return Math.min(units, MAX_COMPUTE_UNITS);
}

/** The spec of `transfers` on `base`, with the compute-unit limit they need. */
export function batchSpecOf(base: BatchBase, transfers: readonly PayoutTransfer[]): BatchSpec {
  return { ...base, transfers, computeUnitLimit: batchComputeUnitLimit(transfers, base.asset) };
}

/**
 * The System program's Transfer (discriminator 2 as u32, lamports as u64, little-endian; from a writable
 * signer to a writable account), written here rather than imported from @solana-program/system: importing
 * it re-chunks the site so the contribution flow, which also imports it, loads ~1 KB more.
 */
function solTransferInstruction(source: Address, destination: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, lamports, true);
  return {
    programAddress: address(SYSTEM_PROGRAM),
    accounts: [
      { address: source, role: AccountRole.WRITABLE_SIGNER },
      { address: destination, role: AccountRole.WRITABLE },
    ],
    data,
  };
}

/** The reference rides on the first transfer as a read-only account, as Solana Pay does: the system and token programs ignore it. */
function withReference(instruction: Instruction, reference: string): Instruction {
  return { ...instruction, accounts: [...(instruction.accounts ?? []), { address: address(reference), role: AccountRole.READONLY }] };
}

/** The instructions paying one recipient: (create,) TransferChecked for a token, a system transfer for SOL. */
function transferInstructions(spec: BatchSpec, transfer: PayoutTransfer, payer: Address): Instruction[] {
  const asset = spec.asset;
  if (asset.kind === 'sol') {
    return [solTransferInstruction(payer, address(transfer.owner), transfer.amount)];
  }
  if (!transfer.tokenAccount) throw new TypeError(`The transfer to ${transfer.owner} has no token account`);
  const mint = address(asset.mint);
  const tokenProgram = address(asset.tokenProgram);
  const destination = address(transfer.tokenAccount);
  const instructions: Instruction[] = [];
  if (transfer.createAccount) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: payerSigner(payer),
        ata: destination,
        owner: address(transfer.owner),
        mint,
        systemProgram: address(SYSTEM_PROGRAM),
        tokenProgram,
      }),
    );
  }
  instructions.push(
    getTransferCheckedInstruction(
      { source: address(asset.sourceTokenAccount), mint, destination, authority: payer, amount: transfer.amount, decimals: asset.decimals },
      { programAddress: tokenProgram },
    ),
  );
  return instructions;
}

/** The batch's instructions in order: compute budget, then per recipient its transfer (the first one naming the reference). */
export function batchInstructions(spec: BatchSpec): Instruction[] {
  const payer = address(spec.payer);
  const instructions: Instruction[] = [getSetComputeUnitLimitInstruction({ units: spec.computeUnitLimit })];
  if (spec.priorityFeeMicroLamports > 0n) instructions.push(getSetComputeUnitPriceInstruction({ microLamports: spec.priorityFeeMicroLamports }));
  spec.transfers.forEach((transfer, index) => {
    const paying = transferInstructions(spec, transfer, payer);
    const last = paying.length - 1;
    instructions.push(...paying.map((instruction, at) => (index === 0 && at === last ? withReference(instruction, spec.reference) : instruction)));
  });
  return instructions;
}

/**
 * The payer funds created accounts and sends SOL, as the fee payer whose role (writable signer) the
 * compiled message gives it anyway. Kit types those inputs as signers; the key is attached when signing.
 */
function payerSigner(payer: Address): TransactionSigner {
  return payer as unknown as TransactionSigner;
}

/** The unsigned legacy transaction of a batch (fee payer: the payer). */
export function compileBatchTransaction(spec: BatchSpec, lifetime: BatchLifetime): Transaction {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(spec.payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: toBlockhash(lifetime.blockhash), lastValidBlockHeight: lifetime.lastValidBlockHeight }, m),
    (m) => appendTransactionMessageInstructions(batchInstructions(spec), m),
  );
  return compileTransaction(message);
}

/** The wire bytes of the unsigned batch transaction (its signature slot zeroed): what a validator measures. */
export function batchWireTransaction(spec: BatchSpec, lifetime: BatchLifetime): Uint8Array {
  return new Uint8Array(getTransactionEncoder().encode(compileBatchTransaction(spec, lifetime)));
}
