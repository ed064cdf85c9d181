// Request bodies and query strings of refund payouts: the admin's refund plan, lines, batches and
// attempts (/api/admin/refunds) and the public refund manifest (/api/refunds/manifest). The bodies
// that mean the same as distribution's (a choice, the reviewed plan hash, an attempt's start and
// submit, a verification pass) are the same schemas (core/schemas/distribution.ts).
import * as v from 'valibot';
import { isAddress } from '@solana/kit';
import { PagingQuery } from '@core/schemas/admin-lists';
import {
  ApprovePlanSchema,
  BATCH_STATUSES,
  BatchParamSchema,
  RecipientChoiceSchema,
  StartAttemptSchema,
  SubmitAttemptSchema,
  VerifyNowSchema,
} from '@core/schemas/distribution';
import { ASSET_SYMBOLS } from '@core/payment-assets';

export { BatchParamSchema as RefundBatchParamSchema, StartAttemptSchema as StartRefundAttemptSchema, SubmitAttemptSchema as SubmitRefundAttemptSchema, VerifyNowSchema as VerifyRefundsSchema };

export const REFUND_MESSAGES = {
  confirmBuild: 'Confirm building the refund plan with { "confirm": true }',
  walletSearch: 'Search by a wallet address or its first characters',
  wallet: 'Invalid wallet address',
  asset: `Asset must be one of ${ASSET_SYMBOLS.join(', ')}`,
  flagFilter: 'Filter must be all, flagged or undecided',
  lineStatus: 'Status must be owed, sending, paid or held',
  batchStatus: 'Status must be ready, sending, failed, paid or mismatch',
  lineId: 'Unknown refund line',
  plan: 'Plan must be the id of an approved refund plan',
  planNotPublished: 'No approved refund plan has this id',
} as const;

const BASE58_PREFIX = /^[1-9A-HJ-NP-Za-km-z]{0,44}$/;
const walletSearch = v.optional(v.pipe(v.string(REFUND_MESSAGES.walletSearch), v.trim(), v.regex(BASE58_PREFIX, REFUND_MESSAGES.walletSearch)), '');
const asset = v.optional(v.picklist(ASSET_SYMBOLS, REFUND_MESSAGES.asset));

/** POST /plan/build: builds the refund plan from what is owed (rebuilds a draft; after a finished plan, a new one). */
export const BuildRefundPlanSchema = v.object({
  confirm: v.optional(v.pipe(v.unknown(), v.check((value) => value === true, REFUND_MESSAGES.confirmBuild), v.transform(() => true as const)), false),
});

export const REFUND_LINE_STATUSES = ['owed', 'sending', 'paid', 'held'] as const;

/** GET /plan/lines?q=&asset=&filter=&status=&page=&pageSize= (q: a wallet or its first characters). */
export const RefundLinesQuerySchema = v.object({
  q: walletSearch,
  asset,
  filter: v.optional(v.picklist(['all', 'flagged', 'undecided'], REFUND_MESSAGES.flagFilter), 'all'),
  status: v.optional(v.picklist(REFUND_LINE_STATUSES, REFUND_MESSAGES.lineStatus)),
  ...PagingQuery,
});
export type RefundLinesQuery = v.InferOutput<typeof RefundLinesQuerySchema>;

/** :id of /plan/lines/:id/choice */
export const RefundLineParamSchema = v.object({
  id: v.pipe(v.string(REFUND_MESSAGES.lineId), v.trim(), v.regex(/^\d{1,12}$/, REFUND_MESSAGES.lineId), v.transform(Number), v.minValue(1, REFUND_MESSAGES.lineId)),
});

/** POST /plan/lines/:id/choice: pay a flagged line anyway, or hold it; audited with the reason (hold needs one). */
export const RefundLineChoiceSchema = RecipientChoiceSchema;

/** POST /plan/approve: the plan hash the admin reviewed (GET /plan), so a plan changed meanwhile is not approved. */
export const ApproveRefundPlanSchema = ApprovePlanSchema;

/** GET /batches?asset=&status=&page=&pageSize= */
export const RefundBatchListQuerySchema = v.object({
  asset,
  status: v.optional(v.picklist(BATCH_STATUSES, REFUND_MESSAGES.batchStatus)),
  ...PagingQuery,
});
export type RefundBatchListQuery = v.InferOutput<typeof RefundBatchListQuerySchema>;

/**
 * GET /api/refunds/manifest?plan=&wallet=&q=&page=&pageSize=: `plan` one approved plan's id (the latest by
 * default), `wallet` one exact wallet, `q` a wallet or its first characters.
 */
export const RefundManifestQuerySchema = v.object({
  plan: v.optional(v.pipe(v.string(REFUND_MESSAGES.plan), v.trim(), v.uuid(REFUND_MESSAGES.plan), v.toLowerCase())),
  wallet: v.optional(v.pipe(v.string(REFUND_MESSAGES.wallet), v.trim(), v.check(isAddress, REFUND_MESSAGES.wallet))),
  q: walletSearch,
  ...PagingQuery,
});
export type RefundManifestQuery = v.InferOutput<typeof RefundManifestQuerySchema>;
