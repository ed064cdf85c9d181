// Request bodies and query strings of token distribution: the admin's plan, unlocks, batches and
// attempts (/api/admin/distribution) and the public payout manifest (/api/distribution/manifest).
import * as v from 'valibot';
import { isAddress } from '@solana/kit';
import { PagingQuery } from '@core/schemas/admin-lists';

export const DISTRIBUTION_MESSAGES = {
  confirmBuild: 'Confirm building the plan with { "confirm": true }',
  confirmClose: 'Confirm closing the sale now with { "confirm": true }',
  walletSearch: 'Search by a wallet address or its first characters',
  wallet: 'Invalid wallet address',
  flagFilter: 'Filter must be all, flagged or undecided',
  statusFilter: 'Status must be scheduled, due, sending, paid or held',
  batchStatus: 'Status must be ready, sending, failed, paid or mismatch',
  unlockAt: 'Give the unlock date as an ISO date (the unlockAt of the plan)',
  choice: 'Choice must be pay or hold',
  reason: 'A reason of 3 to 500 characters is required',
  planHash: 'Give the plan hash you reviewed (64 hexadecimal characters)',
  batchId: 'Unknown batch',
  attemptId: 'Unknown attempt',
  priorityFee: 'Priority fee must be a whole number of micro-lamports per compute unit, at most 10,000,000',
  transaction: 'Send the signed transaction as base64 (at most 1,232 bytes)',
  verify: 'Send an empty JSON object',
} as const;

/** Highest priority fee an attempt may carry: 10 lamports per compute unit (≤ 0.0035 SOL for the largest batch). */
export const MAX_PRIORITY_FEE_MICRO_LAMPORTS = 10_000_000n;

const BASE58_PREFIX = /^[1-9A-HJ-NP-Za-km-z]{0,44}$/;
const uuid = (message: string) => v.pipe(v.string(message), v.trim(), v.uuid(message), v.toLowerCase());
const walletSearch = v.optional(v.pipe(v.string(DISTRIBUTION_MESSAGES.walletSearch), v.trim(), v.regex(BASE58_PREFIX, DISTRIBUTION_MESSAGES.walletSearch)), '');
const isoDate = v.pipe(
  v.string(DISTRIBUTION_MESSAGES.unlockAt),
  v.trim(),
  v.maxLength(40, DISTRIBUTION_MESSAGES.unlockAt),
  v.check((text) => !Number.isNaN(Date.parse(text)), DISTRIBUTION_MESSAGES.unlockAt),
  v.transform((text) => new Date(Date.parse(text))),
);

/** `{ confirm: true }` and nothing else means yes; anything else answers `message`. */
const confirmation = (message: string) =>
  v.object({ confirm: v.optional(v.pipe(v.unknown(), v.check((value) => value === true, message), v.transform(() => true as const)), false) });

/** POST /plan/build: builds (or rebuilds, while a draft) the plan from the closed sale. */
export const BuildPlanSchema = confirmation(DISTRIBUTION_MESSAGES.confirmBuild);

/** POST /api/admin/timers/close: ends the sale now, so the plan can be built (and, locally, the demo run). */
export const CloseSaleSchema = confirmation(DISTRIBUTION_MESSAGES.confirmClose);

/** GET /plan/recipients?q=&filter=&page=&pageSize= (q: a wallet or its first characters). */
export const PlanRecipientsQuerySchema = v.object({
  q: walletSearch,
  filter: v.optional(v.picklist(['all', 'flagged', 'undecided'], DISTRIBUTION_MESSAGES.flagFilter), 'all'),
  ...PagingQuery,
});
export type PlanRecipientsQuery = v.InferOutput<typeof PlanRecipientsQuerySchema>;

export const PAYOUT_STATUSES = ['scheduled', 'due', 'sending', 'paid', 'held'] as const;

/** GET /plan/rows?q=&unlockAt=&status=&page=&pageSize= */
export const PlanRowsQuerySchema = v.object({
  q: walletSearch,
  unlockAt: v.optional(isoDate),
  status: v.optional(v.picklist(PAYOUT_STATUSES, DISTRIBUTION_MESSAGES.statusFilter)),
  ...PagingQuery,
});
export type PlanRowsQuery = v.InferOutput<typeof PlanRowsQuerySchema>;

/** :wallet of /plan/recipients/:wallet/choice */
export const RecipientParamSchema = v.object({
  wallet: v.pipe(v.string(DISTRIBUTION_MESSAGES.wallet), v.trim(), v.check(isAddress, DISTRIBUTION_MESSAGES.wallet)),
});

/** POST /plan/recipients/:wallet/choice: pay a flagged recipient anyway, or hold its payouts; audited with the reason. */
export const RecipientChoiceSchema = v.object({
  choice: v.picklist(['pay', 'hold'], DISTRIBUTION_MESSAGES.choice),
  reason: v.optional(v.pipe(v.string(DISTRIBUTION_MESSAGES.reason), v.trim(), v.minLength(3, DISTRIBUTION_MESSAGES.reason), v.maxLength(500, DISTRIBUTION_MESSAGES.reason)), ''),
});

/** POST /plan/approve: the plan hash the admin reviewed (GET /plan), so a plan changed meanwhile is not approved. */
export const ApprovePlanSchema = v.object({
  planHash: v.optional(v.pipe(v.string(DISTRIBUTION_MESSAGES.planHash), v.trim(), v.toLowerCase(), v.regex(/^[0-9a-f]{64}$/, DISTRIBUTION_MESSAGES.planHash)), ''),
});

/** POST /unlocks/open: forms the batches of one due unlock. */
export const OpenUnlockSchema = v.object({ unlockAt: v.optional(isoDate, '') });

export const BATCH_STATUSES = ['ready', 'sending', 'failed', 'paid', 'mismatch'] as const;

/** GET /batches?unlockAt=&status=&page=&pageSize= */
export const BatchListQuerySchema = v.object({
  unlockAt: v.optional(isoDate),
  status: v.optional(v.picklist(BATCH_STATUSES, DISTRIBUTION_MESSAGES.batchStatus)),
  ...PagingQuery,
});
export type BatchListQuery = v.InferOutput<typeof BatchListQuerySchema>;

/** :id of /batches/:id... */
export const BatchParamSchema = v.object({ id: uuid(DISTRIBUTION_MESSAGES.batchId) });

/**
 * POST /batches/:id/attempts/start. `priorityFeeMicroLamports`: optional price per compute unit (a
 * decimal string or whole number), at most 10,000,000 micro-lamports: a batch requests at most ~350,000
 * units, so its priority fee stays under 0.0035 SOL.
 */
export const StartAttemptSchema = v.object({
  priorityFeeMicroLamports: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], DISTRIBUTION_MESSAGES.priorityFee),
      v.transform((value): string => String(value)),
      v.regex(/^\d{1,8}$/, DISTRIBUTION_MESSAGES.priorityFee),
      v.transform((digits): bigint => BigInt(digits)),
      v.check((fee) => fee <= MAX_PRIORITY_FEE_MICRO_LAMPORTS, DISTRIBUTION_MESSAGES.priorityFee),
    ),
    '0',
  ),
});

/** Base64 of at most 1,232 bytes: 1,644 characters. */
const MAX_TRANSACTION_BASE64 = 1644;

/** POST /batches/:id/attempts: the attempt's signed transaction, base64 wire bytes. */
export const SubmitAttemptSchema = v.object({
  attemptId: v.optional(uuid(DISTRIBUTION_MESSAGES.attemptId), ''),
  transaction: v.optional(v.pipe(
    v.string(DISTRIBUTION_MESSAGES.transaction),
    v.trim(),
    v.maxLength(MAX_TRANSACTION_BASE64, DISTRIBUTION_MESSAGES.transaction),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, DISTRIBUTION_MESSAGES.transaction),
  ), ''),
});

/** POST /verify: no parameters. */
export const VerifyNowSchema = v.strictObject({}, DISTRIBUTION_MESSAGES.verify);

/** GET /api/distribution/manifest?q=&page=&pageSize= (q: a wallet or its first characters). */
export const ManifestQuerySchema = v.object({ q: walletSearch, ...PagingQuery });
export type ManifestQuery = v.InferOutput<typeof ManifestQuerySchema>;
