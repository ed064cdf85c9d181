// Builds the one payment transaction of a contribution (README "Paying"): a compute
// budget, then a System transfer of exactly the intent's lamports from the payer to the treasury with
// the intent's Solana Pay reference as a read-only key. Only the payer signs (it is the fee payer).
// Pure: the chain facts (blockhash, fee) are read by payment-chain-facts.ts.
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

/**
 * Compute units the transaction may use: the two compute-budget instructions and the transfer need
 * about 450; the margin keeps a wallet's own simulation from failing it, at a negligible priority fee.
 */
export const PAYMENT_COMPUTE_UNIT_LIMIT = 5_000;

export interface PaymentTransactionInput {
  /** The paying wallet: source of the transfer, fee payer and only signer. */
  payer: string;
  treasury: string;
  /** Exact lamports of the intent. */
  lamports: bigint;
  /** The intent's Solana Pay reference. */
  reference: string;
  blockhash: string;
  lastValidBlockHeight: bigint;
  /** Priority fee in micro-lamports per compute unit. */
  microLamportsPerComputeUnit: bigint;
}

/** The transfer with the reference appended to its accounts, as Solana Pay's validator finds it. */
function transferWithReference(input: PaymentTransactionInput): Instruction {
  const transfer = getTransferSolInstruction({
    source: createNoopSigner(address(input.payer)),
    destination: address(input.treasury),
    amount: input.lamports,
  });
  return { ...transfer, accounts: [...transfer.accounts, { address: address(input.reference), role: AccountRole.READONLY }] };
}

/**
 * The unsigned legacy transaction (every wallet, Solana Pay's and the Actions clients' included, takes
 * legacy), as base64 wire bytes with the payer's signature slot empty.
 */
export function buildPaymentTransaction(input: PaymentTransactionInput): string {
  if (input.lamports <= 0n) throw new RangeError('The payment amount must be positive');
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address(input.payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: input.blockhash as Blockhash, lastValidBlockHeight: input.lastValidBlockHeight }, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getSetComputeUnitLimitInstruction({ units: PAYMENT_COMPUTE_UNIT_LIMIT }),
          getSetComputeUnitPriceInstruction({ microLamports: input.microLamportsPerComputeUnit }),
          transferWithReference(input),
        ],
        m,
      ),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}
