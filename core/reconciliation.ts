// Reconciliation vocabulary (docs/money-in.md, "5. Unmatched payments"): why a payment to the treasury credited no intent, what
// happens to it next, and how its sender is told, in words a buyer understands.
import { PHASES } from '@core/sale-config';

/** Why a finalized inbound transfer was not credited automatically. */
export const UNMATCHED_REASONS = [
  'no reference',
  'wrong amount',
  'after expiry',
  'after close',
  'over a cap',
  'unknown sender',
  'already credited',
  'overpaid',
  'wrong asset',
  'wrong account',
] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

/** open: waits for the team; credited: credited to an intent by an admin; refund_due → refunded. */
export const UNMATCHED_STATUSES = ['open', 'credited', 'refund_due', 'refunded'] as const;
export type UnmatchedStatus = (typeof UNMATCHED_STATUSES)[number];

/** The cap a payment would have broken, as recorded in the unmatched payment's detail. */
export const CAP_DETAILS = {
  hardCap: 'over the hard cap',
  whitelistPlaces: (places: number) => `over the ${places} whitelist places`,
  perPerson: (sol: string) => `over the ${sol} SOL per person whitelist limit`,
} as const;

/** The default per-person limit as the details name it ("10"). */
export const DEFAULT_PER_PERSON_SOL = String(PHASES.WHITELIST.maxContributionSOL ?? 0);

/** The detail recorded for each reason that is not a cap. */
export const UNMATCHED_DETAILS: Record<Exclude<UnmatchedReason, 'over a cap'>, string> = {
  'no reference': 'paid without a contribution reference',
  'wrong amount': 'paid an amount different from the contribution',
  'after expiry': 'paid after the intent expired',
  'after close': 'paid after the sale phase closed',
  'unknown sender': 'paid from a wallet with no contribution',
  'already credited': 'paid a contribution that was already credited',
  overpaid: 'paid more than the contribution in the same transaction',
  'wrong asset': 'paid in another currency than the contribution',
  'wrong account': "paid to a token account of the treasury other than its associated one",
};

/**
 * Reasons whose payment is owed back without waiting for the team's decision. An overpayment's surplus
 * shares its transaction with the credited contribution, so it can only go back.
 */
export const REFUNDABLE_REASONS: readonly UnmatchedReason[] = ['over a cap', 'after close', 'already credited', 'overpaid'];

/** What the sender of an unmatched payment is told. */
export function unmatchedPaymentMessage(reason: UnmatchedReason, detail: string): string {
  if (reason === 'overpaid') {
    return 'Your contribution was credited, but you paid more than it in the same transaction. The extra will be refunded to the wallet it came from, in the currency it came in.';
  }
  if (REFUNDABLE_REASONS.includes(reason)) {
    return `Your payment arrived but could not be credited: it is ${detail}. It will be refunded to the wallet it came from.`;
  }
  if (reason === 'after expiry') {
    return 'Your payment arrived after this contribution expired, so its price no longer holds. The team will credit it at the current price or refund it.';
  }
  return `Your payment arrived but matches no contribution (${detail}). The team will review it and credit or refund it.`;
}

/** What the sender is told once the team has acted, by the payment's status (open keeps the review message). */
export function investorPaymentMessage(status: UnmatchedStatus, reason: UnmatchedReason, detail: string): string {
  if (status === 'credited') return 'Your payment was credited to your contribution at the amount received.';
  if (status === 'refunded') return 'Your payment was refunded to the wallet it came from.';
  if (status === 'refund_due' && !REFUNDABLE_REASONS.includes(reason)) {
    return `Your payment arrived but could not be credited (${detail}). The team will refund it to the wallet it came from.`;
  }
  return unmatchedPaymentMessage(reason, detail);
}

/** The short label of a status the sender sees. */
export const INVESTOR_PAYMENT_LABELS: Record<UnmatchedStatus, string> = {
  open: 'Under review',
  credited: 'Credited',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/**
 * Why a payment is owed back, as the Refunds list and its CSV say it: the admin's own reason when they
 * marked it, otherwise the rule that made it refundable (over a cap, after the close, paid twice).
 */
export function refundReasonText(detail: string, adminReason: string | null): string {
  if (adminReason) return `marked by the admin: ${adminReason}`;
  return detail;
}

/** Why every contribution is owed back when the sale ended short of its soft cap. */
export const SOFT_CAP_REFUND_REASON = 'sale closed below the soft cap';

/**
 * Whether the sale has ended (the ICO end has passed) with less raised than the soft cap: then every
 * credited contribution not yet refunded is owed back to the wallet that paid it.
 */
export function closedBelowSoftCap(input: { icoEndsAt: Date | null; raisedCents: bigint; softCapCents: bigint; now: Date }): boolean {
  return input.icoEndsAt !== null && input.now.getTime() >= input.icoEndsAt.getTime() && input.raisedCents < input.softCapCents;
}

/** What a contributor is told about a contribution owed back after the sale closed below its soft cap. */
export function softCapRefundMessage(refunded: boolean): string {
  return refunded
    ? 'The sale closed below its soft cap: this contribution was refunded to the wallet it came from.'
    : 'The sale closed below its soft cap: this contribution will be refunded to the wallet it came from.';
}
