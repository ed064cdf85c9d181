// Builds the unsigned SOL transfer of a contribution (wallet → treasury, exact lamports, Solana Pay
// reference as a read-only key) as wire bytes a Wallet Standard wallet can sign and send.
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type Instruction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/** What the transfer needs; every value comes from the server's intent and the chain. */
export interface ContributionTransferInput {
  /** The contributor's wallet: source and fee payer. */
  from: string;
  /** The treasury address from the intent. */
  treasury: string;
  /** Exact lamports from the intent (decimal string or bigint). */
  lamports: string | bigint;
  /** The intent's Solana Pay reference key, appended as a read-only non-signer account. */
  reference: string;
  blockhash: string;
  lastValidBlockHeight: bigint;
  /** Transaction version the wallet supports; v0 when it can, legacy otherwise. */
  version?: 0 | 'legacy';
}

/** The transfer instruction with the reference appended to its accounts (Solana Pay convention). */
export function contributionTransferInstruction(input: Pick<ContributionTransferInput, 'from' | 'treasury' | 'lamports' | 'reference'>): Instruction {
  const lamports = BigInt(input.lamports);
  if (lamports <= 0n) throw new RangeError('The transfer amount must be positive');
  const transfer = getTransferSolInstruction({
    source: createNoopSigner(address(input.from)),
    destination: address(input.treasury),
    amount: lamports,
  });
  return {
    ...transfer,
    accounts: [...transfer.accounts, { address: address(input.reference), role: AccountRole.READONLY }],
  };
}

/** Compiles the transfer into an unsigned transaction's wire bytes (signature slot left empty). */
export function buildContributionTransfer(input: ContributionTransferInput): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: input.version ?? 0 }),
    (m) => setTransactionMessageFeePayer(address(input.from), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: input.blockhash as Blockhash, lastValidBlockHeight: input.lastValidBlockHeight },
        m,
      ),
    (m) => appendTransactionMessageInstruction(contributionTransferInstruction(input), m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}
