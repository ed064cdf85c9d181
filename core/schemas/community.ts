// Request bodies and queries of the community API: comments, moderation, chat, whitelist registration,
// whitelist mode and the newsletter's mailed tokens.
import * as v from 'valibot';
import { COMMENT_LIMITS, COMMENT_MESSAGES, COMMENT_STATUSES } from '@core/comments';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@core/chat';
import { EmailSchema } from './newsletter';
import { WalletAddressSchema } from './contribution';
import { NEWSLETTER_TOKEN_MESSAGES } from '@core/newsletter-messages';

export { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_MESSAGES } from '@core/newsletter-messages';

/** Body of POST /api/investor/comments: only the text; the author comes from the session, the sentiment from the server. */
export const CommentSubmissionSchema = v.object({
  comment: v.pipe(
    v.string(COMMENT_MESSAGES.missing),
    v.trim(),
    v.nonEmpty(COMMENT_MESSAGES.missing),
    v.minLength(COMMENT_LIMITS.minLength, COMMENT_MESSAGES.tooShort),
    v.maxLength(COMMENT_LIMITS.maxLength, COMMENT_MESSAGES.tooLong),
  ),
});

const PAGE_MESSAGE = 'Page must be a whole number from 1 to 10000';
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${COMMENT_LIMITS.maxPageSize}`;

/** A whole number in a query string, within [min, max], with a default when absent. */
const queryInt = (min: number, max: number, fallback: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{1,5}$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  );

/** `?page=&limit=` of every paginated list (page 1 is the newest). */
export const PageQuerySchema = v.object({
  page: queryInt(1, 10_000, 1, PAGE_MESSAGE),
  limit: queryInt(1, COMMENT_LIMITS.maxPageSize, COMMENT_LIMITS.pageSize, LIMIT_MESSAGE),
});

/** `?q=&page=&limit=` of the admin's whitelist registrations (q: wallet or email, whole or first characters). */
export const RegistrationListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  q: v.optional(v.pipe(v.string('Search must be at most 200 characters'), v.trim(), v.maxLength(200, 'Search must be at most 200 characters')), ''),
});

/** `?status=&page=&limit=` of the admin's comment list. */
export const CommentModerationQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: v.optional(v.picklist(COMMENT_STATUSES, 'Status must be pending, approved or rejected'), 'pending'),
});

/** A comment id in a path. */
export const CommentIdSchema = v.object({ id: v.pipe(v.string(), v.uuid(COMMENT_MESSAGES.notFound)) });

/** One earlier turn the chat card sends back for context (never stored by the server). */
const ChatTurnSchema = v.object({
  role: v.picklist(['user', 'assistant'], CHAT_MESSAGES.invalidHistory),
  content: v.pipe(v.string(CHAT_MESSAGES.invalidHistory), v.maxLength(CHAT_LIMITS.maxMessageLength * 2, CHAT_MESSAGES.invalidHistory)),
});

/** Body of POST /api/chat. */
export const ChatRequestSchema = v.object({
  message: v.pipe(
    v.string(CHAT_MESSAGES.emptyMessage),
    v.trim(),
    v.nonEmpty(CHAT_MESSAGES.emptyMessage),
    v.maxLength(CHAT_LIMITS.maxMessageLength, CHAT_MESSAGES.messageTooLong),
  ),
  history: v.optional(v.pipe(v.array(ChatTurnSchema, CHAT_MESSAGES.invalidHistory), v.maxLength(CHAT_LIMITS.maxHistoryTurns, CHAT_MESSAGES.invalidHistory)), []),
});

export const WHITELIST_REGISTRATION_MESSAGES = {
  termsRequired: 'Please accept the terms to register',
  walletTaken: 'This wallet is already registered for the whitelist',
  emailTaken: 'This email is already registered with another wallet',
  full: 'The whitelist is full',
  closed: 'Whitelist registration is closed',
  notRegistered: 'This wallet is not registered for the whitelist. Only registered wallets may contribute during the whitelist phase; register on /whitelist or wait for the public ICO.',
} as const;

/** Body of POST /api/whitelist/register. */
export const WhitelistRegistrationSchema = v.object({
  email: EmailSchema,
  walletAddress: WalletAddressSchema,
  termsAccepted: v.literal(true, WHITELIST_REGISTRATION_MESSAGES.termsRequired),
  /** Optional: also subscribe to the newsletter (double opt-in mail follows). */
  newsletterSubscribed: v.optional(v.boolean('newsletterSubscribed must be true or false'), false),
});

/** `:walletAddress` of GET /api/whitelist/status. */
export const WhitelistWalletParamSchema = v.object({ walletAddress: WalletAddressSchema });

export const WHITELIST_MODES = ['open', 'registered'] as const;
export type WhitelistMode = (typeof WHITELIST_MODES)[number];

/** Body of POST /api/admin/whitelist-mode. */
export const WhitelistModeSchema = v.object({
  mode: v.picklist(WHITELIST_MODES, 'Whitelist mode must be open or registered'),
});

/** A mailed single-use token: 43 base64url characters (32 random bytes). */
export const EmailTokenSchema = v.pipe(
  v.string(NEWSLETTER_TOKEN_MESSAGES.invalid),
  v.regex(/^[A-Za-z0-9_-]{43}$/, NEWSLETTER_TOKEN_MESSAGES.invalid),
);

/** `?token=` of GET confirm/unsubscribe and the JSON body of their POSTs. */
export const EmailTokenBodySchema = v.object({ token: EmailTokenSchema });
