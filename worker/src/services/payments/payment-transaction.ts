// Builds the one payment transaction of a contribution (README "Paying"): a compute budget, then the
// transfer of exactly the intent's amount from the payer to the treasury, with the intent's Solana Pay
// reference as a read-only key: a System transfer of lamports, or for a stablecoin a TransferChecked
// from the payer's associated token account to the treasury's (the mint and its decimals checked by the
// token program). Only the payer signs (it is the fee payer). Pure: the chain facts (blockhash, fee,
// decimals) are read elsewhere (payment-chain-facts.ts, chain/).
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type Instruction,
} from '@solana/kit';
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getTransferSolInstruction } from '@solana-program/system';
import { getTransferCheckedInstruction } from '@solana-program/token';

/**
 * Compute units the transaction may use: the two compute-budget instructions and a System transfer need
 * about 450; the margin keeps a wallet's own simulation from failing it, at a negligible priority fee.
 */
export const PAYMENT_COMPUTE_UNIT_LIMIT = 5_000;
/** A TransferChecked of the classic token program uses about 6,200 units; the same margin on top. */
export const TOKEN_PAYMENT_COMPUTE_UNIT_LIMIT = 12_000;

/** What moves: lamports, or a stablecoin between two associated token accounts. */
export type PaymentTransfer =
  | { kind: 'sol'; lamports: bigint }
  | {
      kind: 'token';
      mint: string;
      tokenProgram: string;
      decimals: number;
      /** Base units of the mint. */
      units: bigint;
      /** The payer's associated token account of the mint. */
      source: string;
      /** The treasury's associated token account of the mint. */
      destination: string;
    };

export interface PaymentTransactionInput {
  /** The paying wallet: owner of the source, fee payer and only signer. */
  payer: string;
  treasury: string;
  transfer: PaymentTransfer;
  /** The intent's Solana Pay reference. */
  reference: string;
  blockhash: string;
  lastValidBlockHeight: bigint;
  /** Priority fee in micro-lamports per compute unit. */
  microLamportsPerComputeUnit: bigint;
}

/** The transfer with the reference appended to its accounts, as Solana Pay's validator finds it. */
function transferWithReference(input: PaymentTransactionInput): Instruction {
  const payer = createNoopSigner(address(input.payer));
  const { transfer: move } = input;
  const transfer: Instruction =
    move.kind === 'sol'
      ? getTransferSolInstruction({ source: payer, destination: address(input.treasury), amount: move.lamports })
      : getTransferCheckedInstruction(
          { source: address(move.source), mint: address(move.mint), destination: address(move.destination), authority: payer, amount: move.units, decimals: move.decimals },
          { programAddress: address(move.tokenProgram) },
        );
  return { ...transfer, accounts: [...(transfer.accounts ?? []), { address: address(input.reference), role: AccountRole.READONLY }] };
}

/**
 * The unsigned legacy transaction (every wallet, Solana Pay's and the Actions clients' included, takes
 * legacy), as base64 wire bytes with the payer's signature slot empty.
 */
export function buildPaymentTransaction(input: PaymentTransactionInput): string {
  const amount = input.transfer.kind === 'sol' ? input.transfer.lamports : input.transfer.units;
  if (amount <= 0n) throw new RangeError('The payment amount must be positive');
  const units = input.transfer.kind === 'sol' ? PAYMENT_COMPUTE_UNIT_LIMIT : TOKEN_PAYMENT_COMPUTE_UNIT_LIMIT;
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(input.payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: input.blockhash as Blockhash, lastValidBlockHeight: input.lastValidBlockHeight }, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getSetComputeUnitLimitInstruction({ units }),
          getSetComputeUnitPriceInstruction({ microLamports: input.microLamportsPerComputeUnit }),
          transferWithReference(input),
        ],
        m,
      ),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}
