// Payloads of the admin reconciliation API (/api/admin/reconciliation): crediting or refunding an
// unmatched payment, recording an on-chain refund, the refunds list, and the investor's own payments.
import * as v from 'valibot';
import { isAddress, isSignature } from '@solana/kit';
import { UNMATCHED_STATUSES } from '@core/reconciliation';
import { PagingQuery } from '@core/schemas/admin-lists';

export const RECONCILIATION_MESSAGES = {
  paymentId: 'Invalid payment id',
  intentId: 'Invalid contribution id',
  reason: 'A reason of 3 to 500 characters is required',
  wallet: 'Invalid wallet address',
  signature: 'Invalid transaction signature',
  status: 'Status must be open, refund_due, credited, refunded or all',
  search: 'Search by a sender wallet or a transaction signature (or their first characters)',
  walletSearch: 'Search by up to 64 characters of a wallet address',
} as const;

/** The status filter of the unmatched payments list; `all` lists every status. */
export const UNMATCHED_LIST_STATUSES = [...UNMATCHED_STATUSES, 'all'] as const;
export type UnmatchedListStatus = (typeof UNMATCHED_LIST_STATUSES)[number];

const uuid = (message: string) => v.pipe(v.string(message), v.trim(), v.uuid(message), v.toLowerCase());
const ReasonSchema = v.pipe(v.string(RECONCILIATION_MESSAGES.reason), v.trim(), v.minLength(3, RECONCILIATION_MESSAGES.reason), v.maxLength(500, RECONCILIATION_MESSAGES.reason));

/** :paymentId in /unmatched/:paymentId/... */
export const UnmatchedPaymentParamSchema = v.object({ paymentId: uuid(RECONCILIATION_MESSAGES.paymentId) });

/**
 * GET /unmatched?q=&status=&page=&pageSize=. `q` is a sender wallet or a signature, whole or its first
 * characters: base58 only, so it can be searched as an index range (the alphabet has no wildcard).
 */
export const UnmatchedListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(RECONCILIATION_MESSAGES.search), v.trim(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{0,88}$/, RECONCILIATION_MESSAGES.search)), ''),
  status: v.optional(v.picklist(UNMATCHED_LIST_STATUSES, RECONCILIATION_MESSAGES.status), 'all'),
  ...PagingQuery,
});
export type UnmatchedListQuery = v.InferOutput<typeof UnmatchedListQuerySchema>;

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

/** GET /refunds?q=&page=&pageSize=: `q` is part of a wallet address. */
export const RefundsListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(RECONCILIATION_MESSAGES.walletSearch), v.trim(), v.maxLength(64, RECONCILIATION_MESSAGES.walletSearch), v.regex(/^[1-9A-HJ-NP-Za-km-z]*$/, RECONCILIATION_MESSAGES.walletSearch)), ''),
  ...PagingQuery,
});

/** GET /api/investor/payments?page=&pageSize= */
export const InvestorPaymentsQuerySchema = v.object({ ...PagingQuery });

export type RefundsListQuery = v.InferOutput<typeof RefundsListQuerySchema>;
