// The D1 schema. Migrations in migrations/ are generated from this file with `npm run db:generate`.
// Money columns are integers: lamports (exact below 2^53, i.e. ~9 million SOL, far above the hard
// cap) converted to BigInt at the boundary, USD in cents, and token amounts as decimal strings of
// base units because those exceed 2^53.
import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex, check } from 'drizzle-orm/sqlite-core';

const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull();

/**
 * Newsletter sign-ups from the footer form, the wizard and the whitelist form; one row per address.
 * Double opt-in: an address counts as subscribed only with `confirmed_at` set and `unsubscribed_at` null.
 */
export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  source: text('source', { enum: ['footer', 'contribution', 'whitelist'] }).notNull().default('footer'),
  createdAt: createdAt(),
  /** When the last confirmation mail was queued; also throttles resending it. */
  confirmRequestedAt: integer('confirm_requested_at', { mode: 'timestamp_ms' }),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
});

/**
 * The one row (id = 1) of sale settings the admin controls. Phase dates are null until the sale is
 * initialized; the current phase is computed from them and the server clock.
 */
export const saleSettings = sqliteTable(
  'sale_settings',
  {
    id: integer('id').primaryKey(),
    whitelistStartsAt: integer('whitelist_starts_at', { mode: 'timestamp_ms' }),
    whitelistEndsAt: integer('whitelist_ends_at', { mode: 'timestamp_ms' }),
    icoEndsAt: integer('ico_ends_at', { mode: 'timestamp_ms' }),
    softCapCents: integer('soft_cap_cents').notNull(),
    goalCents: integer('goal_cents').notNull(),
    hardCapCents: integer('hard_cap_cents').notNull(),
    whitelistDays: integer('whitelist_days').notNull(),
    whitelistMaxParticipants: integer('whitelist_max_participants').notNull(),
    whitelistMaxLamports: integer('whitelist_max_lamports').notNull(),
    /** open: the first N contributing wallets; registered: only registered wallets during the whitelist. */
    whitelistMode: text('whitelist_mode', { enum: ['open', 'registered'] }).notNull().default('open'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [check('sale_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * A contribution the server has priced and is waiting to see on chain. The Solana Pay `reference`
 * is a fresh public key carried by the transfer, so the watcher can find it without the browser.
 */
export const contributionIntents = sqliteTable(
  'contribution_intents',
  {
    id: text('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    walletAddress: text('wallet_address').notNull(),
    email: text('email').notNull(),
    phase: text('phase', { enum: ['WHITELIST', 'ICO'] }).notNull(),
    lamports: integer('lamports').notNull(),
    /** SOL price in micro-USD the intent was priced at. */
    solPriceMicroUsd: integer('sol_price_micro_usd').notNull(),
    usdCents: integer('usd_cents').notNull(),
    tokenBaseUnits: text('token_base_units').notNull(),
    newsletterSubscribed: integer('newsletter_subscribed', { mode: 'boolean' }).notNull(),
    referralCode: text('referral_code'),
    status: text('status', { enum: ['pending', 'credited', 'rejected', 'expired'] }).notNull(),
    /** Why the last verification failed or the intent was rejected; shown to the contributor. */
    statusReason: text('status_reason'),
    /** The signature the browser reported, if any (verification still decides). */
    reportedSignature: text('reported_signature'),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('contribution_intents_status_idx').on(table.status, table.createdAt),
    index('contribution_intents_wallet_idx').on(table.walletAddress),
  ],
);

/** A contribution proven by a finalized transaction. Exactly one per intent and per signature. */
export const contributions = sqliteTable(
  'contributions',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => contributionIntents.id),
    signature: text('signature').notNull(),
    walletAddress: text('wallet_address').notNull(),
    email: text('email').notNull(),
    phase: text('phase', { enum: ['WHITELIST', 'ICO'] }).notNull(),
    lamports: integer('lamports').notNull(),
    usdCents: integer('usd_cents').notNull(),
    tokenBaseUnits: text('token_base_units').notNull(),
    referralCode: text('referral_code'),
    slot: integer('slot').notNull(),
    blockTime: integer('block_time', { mode: 'timestamp_ms' }).notNull(),
    creditedAt: integer('credited_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('contributions_signature_unique').on(table.signature),
    uniqueIndex('contributions_intent_unique').on(table.intentId),
    index('contributions_wallet_idx').on(table.walletAddress),
    index('contributions_email_idx').on(table.email),
  ],
);

/** Signed corrections of the raised total recorded by the admin, never overwriting it. */
export const fundraisingAdjustments = sqliteTable('fundraising_adjustments', {
  id: text('id').primaryKey(),
  usdCents: integer('usd_cents').notNull(),
  investorsDelta: integer('investors_delta').notNull(),
  reason: text('reason').notNull(),
  actor: text('actor').notNull(),
  createdAt: createdAt(),
});

/** Investor accounts: created when a contribution with that email is credited. */
export const investors = sqliteTable(
  'investors',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').unique(),
    /** Latest wallet that contributed with this email. */
    walletAddress: text('wallet_address').notNull(),
    /** scrypt hash in a self-describing string; null until a password is issued. */
    passwordHash: text('password_hash'),
    mustChangePassword: integer('must_change_password', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('investors_wallet_idx').on(table.walletAddress)],
);

/** Mail waiting for (or handed to) the sender. Locally it stays here, readable by the admin. */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    toEmail: text('to_email').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('mail_outbox_status_idx').on(table.status, table.createdAt)],
);

/** Append-only record of every credit and every admin action. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject'),
    /** JSON with the details of the action. */
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/** Fixed-window counters for throttling per client and per account. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: integer('window_started_at', { mode: 'timestamp_ms' }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Admin accounts (one in practice). Created or replaced only by the emergency reset, which needs the
 * ADMIN_RESET_TOKEN secret. Sessions issued before `updated_at` are no longer honoured.
 */
export const admins = sqliteTable('admins', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** scrypt hash in a self-describing string (services/accounts/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Single-use links mailed to an address (newsletter confirmation, unsubscribe). Only the SHA-256 of
 * the token is stored, so a copy of the database cannot confirm or unsubscribe anyone.
 */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['newsletter-confirm', 'unsubscribe'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('email_tokens_email_idx').on(table.email)],
);

/** Investor comments on the landing page: plain text, shown once an admin approves them. */
export const comments = sqliteTable(
  'comments',
  {
    id: text('id').primaryKey(),
    investorId: text('investor_id')
      .notNull()
      .references(() => investors.id),
    body: text('body').notNull(),
    sentiment: text('sentiment', { enum: ['positive', 'negative'] }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    createdAt: createdAt(),
    moderatedAt: integer('moderated_at', { mode: 'timestamp_ms' }),
    moderatedBy: text('moderated_by'),
  },
  (table) => [
    index('comments_status_idx').on(table.status, table.createdAt),
    index('comments_investor_idx').on(table.investorId, table.createdAt),
  ],
);

/** Whitelist registrations from /whitelist: one per wallet and one per email; `id` orders the places. */
export const whitelistRegistrations = sqliteTable('whitelist_registrations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  walletAddress: text('wallet_address').notNull().unique(),
  email: text('email').notNull().unique(),
  termsAcceptedAt: integer('terms_accepted_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: createdAt(),
});
