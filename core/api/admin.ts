// Shapes of the admin API's answers (sign-in, timers, whitelist settings, the console: /api/admin/*, /api/admin/fundraising/*), shared by the worker
// that sends them and the admin pages that read them. USD amounts are numbers with 2 decimals; token
// amounts are decimal strings (display units, and base units where exactness matters).
import type { AssetSymbol } from '@core/payment-assets';
import type { ContributionPhase } from '@core/phase';
import type { PhaseConfig, PhaseName } from '@core/sale-config';

/** One page of a server-paginated list. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  /** Rows matching the filters, over all pages. */
  total: number;
}

/** Progress towards one target (soft cap, goal, hard cap). */
export interface CapProgress {
  targetUsd: number;
  /** raised / target in percent, 2 decimals, may exceed 100. */
  percent: number;
  reached: boolean;
}

/** GET /api/admin/overview */
export interface AdminOverview {
  serverTime: string;
  phase: PhaseName;
  initialized: boolean;
  /** From the server's stored dates: the current phase's end and the sale's end (ICO end). */
  timeRemaining: { phaseEndsAt: string | null; saleEndsAt: string | null; msToPhaseEnd: number; msToSaleEnd: number; daysRemaining: number };
  raised: { totalUsd: number; contributedUsd: number; adjustmentsUsd: number };
  /** Distinct investor emails of credited contributions plus the adjustments' investors deltas. */
  investors: number;
  /** Distinct contributing wallets. */
  contributors: number;
  contributions: number;
  /** Tokens owed for every credited contribution, bonus included (whole MRDX, and base units). */
  tokensSold: string;
  tokensSoldBaseUnits: string;
  /** The phase bonuses within tokensSold, base units (the kept sale totals). */
  bonusTokensSoldBaseUnits: string;
  softCap: CapProgress;
  goal: CapProgress;
  hardCap: CapProgress;
  /** Credits since 00:00 UTC today. */
  creditsToday: { count: number; usd: number };
  /** Pending intents (they reserve nothing: caps are checked when money is credited). */
  openIntents: number;
  mail: { queued: number; failed: number };
  /** Inbound transfers that credited no intent and still wait for the admin (credit or refund). */
  unmatchedPayments: number;
}

/** One signed correction of the totals; GET /api/admin/fundraising/adjustments?page&pageSize answers `Page<FundraisingAdjustment>`. */
export interface FundraisingAdjustment {
  id: string;
  amountUsd: number;
  investorsDelta: number;
  reason: string;
  actor: string;
  createdAt: string;
}

/** GET/POST /api/admin/fundraising/stats (admin): the form's values and the totals (adjustments: GET /api/admin/fundraising/adjustments). */
export interface AdminFundraisingStats {
  /** Credited contributions plus adjustments (what the public stats show). */
  currentAmount: number;
  contributedAmount: number;
  adjustmentsAmount: number;
  goal: number;
  softCap: number;
  hardCap: number;
  totalInvestors: number;
  /** The ICO end (the sale's end), null until the timers are initialized. */
  endDate: string | null;
  daysRemaining: number;
}

export type DashboardAccess = 'Active' | 'Pending';
/**
 * The newsletter column: "Subscribed" only once the mailed confirmation link was followed (double
 * opt-in); "Awaiting confirmation" while it was not (its mail may still be queued); "Unsubscribed" after
 * the mailed unsubscribe link; "No" for an email that never signed up.
 */
export type NewsletterStatus = 'Subscribed' | 'Awaiting confirmation' | 'Unsubscribed' | 'No';

/** A row of the investors table: one per email. */
export interface InvestorRow {
  email: string;
  wallets: string[];
  totalUsd: number;
  tokens: string;
  tokenBaseUnits: string;
  access: DashboardAccess;
  newsletter: NewsletterStatus;
  latestAt: string;
  contributions: number;
}

/** GET /api/admin/investors */
export interface InvestorList extends Page<InvestorRow> {
  /** Over every investor, not only this page or search. */
  summary: { totalTokens: string; totalTokenBaseUnits: string; uniqueInvestors: number };
}

export interface InvestorContribution {
  id: string;
  intentId: string;
  signature: string;
  explorerUrl: string;
  walletAddress: string;
  phase: ContributionPhase;
  /** 0 for a stablecoin contribution. */
  lamports: string;
  /** The asset paid in, and the amount in it as a plain decimal ("150"): what the console shows. */
  asset: AssetSymbol;
  amount: string;
  usd: number;
  /** Base tokens plus the phase bonus, whole MRDX. */
  tokens: string;
  /** The phase bonus within `tokens`, whole MRDX. */
  bonusTokens: string;
  creditedAt: string;
}

export interface InvestorIntent {
  id: string;
  walletAddress: string;
  phase: ContributionPhase;
  /** 0 for a stablecoin intent. */
  lamports: string;
  /** The asset to pay in, and the amount in it as a plain decimal. */
  asset: AssetSymbol;
  amount: string;
  usd: number;
  tokens: string;
  status: 'pending' | 'credited' | 'rejected' | 'expired';
  reason: string | null;
  reportedSignature: string | null;
  explorerUrl: string | null;
  createdAt: string;
  expiresAt: string;
}

/** An outbox mail without its body. */
export interface MailSummary {
  id: string;
  to: string;
  kind: string;
  subject: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** GET /api/admin/mail/:id: the body with any temporary password removed. */
export interface MailDetail extends MailSummary {
  bodyText: string;
}

export interface AuditEntry {
  id: string;
  actor: string;
  action: string;
  subject: string | null;
  detail: unknown;
  createdAt: string;
}

/** GET /api/admin/investors/details?email= */
export interface InvestorDetails {
  email: string;
  account: InvestorAccount;
  contributions: InvestorContribution[];
  intents: InvestorIntent[];
  mails: MailSummary[];
  audit: AuditEntry[];
}

/** GET /api/admin/investors/account?email=: what the resend dialog shows. */
export interface InvestorAccount {
  email: string;
  /** False when no credited contribution has created the account yet. */
  exists: boolean;
  access: DashboardAccess;
  newsletter: NewsletterStatus;
  lastContribution: { usd: number; tokens: string; signature: string; creditedAt: string } | null;
}

/** POST /api/admin/investors/regenerate-password and /resend-login: what was queued (never a password). */
export interface LoginMailQueued {
  email: string;
  mailId: string;
  /** True when the queued mail carries a temporary password (always for Regenerate). */
  passwordIncluded: boolean;
  message: string;
}


/** The whitelist limits actually enforced. */
export interface WhitelistSettingsView {
  days: number;
  maxParticipants: number;
  maxSolPerPerson: number;
}

/** GET /api/admin/timers and the timer actions: status, dates and phase cards. */
export interface TimersView {
  initialized: boolean;
  phase: PhaseName;
  whitelistStartsAt: string | null;
  whitelistEndsAt: string | null;
  icoEndsAt: string | null;
  serverTime: number;
  phases: PhaseConfig[];
  whitelist: WhitelistSettingsView;
  /** Whitelist places taken: distinct wallets with a credited whitelist contribution (core/whitelist-places.ts). */
  whitelistPlacesTaken: number;
}

/** POST /api/admin/login, /settings and /reset: the admin's (new) username. */
export interface AdminIdentity {
  username: string;
}

/** POST /api/admin/logout and /api/investor/logout. */
export interface LoggedOut {
  loggedOut: true;
}

/** One inbound transfer that credited no intent, as the Unmatched payments list shows it. */
export interface UnmatchedPaymentView {
  id: string;
  signature: string;
  sender: string;
  /** 0 for a stablecoin payment. */
  lamports: string;
  sol: string;
  /** The asset that came, and the amount in it as a plain decimal: what the console shows. */
  asset: AssetSymbol;
  amount: string;
  /** Its USD value when known by itself (a stablecoin at $1.00 a unit); null for SOL, never priced. */
  usd: number | null;
  /** Block time of the transfer. */
  time: string;
  reason: string;
  detail: string;
  /** What the sender is told about it. */
  senderMessage: string;
  likelyIntentId: string | null;
  status: 'open' | 'credited' | 'refund_due' | 'refunded';
  contributionId: string | null;
  refundSignature: string | null;
  /**
   * The label of the declared project wallet that sent it, when it is funding from the team (an open
   * payment without a contribution's reference): nothing to credit or refund.
   */
  projectWallet: string | null;
}

/** GET /api/admin/reconciliation/unmatched?q&status&page&pageSize: newest recorded first. */
export type UnmatchedPaymentList = Page<UnmatchedPaymentView>;
