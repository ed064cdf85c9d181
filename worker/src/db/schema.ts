// The D1 schema. Migrations in migrations/ are generated from this file with `npm run db:generate`.
// Money columns are integers: lamports (exact below 2^53, i.e. ~9 million SOL, far above the hard
// cap) converted to BigInt at the boundary, USD in cents, and token amounts as decimal strings of
// base units because those exceed 2^53.
import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex, check, primaryKey } from 'drizzle-orm/sqlite-core';
import { UNMATCHED_REASONS, UNMATCHED_STATUSES } from '@core/reconciliation';
import { ASSET_SYMBOLS } from '@core/payment-assets';

const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull();

/**
 * The money columns of a row in any accepted asset (docs/money-in.md, "Assets"): `asset`, and for a
 * stablecoin its amount in the mint's base units (`token_amount`, a decimal string) and the mint's
 * decimals as read from the chain when the row was written (`token_decimals`, so every page, mail and CSV
 * shows the amount without asking the chain). A SOL row keeps its amount in `lamports` and no token
 * columns; a stablecoin row has 0 lamports, so every SOL sum stays a sum of lamports and reading
 * lamports never counts tokens.
 */
const assetColumns = () => ({
  asset: text('asset', { enum: ASSET_SYMBOLS as ['SOL', 'USDC', 'USDT'] }).notNull().default('SOL'),
  tokenAmount: text('token_amount'),
  tokenDecimals: integer('token_decimals'),
});

/**
 * The columns of a payout batch after its own (unlock or plan and asset, sequence): its reference key,
 * status (open until a finalized transaction carrying the reference paid every transfer exactly, or paid
 * them otherwise: mismatch), counts and total, and what paid it. Shared by distribution_batches and
 * refund_batches, which one payout engine works on (services/payout/payout-tables.ts).
 */
const payoutBatchColumns = () => ({
  reference: text('reference').notNull().unique(),
  status: text('status', { enum: ['open', 'paid', 'mismatch'] }).notNull(),
  transfers: integer('transfers').notNull(),
  accountsToCreate: integer('accounts_to_create').notNull(),
  totalBaseUnits: text('total_base_units').notNull(),
  createdAt: createdAt(),
  paidSignature: text('paid_signature'),
  paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  /** What a mismatching transaction did, in words. */
  detail: text('detail'),
});

/** The columns of one signing attempt of a payout batch (distribution_attempts, refund_attempts). */
const payoutAttemptColumns = () => ({
  id: text('id').primaryKey(),
  batchId: text('batch_id').notNull(),
  number: integer('number').notNull(),
  status: text('status', { enum: ['started', 'submitted', 'landed', 'failed', 'expired'] }).notNull(),
  blockhash: text('blockhash').notNull(),
  lastValidBlockHeight: integer('last_valid_block_height').notNull(),
  priorityFeeMicroLamports: integer('priority_fee_micro_lamports').notNull(),
  accountsToCreate: integer('accounts_to_create').notNull(),
  signature: text('signature').unique(),
  startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
  startedBy: text('started_by').notNull(),
  submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
  submittedBy: text('submitted_by'),
  resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
  /** Why it failed on chain, or why the node refused its broadcast. */
  error: text('error'),
});

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
    ...assetColumns(),
    /**
     * What a stablecoin intent counts toward the whitelist's per-person SOL cap: its USD value at the
     * SOL price of the intent. Null for a SOL intent (its lamports count).
     */
    solEquivalentLamports: integer('sol_equivalent_lamports'),
    /** SOL price in micro-USD the intent was priced at. */
    solPriceMicroUsd: integer('sol_price_micro_usd').notNull(),
    usdCents: integer('usd_cents').notNull(),
    tokenBaseUnits: text('token_base_units').notNull(),
    /** Bonus tokens of the phase (docs/decisions.md, "Whitelist bonus"), in base units, apart from the base tokens. */
    bonusTokenBaseUnits: text('bonus_token_base_units').notNull().default('0'),
    /** The window [start, end) of the phase the intent was priced in, fixed at creation (a Reset cannot move it). */
    phaseStartsAt: integer('phase_starts_at', { mode: 'timestamp_ms' }),
    phaseEndsAt: integer('phase_ends_at', { mode: 'timestamp_ms' }),
    newsletterSubscribed: integer('newsletter_subscribed', { mode: 'boolean' }).notNull(),
    referralCode: text('referral_code'),
    status: text('status', { enum: ['pending', 'credited', 'rejected', 'expired'] }).notNull(),
    /** Why the last verification failed or the intent was rejected; shown to the contributor. */
    statusReason: text('status_reason'),
    /** The signature the browser reported, if any (verification still decides). */
    reportedSignature: text('reported_signature'),
    /**
     * The terms the buyer accepted by opening the intent (core/generated/terms-version.ts: the SHA-256 of
     * the terms page's source) and when. Null on intents opened before terms versions were recorded.
     */
    termsVersion: text('terms_version'),
    termsAcceptedAt: integer('terms_accepted_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    index('contribution_intents_status_idx').on(table.status, table.createdAt),
    index('contribution_intents_expiry_idx').on(table.status, table.expiresAt),
    index('contribution_intents_wallet_idx').on(table.walletAddress, table.createdAt),
    // The admin's investor details: every intent of one email.
    index('contribution_intents_email_idx').on(table.email, table.createdAt),
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
    ...assetColumns(),
    /** As on its intent: a stablecoin contribution's weight under the per-person SOL cap; null for SOL. */
    solEquivalentLamports: integer('sol_equivalent_lamports'),
    usdCents: integer('usd_cents').notNull(),
    tokenBaseUnits: text('token_base_units').notNull(),
    bonusTokenBaseUnits: text('bonus_token_base_units').notNull().default('0'),
    referralCode: text('referral_code'),
    slot: integer('slot').notNull(),
    blockTime: integer('block_time', { mode: 'timestamp_ms' }).notNull(),
    creditedAt: integer('credited_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * Set when a verified refund paid it back (the sale closed below the soft cap). The sale totals
     * keep it: they are history, and the refund is its own record.
     */
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
    refundSignature: text('refund_signature'),
  },
  (table) => [
    uniqueIndex('contributions_signature_unique').on(table.signature),
    uniqueIndex('contributions_intent_unique').on(table.intentId),
    // Covering indexes of the admin console (services/contributions/contribution-queries.ts): the investors
    // table groups per email, the distribution report per wallet, the CSV and "credits today" walk
    // credit order, each without reading the table itself. The first two also serve every read by email
    // or by wallet and phase (their prefixes), so no narrower index on those columns is kept: each index
    // costs a row written on every credit (docs/capacity.md).
    index('contributions_email_summary_idx').on(table.email, table.walletAddress, table.usdCents, table.tokenBaseUnits, table.bonusTokenBaseUnits, table.creditedAt),
    index('contributions_wallet_owed_idx').on(table.walletAddress, table.phase, table.tokenBaseUnits, table.bonusTokenBaseUnits, table.usdCents, table.email),
    index('contributions_credited_idx').on(table.creditedAt, table.id),
    index('contributions_wallet_credited_idx').on(table.walletAddress, table.creditedAt, table.id),
    // The treasury's stablecoin accounting sums each coin's credited amount (services/ledger/
    // stablecoin-accounting.ts): only stablecoin rows are in this index, so SOL credits write no row to it.
    index('contributions_stablecoin_idx').on(table.asset, table.tokenAmount).where(sql`${table.asset} != 'SOL'`),
  ],
);

/**
 * The one row (id = 1) of running totals, updated in the batch that credits a contribution, so the
 * sale state, the stats and the cap checks never scan the contributions. Token sums are decimal strings
 * of base units (they exceed 2^53; SQLite adds them exactly as 64-bit integers).
 */
export const saleTotals = sqliteTable(
  'sale_totals',
  {
    id: integer('id').primaryKey(),
    raisedCents: integer('raised_cents').notNull().default(0),
    raisedLamports: integer('raised_lamports').notNull().default(0),
    contributions: integer('contributions').notNull().default(0),
    /** Distinct wallets with a credited contribution. */
    contributors: integer('contributors').notNull().default(0),
    whitelistCents: integer('whitelist_cents').notNull().default(0),
    whitelistLamports: integer('whitelist_lamports').notNull().default(0),
    /** Distinct wallets with a credited whitelist contribution: the whitelist places taken. */
    whitelistContributors: integer('whitelist_contributors').notNull().default(0),
    icoCents: integer('ico_cents').notNull().default(0),
    icoLamports: integer('ico_lamports').notNull().default(0),
    baseTokenBaseUnits: text('base_token_base_units').notNull().default('0'),
    bonusTokenBaseUnits: text('bonus_token_base_units').notNull().default('0'),
  },
  (table) => [check('sale_totals_single_row', sql`${table.id} = 1`)],
);

/**
 * What each investor (email) has been credited, kept by the credit batch (services/settlement/
 * credit-statements.ts) so the admin investors table pages over indexes instead of grouping every
 * contribution. `token_base_units` (base + bonus) is an INTEGER so it sorts and sums in SQL: the whole
 * supply (7e18 base units) is below 2^63; read it back CAST AS TEXT, D1 rounds numbers above 2^53.
 */
export const investorTotals = sqliteTable(
  'investor_totals',
  {
    email: text('email').primaryKey(),
    usdCents: integer('usd_cents').notNull(),
    tokenBaseUnits: integer('token_base_units').notNull(),
    contributions: integer('contributions').notNull(),
    latestAt: integer('latest_at', { mode: 'timestamp_ms' }).notNull(),
    /** The smallest wallet address (the wallet sort) and every distinct one, comma-separated. */
    firstWallet: text('first_wallet').notNull(),
    wallets: text('wallets').notNull(),
  },
  // Each sort column with the email tie-break, so a page is read in index order even among equal values.
  (table) => [
    index('investor_totals_usd_idx').on(table.usdCents, table.email),
    index('investor_totals_tokens_idx').on(table.tokenBaseUnits, table.email),
    index('investor_totals_latest_idx').on(table.latestAt, table.email),
    index('investor_totals_wallet_idx').on(table.firstWallet, table.email),
  ],
);

/** Where the watcher stopped reading an account's history: the newest signature fully handled. */
export const chainCursors = sqliteTable('chain_cursors', {
  account: text('account').primaryKey(),
  /** The newest signature handled: every older one was credited or recorded. */
  signature: text('signature').notNull(),
  /**
   * While a backlog is longer than one run can list: the oldest signature listed so far. The next run
   * lists on from it down to `signature` (the signatures in between are the oldest not yet handled).
   */
  listedBefore: text('listed_before'),
  /**
   * The account's lamports before the first transaction the watcher recorded (the pre-balance of the
   * oldest one it listed): the ledger's opening balance. Null until that transaction was read.
   */
  openingLamports: integer('opening_lamports'),
  openingSignature: text('opening_signature'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * One row per watcher run (services/settlement/watcher-runs.ts), pruned to a bounded history: what the
 * operations view reads (lag behind the finalized tip, RPC cost and errors, backlog, what was handled).
 */
export const watcherRuns = sqliteTable(
  'watcher_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The finalized tip when the run listed the treasury; null when the RPC could not be read. */
    tipSlot: integer('tip_slot'),
    /** How far behind the finalized tip the oldest transaction not yet handled is (0 when caught up; null: unknown). */
    lagSlots: integer('lag_slots'),
    lagSeconds: integer('lag_seconds'),
    rpcCalls: integer('rpc_calls').notNull(),
    rpcErrors: integer('rpc_errors').notNull(),
    /** JSON: per RPC method { calls, requests, errors, totalMs, maxMs }. */
    rpcMethods: text('rpc_methods').notNull(),
    /** Signatures listed but left for the next run. */
    backlog: integer('backlog').notNull(),
    handled: integer('handled').notNull(),
    credited: integer('credited').notNull(),
    unmatched: integer('unmatched').notNull(),
    outflows: integer('outflows').notNull(),
    expired: integer('expired').notNull(),
    errors: integer('errors').notNull(),
  },
  (table) => [index('watcher_runs_started_idx').on(table.startedAt)],
);

/**
 * A finalized transaction in which the treasury's balance fell (docs/decisions.md, "Outflows are
 * accounted too"), recorded once by the watcher: how much left, the part that was the fee the treasury paid, and
 * the part no receiving account explains. Where the rest went is in treasury_outflow_recipients; what
 * each part was (refund, sweep, unexplained) is derived when read, so a refund recorded or a project
 * wallet declared later explains old rows.
 */
export const treasuryOutflows = sqliteTable(
  'treasury_outflows',
  {
    signature: text('signature').primaryKey(),
    slot: integer('slot').notNull(),
    blockTime: integer('block_time', { mode: 'timestamp_ms' }).notNull(),
    /** Lamports the treasury's balance fell by (fee included). */
    lamports: integer('lamports').notNull(),
    feeLamports: integer('fee_lamports').notNull(),
    unattributedLamports: integer('unattributed_lamports').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('treasury_outflows_slot_idx').on(table.slot, table.signature)],
);

/**
 * Every stablecoin unit that left one of the treasury's token accounts, recorded from the chain by the
 * watcher like the SOL outflows: one row per transaction and asset, with what no receiving account
 * explains (services/settlement/token-outflows.ts). The fee is SOL and recorded with the SOL outflow.
 */
export const treasuryTokenOutflows = sqliteTable(
  'treasury_token_outflows',
  {
    signature: text('signature').notNull(),
    asset: text('asset', { enum: ASSET_SYMBOLS as ['SOL', 'USDC', 'USDT'] }).notNull(),
    /** Base units the token account fell by, and the mint's decimals. */
    tokenAmount: text('token_amount').notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    unattributedAmount: text('unattributed_amount').notNull(),
    slot: integer('slot').notNull(),
    blockTime: integer('block_time', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.signature, table.asset] }), index('treasury_token_outflows_slot_idx').on(table.slot, table.signature)],
);

/** Where a stablecoin outflow went: one row per receiving wallet (the owner of the token account that rose). */
export const treasuryTokenOutflowRecipients = sqliteTable(
  'treasury_token_outflow_recipients',
  {
    signature: text('signature').notNull(),
    asset: text('asset', { enum: ASSET_SYMBOLS as ['SOL', 'USDC', 'USDT'] }).notNull(),
    recipient: text('recipient').notNull(),
    tokenAmount: text('token_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.signature, table.asset, table.recipient] }), index('treasury_token_outflow_recipients_recipient_idx').on(table.recipient)],
);

/** Where the lamports of an outflow went beyond its fee: one row per receiving account. */
export const treasuryOutflowRecipients = sqliteTable(
  'treasury_outflow_recipients',
  {
    signature: text('signature').notNull(),
    recipient: text('recipient').notNull(),
    lamports: integer('lamports').notNull(),
  },
  (table) => [primaryKey({ columns: [table.signature, table.recipient] }), index('treasury_outflow_recipients_recipient_idx').on(table.recipient)],
);

/**
 * The team's own wallets (cold storage, multisig) declared in the console, audited: SOL moved to one
 * of them from the treasury is a sweep, not an unexplained outflow. Removing one makes its sweeps
 * unexplained again.
 */
export const projectWallets = sqliteTable('project_wallets', {
  address: text('address').primaryKey(),
  label: text('label').notNull(),
  declaredBy: text('declared_by').notNull(),
  declaredAt: integer('declared_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * A finalized inbound transfer to the treasury that credited no intent (docs/money-in.md, "5. Unmatched payments"):
 * the admin credits it at the amount received or it is refunded.
 */
export const unmatchedPayments = sqliteTable(
  'unmatched_payments',
  {
    id: text('id').primaryKey(),
    signature: text('signature').notNull(),
    sender: text('sender').notNull(),
    lamports: integer('lamports').notNull(),
    ...assetColumns(),
    slot: integer('slot').notNull(),
    blockTime: integer('block_time', { mode: 'timestamp_ms' }).notNull(),
    reason: text('reason', { enum: UNMATCHED_REASONS }).notNull(),
    /** The reason in the words the sender is shown. */
    detail: text('detail').notNull(),
    /** The intent the payment most likely meant: its reference, or the same wallet's latest intent. */
    likelyIntentId: text('likely_intent_id'),
    status: text('status', { enum: UNMATCHED_STATUSES }).notNull(),
    /** The admin's reason when they marked it for refund (null for payments owed back by rule). */
    refundReason: text('refund_reason'),
    /** The contribution it was credited as, or the refund transaction that settled it. */
    contributionId: text('contribution_id'),
    refundSignature: text('refund_signature'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    // One row per transaction and asset: a transaction that brought SOL and a stablecoin is two payments.
    uniqueIndex('unmatched_payments_signature_asset_unique').on(table.signature, table.asset),
    // The admin list pages newest first, in one status or in all (id breaks ties, so pages never overlap);
    // the signature's unique index and the sender's serve the list's prefix search.
    index('unmatched_payments_status_idx').on(table.status, table.createdAt, table.id),
    index('unmatched_payments_created_idx').on(table.createdAt, table.id),
    index('unmatched_payments_sender_idx').on(table.sender, table.status),
  ],
);

/**
 * A verified on-chain refund from the treasury: one per wallet and asset a transaction paid (a hand
 * refund pays one; a refund batch pays many, each its own row with the plan line it settled).
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    signature: text('signature').notNull(),
    wallet: text('wallet').notNull(),
    lamports: integer('lamports').notNull(),
    ...assetColumns(),
    actor: text('actor').notNull(),
    /** The refund plan line this row settled (paid by a batch); null for a refund recorded by hand. */
    refundLineId: integer('refund_line_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refunds_signature_wallet_asset_unique').on(table.signature, table.wallet, table.asset),
    index('refunds_wallet_idx').on(table.wallet),
  ],
);

/** Signed corrections of the raised total recorded by the admin, never overwriting it. */
export const fundraisingAdjustments = sqliteTable(
  'fundraising_adjustments',
  {
    id: text('id').primaryKey(),
    usdCents: integer('usd_cents').notNull(),
    investorsDelta: integer('investors_delta').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  // The Fundraising tab pages them newest first.
  (table) => [index('fundraising_adjustments_created_idx').on(table.createdAt, table.id)],
);

/**
 * Investor accounts: created when a contribution with that email is credited, or when a sign-up's
 * email is verified (investor_signups). Every row's email is therefore proven. Usernames are stored
 * lower-cased (core/schemas/investor-auth.ts), so UNIQUE makes them unique regardless of case.
 */
export const investors = sqliteTable(
  'investors',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').unique(),
    /** Latest wallet that contributed with this email; null for a signed-up account that has not contributed yet. */
    walletAddress: text('wallet_address'),
    /** scrypt hash in a self-describing string (a mailed temporary password: salted SHA-256); null until a password is issued. */
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
  (table) => [
    index('mail_outbox_status_idx').on(table.status, table.createdAt),
    index('mail_outbox_to_idx').on(table.toEmail, table.createdAt),
  ],
);

/** Append-only record of every credit, every admin action and investor account events (sign-ins, password changes). */
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
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    // The admin's audit filters and an investor's entries (subject = intent id or email).
    index('audit_log_actor_idx').on(table.actor, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    index('audit_log_subject_idx').on(table.subject),
  ],
);

/** Fixed-window counters for throttling per client and per account. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: integer('window_started_at', { mode: 'timestamp_ms' }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * Device cookies (OWASP's scheme against distributed password guessing): a browser that signed in
 * to an account holds a random token; only its SHA-256 is stored here, bound to that account. Its
 * sign-ins skip the account's lockout of untrusted clients (services/accounts/device-cookies.ts).
 */
export const deviceCookies = sqliteTable(
  'device_cookies',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['investor', 'admin'] }).notNull(),
    /** The investor's or admin's id. */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('device_cookies_subject_idx').on(table.kind, table.subject)],
);

/**
 * Admin accounts (one in practice). Created or replaced only by the emergency reset, which needs the
 * ADMIN_RESET_TOKEN secret. Sessions issued before `updated_at` are no longer honoured.
 */
export const admins = sqliteTable('admins', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** scrypt hash in a self-describing string (services/accounts/passwords.ts). */
  passwordHash: text('password_hash').notNull(),
  /** Where operations alerts go (set in Settings, audited); null: this admin gets none. Changing it ends no session. */
  alertEmail: text('alert_email'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * One operations incident (services/operations/alerts.ts): a condition that alerts the admins (the
 * watcher > 5 minutes behind, a stale price, a failing RPC, the treasury disagreeing with its books),
 * open from the check that saw it until the check that saw it clear. At most one open per kind (the
 * partial unique index), so each incident mails every admin once, and once more when resolved.
 */
export const operationsIncidents = sqliteTable(
  'operations_incidents',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['watcher_behind', 'price_stale', 'rpc_failing', 'treasury_mismatch'] }).notNull(),
    /** What the check saw when it opened (JSON). */
    detail: text('detail').notNull(),
    openedAt: integer('opened_at', { mode: 'timestamp_ms' }).notNull(),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('operations_incidents_open_idx').on(table.kind).where(sql`resolved_at IS NULL`),
    index('operations_incidents_opened_idx').on(table.openedAt),
  ],
);

/**
 * Sign-ups waiting for their email to be verified. Nothing here can sign in: the investor account is
 * written only when the mailed single-use link (token stored as its SHA-256) is used within 24 h.
 */
export const investorSignups = sqliteTable(
  'investor_signups',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('investor_signups_email_idx').on(table.email),
    index('investor_signups_username_idx').on(table.username),
    index('investor_signups_expires_idx').on(table.expiresAt),
  ],
);

/** Single-use password reset links (token stored as its SHA-256), valid 1 h. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    investorId: text('investor_id').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('password_reset_tokens_investor_idx').on(table.investorId), index('password_reset_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * Sign-In With Solana requests: the input the server issued (so it can rebuild the exact message),
 * single use, valid 10 minutes. In D1, never KV: a nonce must be spent exactly once everywhere.
 */
export const siwsNonces = sqliteTable(
  'siws_nonces',
  {
    nonce: text('nonce').primaryKey(),
    domain: text('domain').notNull(),
    uri: text('uri').notNull(),
    chainId: text('chain_id').notNull(),
    statement: text('statement').notNull(),
    issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('siws_nonces_expires_idx').on(table.expiresAt)],
);

/** One referral code per investor (issued by POST /api/investor/referrals), 8 characters A-Z0-9. */
export const referralCodes = sqliteTable('referral_codes', {
  code: text('code').primaryKey(),
  investorId: text('investor_id')
    .notNull()
    .unique()
    .references(() => investors.id),
  createdAt: createdAt(),
});

/**
 * Visits of `/r/<code>`, one per visitor per code per UTC day. The visitor is a SHA-256 of the client
 * key and the day under that day's random salt (referral_visit_salts, deleted after the day), so no
 * address is stored and visits cannot be linked across days.
 */
export const referralVisits = sqliteTable(
  'referral_visits',
  {
    code: text('code')
      .notNull()
      .references(() => referralCodes.code),
    /** UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('referral_visits_unique').on(table.code, table.day, table.visitorHash)],
);

/** The random salt of each UTC day's visitor hashes; only today's and yesterday's are kept. */
export const referralVisitSalts = sqliteTable('referral_visit_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * A referred investor, written in the credit batch of their first credited contribution that carried
 * a known code (services/referrals/referral-credit.ts). One row per referred email: the first code wins.
 * `referral_number` is the Nth counting referral of the referrer when credited, and the reward was
 * fixed from it; refused self-referrals carry neither.
 */
export const referrals = sqliteTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    referrerInvestorId: text('referrer_investor_id')
      .notNull()
      .references(() => investors.id),
    code: text('code').notNull(),
    referredInvestorId: text('referred_investor_id'),
    referredEmail: text('referred_email').notNull(),
    referredWallet: text('referred_wallet').notNull(),
    contributionId: text('contribution_id').notNull(),
    status: text('status', { enum: ['confirmed', 'rewarded', 'refused_self', 'refunded'] }).notNull(),
    referralNumber: integer('referral_number'),
    /** Decimal string of MRDX base units; "0" for a refused self-referral. */
    rewardBaseUnits: text('reward_base_units').notNull(),
    creditedAt: integer('credited_at', { mode: 'timestamp_ms' }).notNull(),
    rewardedAt: integer('rewarded_at', { mode: 'timestamp_ms' }),
    refundedAt: integer('refunded_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('referrals_referred_email_unique').on(table.referredEmail),
    uniqueIndex('referrals_contribution_unique').on(table.contributionId),
    index('referrals_referrer_idx').on(table.referrerInvestorId, table.status),
    // The admin's refused self-referrals, newest first.
    index('referrals_status_credited_idx').on(table.status, table.creditedAt),
  ],
);

/** Share clicks per affiliate and platform (POST /api/investor/referrals/shares). */
export const referralSocialShares = sqliteTable(
  'referral_social_shares',
  {
    investorId: text('investor_id')
      .notNull()
      .references(() => investors.id),
    platform: text('platform', { enum: ['twitter', 'telegram', 'whatsapp', 'facebook', 'mailto'] }).notNull(),
    shares: integer('shares').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.investorId, table.platform] })],
);

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

/**
 * The token distribution plan (docs/money-out.md): one per sale (id = 1), built from the credited,
 * unrefunded contributions and earned referral rewards once the sale is over, rebuilt freely while a
 * draft, immutable once approved. `build_token` names the build whose rows are current (every write of a
 * build is conditioned on it, so two builds at once leave one whole plan). Hashes: core/distribution/plan-hash.ts.
 */
export const distributionPlans = sqliteTable(
  'distribution_plans',
  {
    id: integer('id').primaryKey(),
    status: text('status', { enum: ['draft', 'approved'] }).notNull(),
    buildToken: text('build_token').notNull(),
    mint: text('mint').notNull(),
    /** The mint account's owner when built: classic SPL Token or Token-2022. */
    tokenProgram: text('token_program').notNull(),
    decimals: integer('decimals').notNull(),
    distributionWallet: text('distribution_wallet').notNull(),
    sourceTokenAccount: text('source_token_account').notNull(),
    icoEndsAt: integer('ico_ends_at', { mode: 'timestamp_ms' }).notNull(),
    recipients: integer('recipients').notNull(),
    rows: integer('rows').notNull(),
    totalBaseUnits: text('total_base_units').notNull(),
    purchasedBaseUnits: text('purchased_base_units').notNull(),
    referralBaseUnits: text('referral_base_units').notNull(),
    rentPerAccountLamports: integer('rent_per_account_lamports').notNull(),
    /** Counts and sums of what the plan was built from; approval refuses a plan whose sources changed since. */
    sourceFingerprint: text('source_fingerprint').notNull(),
    rowsHash: text('rows_hash').notNull(),
    /** Set at approval: rows hash plus the recipients held back. */
    planHash: text('plan_hash'),
    builtAt: integer('built_at', { mode: 'timestamp_ms' }).notNull(),
    builtBy: text('built_by').notNull(),
    approvedAt: integer('approved_at', { mode: 'timestamp_ms' }),
    approvedBy: text('approved_by'),
  },
  (table) => [check('distribution_plans_single_row', sql`${table.id} = 1`)],
);

/** One wallet the plan pays, its associated token account as read when built, and the admin's choice when flagged. */
export const distributionRecipients = sqliteTable(
  'distribution_recipients',
  {
    wallet: text('wallet').primaryKey(),
    tokenAccount: text('token_account').notNull(),
    /** The owner is off the ed25519 curve (a program account): nobody holds its key. */
    offCurve: integer('off_curve', { mode: 'boolean' }).notNull(),
    accountState: text('account_state', { enum: ['missing', 'ready', 'frozen'] }).notNull(),
    /** Off curve or frozen: approval waits for the admin's choice. */
    flagged: integer('flagged', { mode: 'boolean' }).notNull(),
    choice: text('choice', { enum: ['pay', 'hold'] }),
    choiceReason: text('choice_reason'),
    choiceBy: text('choice_by'),
    choiceAt: integer('choice_at', { mode: 'timestamp_ms' }),
    rows: integer('rows').notNull(),
    totalBaseUnits: text('total_base_units').notNull(),
  },
  (table) => [index('distribution_recipients_flagged_idx').on(table.flagged, table.wallet)],
);

/**
 * One payout: a wallet on one unlock date, in the mint's base units. Status: planned → batched (its
 * unlock was opened) → paid (verified on chain), or held (the admin held the recipient back).
 */
export const distributionRows = sqliteTable(
  'distribution_rows',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    wallet: text('wallet').notNull(),
    unlockAt: integer('unlock_at', { mode: 'timestamp_ms' }).notNull(),
    amountBaseUnits: text('amount_base_units').notNull(),
    purchasedBaseUnits: text('purchased_base_units').notNull(),
    referralBaseUnits: text('referral_base_units').notNull(),
    status: text('status', { enum: ['planned', 'held', 'batched', 'paid'] }).notNull(),
    batchId: text('batch_id'),
    /** Set when its batch is formed or signed again: the recipient's token account is to be created. */
    createAccount: integer('create_account', { mode: 'boolean' }).notNull().default(false),
    paidSignature: text('paid_signature'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('distribution_rows_unlock_wallet_unique').on(table.unlockAt, table.wallet),
    index('distribution_rows_wallet_idx').on(table.wallet, table.unlockAt),
    index('distribution_rows_batch_idx').on(table.batchId),
    // Progress per unlock (counts and sums by status) reads this index alone.
    index('distribution_rows_progress_idx').on(table.unlockAt, table.status, table.amountBaseUnits),
  ],
);

/** One unlock date of the plan: its totals, and when it was opened for paying (its batches formed). */
export const distributionUnlocks = sqliteTable('distribution_unlocks', {
  unlockAt: integer('unlock_at', { mode: 'timestamp_ms' }).primaryKey(),
  number: integer('number').notNull(),
  rows: integer('rows').notNull(),
  totalBaseUnits: text('total_base_units').notNull(),
  openedAt: integer('opened_at', { mode: 'timestamp_ms' }),
  openedBy: text('opened_by'),
  /** The opening that won: the batches and row updates of that opening are conditioned on it. */
  openToken: text('open_token'),
});

/**
 * The transfers one transaction pays, with its own reference key (public key only). `open` until a
 * finalized transaction carrying the reference paid every transfer exactly (`paid`), or paid them
 * otherwise (`mismatch`: never signed again). Whether it is sending is read from its attempts.
 */
export const distributionBatches = sqliteTable(
  'distribution_batches',
  {
    id: text('id').primaryKey(),
    unlockAt: integer('unlock_at', { mode: 'timestamp_ms' }).notNull(),
    sequence: integer('sequence').notNull(),
    ...payoutBatchColumns(),
  },
  (table) => [
    uniqueIndex('distribution_batches_unlock_sequence_unique').on(table.unlockAt, table.sequence),
    index('distribution_batches_status_idx').on(table.status, table.unlockAt, table.sequence),
  ],
);

/**
 * One signing of a batch: the blockhash handed out and its last valid block height, then the signed
 * transaction's signature, recorded before it is broadcast. At most one attempt per batch may be live
 * (started or submitted): the partial unique index makes a second start fail even if two race.
 */
export const distributionAttempts = sqliteTable(
  'distribution_attempts',
  payoutAttemptColumns(),
  (table) => [
    uniqueIndex('distribution_attempts_live_unique').on(table.batchId).where(sql`status IN ('started', 'submitted')`),
    uniqueIndex('distribution_attempts_batch_number_unique').on(table.batchId, table.number),
    index('distribution_attempts_status_idx').on(table.status, table.startedAt),
  ],
);

/**
 * The transaction the worker last built for an intent (wizard, Solana Pay transaction request or
 * Action): its blockhash's last valid block height. Another transaction for the same intent is built
 * only once the chain is past that height and no transaction carries the intent's reference, so a
 * buyer can never have two payable transactions for one intent in hand.
 */
export const paymentTransactions = sqliteTable('payment_transactions', {
  intentId: text('intent_id').primaryKey(),
  lastValidBlockHeight: integer('last_valid_block_height').notNull(),
  preparedAt: integer('prepared_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * A refund plan (docs/money-out.md, "Refunds"): what the treasury owes back (refunds-owed.ts), one line
 * per wallet and asset, paid by the same batches and attempts as token distribution. At most one plan is
 * live (draft or approved: the partial unique index); a draft is rebuilt freely, an approved plan never
 * changes, and it is finished once every line is paid or held. Hashes: core/refunds/plan-hash.ts.
 */
export const refundPlans = sqliteTable(
  'refund_plans',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['draft', 'approved', 'finished'] }).notNull(),
    /** The treasury when built: the payer and signer of every batch. */
    treasury: text('treasury').notNull(),
    wallets: integer('wallets').notNull(),
    lines: integer('lines').notNull(),
    sources: integer('sources').notNull(),
    rentPerAccountLamports: integer('rent_per_account_lamports').notNull(),
    dustThresholdLamports: integer('dust_threshold_lamports').notNull(),
    /** Every source (kind, id, units) the lines settle; approval refuses a plan whose sources changed since. */
    sourceFingerprint: text('source_fingerprint').notNull(),
    linesHash: text('lines_hash').notNull(),
    /** Set at approval: the lines hash plus the lines held back. */
    planHash: text('plan_hash'),
    builtAt: integer('built_at', { mode: 'timestamp_ms' }).notNull(),
    builtBy: text('built_by').notNull(),
    approvedAt: integer('approved_at', { mode: 'timestamp_ms' }),
    approvedBy: text('approved_by'),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('refund_plans_one_live').on(sql`(status IN ('draft', 'approved'))`).where(sql`status IN ('draft', 'approved')`),
    index('refund_plans_built_idx').on(table.builtAt),
  ],
);

/**
 * One line of a refund plan: what it pays one wallet in one asset (base units of the asset, exact), the
 * reasons it adds up, its flags and the admin's choice. Status: planned → batched (at approval) → paid
 * (verified on chain, `paid_by` batch; or recorded by hand after approval, `paid_by` hand), or held.
 */
export const refundLines = sqliteTable(
  'refund_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    planId: text('plan_id').notNull(),
    wallet: text('wallet').notNull(),
    asset: text('asset', { enum: ASSET_SYMBOLS as [string, ...string[]] }).notNull(),
    decimals: integer('decimals').notNull(),
    amountBaseUnits: text('amount_base_units').notNull(),
    /** JSON array of the distinct reasons of its sources, oldest first. */
    reasons: text('reasons').notNull(),
    sources: integer('sources').notNull(),
    /** The owner's associated token account of the mint; null for SOL. */
    tokenAccount: text('token_account'),
    accountState: text('account_state', { enum: ['missing', 'ready', 'frozen'] }),
    offCurve: integer('off_curve', { mode: 'boolean' }).notNull(),
    /** JSON array of RefundLineFlag (core/api/refunds.ts); '[]' when none. */
    flags: text('flags').notNull(),
    flagged: integer('flagged', { mode: 'boolean' }).notNull(),
    choice: text('choice', { enum: ['pay', 'hold'] }),
    choiceReason: text('choice_reason'),
    choiceBy: text('choice_by'),
    choiceAt: integer('choice_at', { mode: 'timestamp_ms' }),
    status: text('status', { enum: ['planned', 'held', 'batched', 'paid'] }).notNull(),
    batchId: text('batch_id'),
    createAccount: integer('create_account', { mode: 'boolean' }).notNull().default(false),
    paidBy: text('paid_by', { enum: ['batch', 'hand'] }),
    paidSignature: text('paid_signature'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('refund_lines_plan_wallet_asset_unique').on(table.planId, table.wallet, table.asset),
    index('refund_lines_plan_asset_idx').on(table.planId, table.asset, table.status),
    index('refund_lines_wallet_idx').on(table.wallet, table.planId),
    index('refund_lines_batch_idx').on(table.batchId),
  ],
);

/**
 * What a line settles: one unmatched payment (status refund_due) or one contribution (owed once the
 * sale closed below its soft cap). `live` while its line may still pay it (its plan is a draft or
 * approved, or the line paid it); a held line of a finished plan releases its sources to the next build.
 */
export const refundLineSources = sqliteTable(
  'refund_line_sources',
  {
    lineId: integer('line_id').notNull(),
    planId: text('plan_id').notNull(),
    kind: text('kind', { enum: ['payment', 'contribution'] }).notNull(),
    sourceId: text('source_id').notNull(),
    units: text('units').notNull(),
    live: integer('live', { mode: 'boolean' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lineId, table.kind, table.sourceId] }),
    uniqueIndex('refund_line_sources_live_unique').on(table.kind, table.sourceId).where(sql`live = 1`),
    index('refund_line_sources_plan_idx').on(table.planId),
  ],
);

/** The refunds of one asset one transaction pays, with its own reference (as distribution_batches). */
export const refundBatches = sqliteTable(
  'refund_batches',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    asset: text('asset', { enum: ASSET_SYMBOLS as [string, ...string[]] }).notNull(),
    sequence: integer('sequence').notNull(),
    ...payoutBatchColumns(),
  },
  (table) => [
    uniqueIndex('refund_batches_plan_asset_sequence_unique').on(table.planId, table.asset, table.sequence),
    index('refund_batches_status_idx').on(table.status, table.asset, table.sequence),
  ],
);

/** One signing of a refund batch, with the semantics of distribution_attempts (one live attempt per batch). */
export const refundAttempts = sqliteTable(
  'refund_attempts',
  payoutAttemptColumns(),
  (table) => [
    uniqueIndex('refund_attempts_live_unique').on(table.batchId).where(sql`status IN ('started', 'submitted')`),
    uniqueIndex('refund_attempts_batch_number_unique').on(table.batchId, table.number),
    index('refund_attempts_status_idx').on(table.status, table.startedAt),
  ],
);
