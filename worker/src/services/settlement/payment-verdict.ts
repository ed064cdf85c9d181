// Decides what one finalized transaction carrying an intent's reference means for that intent
// (docs/money-in.md, "3. The verdict"): credit it, account for the money as an unmatched payment, or
// refuse it with nothing to account for. Read from the balance changes of the transaction view in the
// intent's asset, as the Solana Pay reference validator does, so a wallet paying through a program (a
// multisig vault's inner instruction), in several transfers or with any other instructions around
// counts. Pure: no I/O.
import { unmatchedPaymentMessage, type UnmatchedReason } from '@core/reconciliation';
import type { TransactionView } from '../chain/transaction-view';
import { balanceChange, paidBy, receivedByTreasury, type PaymentAsset } from './payment-asset';
import { inboundPayment, type InboundPayment } from './treasury-movement';

/** Reasons shown to the contributor as is. */
export const VERIFY_REASONS = {
  notFound: 'Transaction not found',
  notFinalized: 'Transaction not yet finalized',
  failed: 'Transaction failed on chain',
  wrongRecipient: 'Transfer must go to the MRDX treasury',
  wrongAccount: "Tokens must go to the MRDX treasury's associated token account",
  wrongAsset: 'Payment was made in another currency than the contribution',
  wrongSender: 'Transfer must come from the wallet you registered',
  wrongAmount: 'Amount sent does not match the contribution',
  noReference: "Transaction does not carry this contribution's reference",
  outsideWindow: 'Transaction is outside the sale window',
} as const;

/** What an intent expects: who pays, how much of which asset, and the reference key the payment carries. */
export interface ExpectedPayment {
  wallet: string;
  asset: PaymentAsset;
  /** In the asset's base units: lamports for SOL, the mint's base units for a token. */
  amount: bigint;
  reference: string;
}

export interface VerdictContext {
  treasury: string;
  /** The phase the intent was priced in: [start, end). */
  phaseWindow: { start: Date; end: Date } | null;
}

/** `received` is the treasury's rise; `surplus` what it received beyond the intent (0 for an exact payment). */
export type RuleCheck =
  | { ok: true; slot: number; blockTime: Date; received: bigint; surplus: bigint }
  | { ok: false; reason: string; retryable: boolean };

function broken(reason: string, retryable = false): RuleCheck {
  return { ok: false, reason, retryable };
}

/**
 * Checks every rule of a credit: found and succeeded; the treasury's receiving account of the asset
 * (itself for SOL, its associated token account for a stablecoin) rose by at least the amount; the registered wallet's fell by at least that much beyond any fee it paid (it need
 * not be a top-level signer); the reference among the keys (loaded ones too); the block time inside
 * the phase window. `view` must come from a finalized read; null means not found (yet), which is
 * retryable. The reason names the first rule the transaction breaks.
 */
export function checkPaymentRules(view: TransactionView | null, expected: ExpectedPayment, context: VerdictContext): RuleCheck {
  if (!view) return broken(VERIFY_REASONS.notFinalized, true);
  if (!view.succeeded) return broken(VERIFY_REASONS.failed);

  const received = receivedByTreasury(view, context.treasury, expected.asset);
  if (received <= 0n) {
    return broken(balanceChange(view, context.treasury, expected.asset) > 0n ? VERIFY_REASONS.wrongAccount : VERIFY_REASONS.wrongRecipient);
  }
  const walletPaid = paidBy(view, expected.wallet, expected.asset);
  if (walletPaid <= 0n) return broken(VERIFY_REASONS.wrongSender);
  if (received < expected.amount || walletPaid < expected.amount) return broken(VERIFY_REASONS.wrongAmount);

  if (!view.keys.includes(expected.reference)) return broken(VERIFY_REASONS.noReference);

  if (view.blockTime === null || !context.phaseWindow) return broken(VERIFY_REASONS.outsideWindow);
  const { start, end } = context.phaseWindow;
  if (view.blockTime < start || view.blockTime >= end) return broken(VERIFY_REASONS.outsideWindow);

  return { ok: true, slot: view.slot, blockTime: view.blockTime, received, surplus: received - expected.amount };
}

/** Unmatched reasons a verdict may give; 'over a cap' is decided by the credit's guarded INSERT instead. */
export type VerdictUnmatchedReason = Exclude<UnmatchedReason, 'over a cap'>;

/**
 * What to do with a transaction carrying the intent's reference. `shown` is the reason the contributor
 * reads. An unmatched verdict accounts for all the money that arrived (`inbound`); a credit's surplus
 * (`inbound.amount` beyond the intent) is recorded as owed back with the credit.
 */
export type PaymentVerdict =
  | { kind: 'credit'; slot: number; blockTime: Date; surplus: bigint; inbound: InboundPayment }
  | { kind: 'unmatched'; reason: VerdictUnmatchedReason; shown: string; inbound: InboundPayment }
  | { kind: 'refused'; shown: string };

/** The broken rules after which the money the transaction moved is the intent's sender's to reclaim. */
const UNMATCHED_BY_RULE: Partial<Record<string, VerdictUnmatchedReason>> = {
  [VERIFY_REASONS.wrongSender]: 'unknown sender',
  [VERIFY_REASONS.wrongAmount]: 'wrong amount',
  [VERIFY_REASONS.outsideWindow]: 'after close',
  [VERIFY_REASONS.wrongAccount]: 'wrong account',
};

/**
 * The verdict on `view` (read finalized) for the intent expecting `expected`, which expires at
 * `expiresAt`: the rules first, then the intent's price, which holds until it expires (a later payment
 * waits for the team's decision).
 */
export function paymentVerdict(view: TransactionView, expected: ExpectedPayment, context: VerdictContext & { expiresAt: Date }): PaymentVerdict {
  const rules = checkPaymentRules(view, expected, context);
  const inbound = inboundPayment(view, context.treasury, expected.asset, expected.wallet);
  if (!rules.ok) {
    const reason = UNMATCHED_BY_RULE[rules.reason];
    return reason && inbound ? { kind: 'unmatched', reason, shown: rules.reason, inbound } : { kind: 'refused', shown: rules.reason };
  }
  // The rules passed, so the treasury rose: inbound is there.
  if (!inbound) return { kind: 'refused', shown: VERIFY_REASONS.wrongRecipient };
  if (rules.blockTime >= context.expiresAt) return { kind: 'unmatched', reason: 'after expiry', shown: unmatchedPaymentMessage('after expiry', ''), inbound };
  return { kind: 'credit', slot: rules.slot, blockTime: rules.blockTime, surplus: rules.surplus, inbound };
}
