// Payloads of the admin reconciliation API (/api/admin/reconciliation): crediting or refunding an
// unmatched payment, and recording an on-chain refund.
import * as v from 'valibot';
import { isAddress, isSignature } from '@solana/kit';
import { UNMATCHED_STATUSES } from '@core/reconciliation';

export const RECONCILIATION_MESSAGES = {
  paymentId: 'Invalid payment id',
  intentId: 'Invalid contribution id',
  reason: 'A reason of 3 to 500 characters is required',
  wallet: 'Invalid wallet address',
  signature: 'Invalid transaction signature',
  status: 'Unknown status',
} as const;

const uuid = (message: string) => v.pipe(v.string(message), v.trim(), v.uuid(message), v.toLowerCase());
const ReasonSchema = v.pipe(v.string(RECONCILIATION_MESSAGES.reason), v.trim(), v.minLength(3, RECONCILIATION_MESSAGES.reason), v.maxLength(500, RECONCILIATION_MESSAGES.reason));

/** :paymentId in /unmatched/:paymentId/... */
export const UnmatchedPaymentParamSchema = v.object({ paymentId: uuid(RECONCILIATION_MESSAGES.paymentId) });

/** GET /unmatched?status=open */
export const UnmatchedListQuerySchema = v.object({
  status: v.optional(v.picklist(UNMATCHED_STATUSES, RECONCILIATION_MESSAGES.status)),
});

/** POST /unmatched/:paymentId/credit */
export const CreditUnmatchedSchema = v.object({
  intentId: v.optional(uuid(RECONCILIATION_MESSAGES.intentId), ''),
  reason: v.optional(ReasonSchema, ''),
});

/** POST /unmatched/:paymentId/refund */
export const MarkRefundSchema = v.object({ reason: v.optional(ReasonSchema, '') });

/** POST /refunds: the refund transaction sent from the treasury to `wallet`. */
export const RecordRefundSchema = v.object({
  wallet: v.optional(v.pipe(v.string(RECONCILIATION_MESSAGES.wallet), v.trim(), v.check(isAddress, RECONCILIATION_MESSAGES.wallet)), ''),
  signature: v.optional(v.pipe(v.string(RECONCILIATION_MESSAGES.signature), v.trim(), v.check(isSignature, RECONCILIATION_MESSAGES.signature)), ''),
});
