// Decides whether one transaction proves a contribution intent was paid (DESIGN.md 3 and 4, "Accounting
// by balance change"): read from the balance changes of the transaction view, as the Solana Pay
// reference validator does, so a wallet paying through a program (a multisig vault's inner
// instruction), in several transfers or with any other instructions around counts. Pure: no I/O.
import { paidBy } from './treasury-movement';
import type { TransactionView } from '../chain/transaction-view';

/** Reasons shown to the contributor as is. */
export const VERIFY_REASONS = {
  notFound: 'Transaction not found',
  notFinalized: 'Transaction not yet finalized',
  failed: 'Transaction failed on chain',
  wrongRecipient: 'Transfer must go to the MRDX treasury',
  wrongSender: 'Transfer must come from the wallet you registered',
  wrongAmount: 'Amount sent does not match the contribution',
  noReference: "Transaction does not carry this contribution's reference",
  outsideWindow: 'Transaction is outside the sale window',
} as const;

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

/** `received` is the treasury's rise; `surplus` what it received beyond the intent (0 for an exact payment). */
export type VerifyResult =
  | { ok: true; slot: number; blockTime: Date; received: bigint; surplus: bigint }
  | { ok: false; reason: string; retryable: boolean };

function reject(reason: string, retryable = false): VerifyResult {
  return { ok: false, reason, retryable };
}

/**
 * Credits only when every rule holds: found and succeeded; the treasury's balance rose by at least
 * the intent's lamports; the registered wallet's fell by at least that much beyond any fee it paid
 * (it need not be a top-level signer); the reference among the keys (loaded ones too); the block time inside the phase
 * window. `view` must come from a finalized read; null means not found (yet), which is retryable.
 * The reason names the first rule the transaction breaks.
 */
export function verifyContributionTransaction(view: TransactionView | null, intent: IntentToVerify, context: VerifyContext): VerifyResult {
  if (!view) return reject(VERIFY_REASONS.notFinalized, true);
  if (!view.succeeded) return reject(VERIFY_REASONS.failed);

  const received = view.solChange(context.treasury);
  if (received <= 0n) return reject(VERIFY_REASONS.wrongRecipient);
  const walletPaid = paidBy(view, intent.walletAddress);
  if (walletPaid <= 0n) return reject(VERIFY_REASONS.wrongSender);
  if (received < intent.lamports || walletPaid < intent.lamports) return reject(VERIFY_REASONS.wrongAmount);

  if (!view.keys.includes(intent.reference)) return reject(VERIFY_REASONS.noReference);

  if (view.blockTime === null || !context.phaseWindow) return reject(VERIFY_REASONS.outsideWindow);
  const { start, end } = context.phaseWindow;
  if (view.blockTime < start || view.blockTime >= end) return reject(VERIFY_REASONS.outsideWindow);

  return { ok: true, slot: view.slot, blockTime: view.blockTime, received, surplus: received - intent.lamports };
}
