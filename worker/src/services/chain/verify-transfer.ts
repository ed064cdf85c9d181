// Decides whether one transaction, as getTransaction returns it, proves a contribution intent was paid
// (DESIGN.md section 3). Pure: no I/O, so every rule is unit-tested against hand-built fixtures.
import { getBase58Encoder } from '@solana/kit';
import { getTransferSolInstructionDataDecoder, SYSTEM_PROGRAM_ADDRESS, TRANSFER_SOL_DISCRIMINATOR } from '@solana-program/system';

export { SYSTEM_PROGRAM_ADDRESS };

/** Reasons shown to the contributor as is. */
export const VERIFY_REASONS = {
  notFound: 'Transaction not found',
  notFinalized: 'Transaction not yet finalized',
  failed: 'Transaction failed on chain',
  noTransfer: 'Transaction does not contain a SOL transfer',
  wrongRecipient: 'Transfer must go to the MRDX treasury',
  wrongSender: 'Transfer must come from the wallet you registered',
  wrongAmount: 'Amount sent does not match the contribution',
  noReference: "Transaction does not carry this contribution's reference",
  outsideWindow: 'Transaction is outside the sale window',
} as const;

type Integer = number | bigint;

/** The parts of a `getTransaction` (encoding 'json', maxSupportedTransactionVersion 0) result we read. */
export interface TransactionLike {
  slot: Integer;
  blockTime: Integer | null;
  meta: {
    err: unknown;
    loadedAddresses?: { writable: readonly string[]; readonly: readonly string[] } | null;
  } | null;
  transaction: {
    message: {
      header: { numRequiredSignatures: Integer };
      accountKeys: readonly string[];
      instructions: readonly { programIdIndex: Integer; accounts: readonly Integer[]; data: string }[];
    };
  };
}

/** What the intent promised: who pays, how much, and the reference key the payment carries. */
export interface IntentToVerify {
  walletAddress: string;
  lamports: bigint;
  reference: string;
}

export interface VerifyContext {
  treasury: string;
  /** The phase the intent was priced in: [start, end). */
  phaseWindow: { start: Date; end: Date } | null;
}

export type VerifyResult =
  | { ok: true; slot: number; blockTime: Date }
  | { ok: false; reason: string; retryable: boolean };

const base58 = getBase58Encoder();
const transferData = getTransferSolInstructionDataDecoder();

/** Lamports of a System transfer instruction, or null when the data is anything else. */
function transferLamports(data: string): bigint | null {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(base58.encode(data));
  } catch {
    return null;
  }
  // The decoder reads a fixed 12 bytes; longer data is another instruction (or a malformed one).
  if (bytes.length !== transferData.fixedSize) return null;
  const decoded = transferData.decode(bytes);
  return decoded.discriminator === TRANSFER_SOL_DISCRIMINATOR ? decoded.amount : null;
}

/** A System transfer found in a transaction: who paid whom, how much, and whether the payer signed. */
export interface SystemTransfer {
  source: string;
  sourceSigned: boolean;
  destination: string;
  lamports: bigint;
}

/** Every top-level System transfer of a transaction, in instruction order. */
export function systemTransfers(tx: TransactionLike): SystemTransfer[] {
  const { message } = tx.transaction;
  const keys = transactionAccountKeys(tx);
  const signerCount = Number(message.header.numRequiredSignatures);
  return message.instructions.flatMap((instruction) => {
    if (keys[Number(instruction.programIdIndex)] !== SYSTEM_PROGRAM_ADDRESS) return [];
    if (instruction.accounts.length < 2) return [];
    const lamports = transferLamports(instruction.data);
    if (lamports === null) return [];
    const sourceIndex = Number(instruction.accounts[0]);
    const source = keys[sourceIndex];
    const destination = keys[Number(instruction.accounts[1])];
    if (!source || !destination) return [];
    return [{ source, sourceSigned: sourceIndex < signerCount, destination, lamports }];
  });
}

/**
 * The SOL a successful transaction moved into `treasury` from signing wallets, with its first payer;
 * null when it moved none (a failed transaction, an outgoing refund, anything else).
 */
export function inboundTransfer(tx: TransactionLike, treasury: string): { sender: string; lamports: bigint } | null {
  if (!tx.meta || tx.meta.err !== null) return null;
  const inbound = systemTransfers(tx).filter((t) => t.destination === treasury && t.source !== treasury && t.sourceSigned);
  if (inbound.length === 0) return null;
  return { sender: inbound[0]!.source, lamports: inbound.reduce((sum, t) => sum + t.lamports, 0n) };
}

/** Every account key of a transaction in index order: static keys, then loaded writable, then loaded read-only (v0). */
export function transactionAccountKeys(tx: TransactionLike): string[] {
  const loaded = tx.meta?.loadedAddresses;
  return [...tx.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
}

function reject(reason: string, retryable = false): VerifyResult {
  return { ok: false, reason, retryable };
}

/**
 * Credits only when every rule holds: found, succeeded, a System transfer from the intent's wallet
 * (a signer) to exactly the treasury for exactly the intent's lamports, the reference among the
 * account keys, and the block time inside the phase window. `tx` must come from a finalized read;
 * null means not found (yet), which is retryable. Other instructions before or after are allowed.
 */
export function verifyContributionTransaction(
  tx: TransactionLike | null,
  intent: IntentToVerify,
  context: VerifyContext,
): VerifyResult {
  if (!tx) return reject(VERIFY_REASONS.notFinalized, true);
  if (!tx.meta || tx.meta.err !== null) return reject(VERIFY_REASONS.failed);

  const keys = transactionAccountKeys(tx);
  const transfers = systemTransfers(tx);
  if (transfers.length === 0) return reject(VERIFY_REASONS.noTransfer);

  // Narrow step by step so the reason names the first rule the best candidate breaks.
  const toTreasury = transfers.filter((t) => t.destination === context.treasury);
  if (toTreasury.length === 0) return reject(VERIFY_REASONS.wrongRecipient);
  const fromWallet = toTreasury.filter((t) => t.source === intent.walletAddress && t.sourceSigned);
  if (fromWallet.length === 0) return reject(VERIFY_REASONS.wrongSender);
  if (!fromWallet.some((t) => t.lamports === intent.lamports)) return reject(VERIFY_REASONS.wrongAmount);

  if (!keys.includes(intent.reference)) return reject(VERIFY_REASONS.noReference);

  if (tx.blockTime === null || !context.phaseWindow) return reject(VERIFY_REASONS.outsideWindow);
  const blockTime = new Date(Number(tx.blockTime) * 1000);
  const { start, end } = context.phaseWindow;
  if (blockTime < start || blockTime >= end) return reject(VERIFY_REASONS.outsideWindow);

  return { ok: true, slot: Number(tx.slot), blockTime };
}
