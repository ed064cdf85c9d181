// Query strings and small bodies of the admin console's lists and actions: paging, the investors
// table's search and sort, the outbox and audit filters, the investor actions and the test mail.
import * as v from 'valibot';
import { EmailSchema } from '@core/schemas/newsletter';

export const ADMIN_LIST_MESSAGES = {
  page: 'Page must be a whole number from 1',
  pageSize: 'Page size must be a whole number from 1 to 100',
  sort: 'Unknown sort column',
  direction: 'Sort direction must be asc or desc',
  search: 'Search must be at most 200 characters',
  status: 'Status must be queued, sent or failed',
  filter: 'Filters must be at most 200 characters',
  mailId: 'Unknown mail',
} as const;

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** A whole number from a query string in [min, max], or the fallback when absent. */
const wholeParam = (min: number, max: number, fallback: number, message: string) =>
  v.pipe(
    v.optional(v.string(message), String(fallback)),
    v.regex(/^\d{1,7}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** `page` and `pageSize` of every server-paged admin list (pageSize bounded by MAX_PAGE_SIZE). */
export const PagingQuery = {
  page: wholeParam(1, 1_000_000, 1, ADMIN_LIST_MESSAGES.page),
  pageSize: wholeParam(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, ADMIN_LIST_MESSAGES.pageSize),
};

const optionalText = (message: string) => v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(200, message)), '');

/** Sortable columns of the investors table. */
export const INVESTOR_SORTS = ['email', 'wallet', 'totalUsd', 'tokens', 'access', 'newsletter', 'latestAt'] as const;
export type InvestorSort = (typeof INVESTOR_SORTS)[number];

/** GET /api/admin/investors?q=&sort=&dir=&page=&pageSize= */
export const InvestorListQuerySchema = v.object({
  q: optionalText(ADMIN_LIST_MESSAGES.search),
  sort: v.optional(v.picklist(INVESTOR_SORTS, ADMIN_LIST_MESSAGES.sort), 'latestAt'),
  dir: v.optional(v.picklist(['asc', 'desc'], ADMIN_LIST_MESSAGES.direction), 'desc'),
  ...PagingQuery,
});

/** ?email= of one investor (details), and the body of the resend dialog's actions. */
export const InvestorEmailSchema = v.object({ email: v.optional(EmailSchema, '') });

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** GET /api/admin/mail?to=&status=&page=&pageSize= (`to`: the recipient, whole or its first characters). */
export const MailListQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(ADMIN_LIST_MESSAGES.search), v.trim(), v.maxLength(200, ADMIN_LIST_MESSAGES.search), v.toLowerCase()), ''),
  status: v.optional(v.picklist(MAIL_STATUSES, ADMIN_LIST_MESSAGES.status)),
  ...PagingQuery,
});

/** :id of an outbox mail. */
export const MailIdSchema = v.object({ id: v.pipe(v.string(ADMIN_LIST_MESSAGES.mailId), v.uuid(ADMIN_LIST_MESSAGES.mailId)) });

/** POST /api/admin/mail/test: the address the admin types. */
export const TestEmailSchema = v.object({ to: v.optional(EmailSchema, '') });

/** GET /api/admin/audit?actor=&action=&page=&pageSize= (exact matches; empty means any). */
export const AuditListQuerySchema = v.object({
  actor: optionalText(ADMIN_LIST_MESSAGES.filter),
  action: optionalText(ADMIN_LIST_MESSAGES.filter),
  ...PagingQuery,
});

/** GET /api/admin/referrals?q=&page=&pageSize= (q: the affiliate's email or code, whole or first characters). */
export const ReferralListQuerySchema = v.object({ q: optionalText(ADMIN_LIST_MESSAGES.search), ...PagingQuery });
export type ReferralListQuery = v.InferOutput<typeof ReferralListQuerySchema>;

/** ?page=&pageSize= of a list with no filter (fundraising adjustments, refused self-referrals). */
export const PagingQuerySchema = v.object({ ...PagingQuery });

export type InvestorListQuery = v.InferOutput<typeof InvestorListQuerySchema>;
export type MailListQuery = v.InferOutput<typeof MailListQuerySchema>;
export type AuditListQuery = v.InferOutput<typeof AuditListQuerySchema>;
