// Answer shapes of token distribution (docs/money-out.md): the admin's plan, batches and
// attempts under /api/admin/distribution, the public payout manifest (GET /api/distribution/manifest)
// and the investor's own unlocks (GET /api/investor/distribution). Token amounts travel as base units
// (decimal strings, exact) beside whole tokens at the mint's decimals; lamports likewise.
import type { Page } from '@core/api/admin';
import type { BatchSpecJson } from '@core/distribution/batch-spec-json';

export type { BatchSpecJson };

/** An amount of the token: exact base units and whole tokens at the mint's decimals ("1234.5"). */
export interface TokenAmount {
  baseUnits: string;
  tokens: string;
}

/** An amount of SOL: exact lamports and SOL ("0.00204"). */
export interface SolAmount {
  lamports: string;
  sol: string;
}

export type PlanStatus = 'draft' | 'approved';
/** A recipient the plan flags: its owner is not a wallet (off the ed25519 curve), or its token account is frozen. */
export type RecipientFlag = 'off_curve' | 'frozen';
/** The admin's explicit choice for a flagged recipient: pay anyway, or hold its payouts back. */
export type RecipientChoice = 'pay' | 'hold';
/** The recipient's associated token account when last read from the chain. */
export type TokenAccountState = 'missing' | 'ready' | 'frozen';
/**
 * A payout as investors and the public see it: scheduled (its date is ahead), due (unlocked, not
 * paid yet), sending (in a batch whose transaction may be landing), paid (verified on chain), held
 * (the admin held this recipient back).
 */
export type PayoutStatus = 'scheduled' | 'due' | 'sending' | 'paid' | 'held';
/**
 * A batch: ready (can be signed), sending (an attempt may still land), failed (its last attempt failed
 * on chain; can be signed again), paid (every transfer verified), mismatch (a transaction carrying its
 * reference landed but did not pay exactly its transfers: needs the team, never signed again).
 */
export type BatchStatus = 'ready' | 'sending' | 'failed' | 'paid' | 'mismatch';
/**
 * An attempt: started (blockhash handed out), submitted (signed transaction recorded and broadcast),
 * landed (its transaction paid the batch), failed (it failed on chain), expired (its blockhash can no
 * longer land and no transaction carries the reference).
 */
export type AttemptStatus = 'started' | 'submitted' | 'landed' | 'failed' | 'expired';

/** Costs disclosed before paying: transactions, fees and the rent of the token accounts created. */
export interface PayoutCosts {
  transactions: number;
  accountsToCreate: number;
  fees: SolAmount;
  rent: SolAmount;
  total: SolAmount;
}

/** One unlock date of the plan and how far its payment has come. */
export interface DistributionUnlockView {
  /** 1-based, in date order. */
  number: number;
  unlockAt: string;
  /** The date has come: it may be opened for paying. */
  due: boolean;
  rows: number;
  amount: TokenAmount;
  /** Payouts of held recipients (never batched). */
  heldRows: number;
  heldAmount: TokenAmount;
  openedAt: string | null;
  openedBy: string | null;
  batches: number;
  progress: {
    paidRows: number;
    /** Rows that will be paid: all but the held ones. */
    payableRows: number;
    paidAmount: TokenAmount;
    readyBatches: number;
    sendingBatches: number;
    failedBatches: number;
    paidBatches: number;
    mismatchBatches: number;
  };
  /** Estimated before opening (accounts missing at the plan's build), exact once its batches are formed. */
  costs: PayoutCosts;
}

/** The plan as the console shows it. */
export interface DistributionPlanView {
  status: PlanStatus;
  builtAt: string;
  builtBy: string;
  approvedAt: string | null;
  approvedBy: string | null;
  mint: string;
  /** The mint account's owner: classic SPL Token or Token-2022. */
  tokenProgram: string;
  /** Read from the mint on chain. */
  decimals: number;
  /** The sale's configured decimals, which contributions were recorded in. */
  configuredDecimals: number;
  distributionWallet: string;
  sourceTokenAccount: string;
  icoEndsAt: string;
  recipients: number;
  rows: number;
  total: TokenAmount;
  purchased: TokenAmount;
  referral: TokenAmount;
  flagged: { offCurve: number; frozen: number; undecided: number; held: number };
  rentPerAccount: SolAmount;
  costs: PayoutCosts;
  /** SHA-256 of the rows and held recipients (core/distribution/plan-hash.ts); approving requires it. */
  planHash: string;
  /** The distribution wallet's token and SOL balances now; null when the chain could not be read. */
  balances: { tokens: TokenAmount; sol: SolAmount } | null;
  unlocks: DistributionUnlockView[];
  /** What stands between this draft and approval, or why payouts may be held up. */
  warnings: string[];
}

/** GET /api/admin/distribution/plan */
export interface DistributionPlanAnswer {
  plan: DistributionPlanView | null;
  /** Whether POST /plan/build would be accepted now (LISTING, not approved, no pending intents, configured). */
  canBuild: boolean;
  /** Why not, in the admin's words; null when it can. */
  reason: string | null;
}

/** One recipient (wallet) of the plan. */
export interface PlanRecipientView {
  wallet: string;
  tokenAccount: string;
  offCurve: boolean;
  accountState: TokenAccountState;
  flags: RecipientFlag[];
  /** Flagged and no choice made yet: approval waits for it. */
  needsChoice: boolean;
  choice: RecipientChoice | null;
  choiceReason: string | null;
  choiceBy: string | null;
  choiceAt: string | null;
  rows: number;
  total: TokenAmount;
}

/** GET /api/admin/distribution/plan/recipients */
export type PlanRecipientList = Page<PlanRecipientView>;

/** One payout row as the console lists it. */
export interface PlanRowView {
  id: number;
  wallet: string;
  unlockAt: string;
  amount: TokenAmount;
  purchased: TokenAmount;
  referral: TokenAmount;
  status: PayoutStatus;
  batchId: string | null;
  signature: string | null;
  explorerUrl: string | null;
  paidAt: string | null;
}

/** GET /api/admin/distribution/plan/rows */
export type PlanRowList = Page<PlanRowView>;

/** One signing attempt of a batch. */
export interface AttemptView {
  id: string;
  number: number;
  status: AttemptStatus;
  blockhash: string;
  lastValidBlockHeight: string;
  priorityFeeMicroLamports: string;
  signature: string | null;
  explorerUrl: string | null;
  startedAt: string;
  startedBy: string;
  submittedAt: string | null;
  resolvedAt: string | null;
  /** Why it failed on chain, or why it was refused when broadcast (it may still land until it expires). */
  error: string | null;
}

/** One batch: the transfers one transaction pays. */
export interface BatchView {
  id: string;
  unlockAt: string;
  /** 1-based within its unlock. */
  sequence: number;
  reference: string;
  status: BatchStatus;
  transfers: number;
  accountsToCreate: number;
  amount: TokenAmount;
  fee: SolAmount;
  rent: SolAmount;
  paidSignature: string | null;
  explorerUrl: string | null;
  paidAt: string | null;
  /** The last failure or the mismatch found, in words. */
  error: string | null;
  attempts: AttemptView[];
}

/** GET /api/admin/distribution/batches */
export type BatchList = Page<BatchView>;

/** GET /api/admin/distribution/batches/:id: the batch and what its transaction is built from. */
export interface BatchDetail extends BatchView {
  spec: BatchSpecJson;
}

/** POST /api/admin/distribution/unlocks/open */
export interface UnlockOpened {
  unlock: DistributionUnlockView;
}

/** POST …/batches/:id/attempts/start: build and sign `spec` with this blockhash, then submit. */
export interface AttemptStarted {
  attempt: AttemptView;
  spec: BatchSpecJson;
  blockhash: string;
  lastValidBlockHeight: string;
  costs: { fee: SolAmount; rent: SolAmount };
}

/**
 * POST …/batches/:id/attempts: recorded, then broadcast. `sent`: the node accepted it; `refused`: the
 * node's preflight refused it (message says why; the attempt still counts until its blockhash
 * expires); `uncertain`: the node could not be reached (it may have gone out).
 */
export interface AttemptSubmitted {
  attempt: AttemptView;
  broadcast: 'sent' | 'refused' | 'uncertain';
  message: string | null;
}

/** POST /api/admin/distribution/verify and the cron: one verification pass. */
export interface VerifyReport {
  /** Batches whose attempts were looked at. */
  checked: number;
  paid: number;
  failed: number;
  expired: number;
  mismatch: number;
  /** Batches whose attempt may still land. */
  sending: number;
  rpcRequests: number;
}

/** One line of the public payout manifest (no email, wallet shortened). */
export interface ManifestEntry {
  wallet: string;
  amount: TokenAmount;
  unlockAt: string;
  status: PayoutStatus;
  /** The transaction that paid it. */
  signature: string | null;
  explorerUrl: string | null;
  /** Earlier attempts of its batch that expired or failed before it was signed again. */
  expiredAttempts: { signature: string; status: 'expired' | 'failed'; explorerUrl: string }[];
}

/** GET /api/distribution/manifest?q=&page=&pageSize= */
export interface PayoutManifest extends Page<ManifestEntry> {
  /** Null until the admin approves a plan. */
  plan: {
    approvedAt: string;
    planHash: string;
    mint: string;
    decimals: number;
    recipients: number;
    rows: number;
    total: TokenAmount;
    unlocks: { number: number; unlockAt: string; rows: number; amount: TokenAmount; paidRows: number; paidAmount: TokenAmount }[];
  } | null;
}

/** One payout of the signed-in investor's wallets. */
export interface InvestorUnlock {
  wallet: string;
  unlockAt: string;
  amount: TokenAmount;
  status: PayoutStatus;
  signature: string | null;
  explorerUrl: string | null;
  paidAt: string | null;
}

/** GET /api/investor/distribution */
export interface InvestorDistribution {
  /** Null before a plan is approved: the dashboard shows the vesting schedule only. */
  plan: { approvedAt: string; mint: string; decimals: number; tokenProgram: string } | null;
  /** The investor's wallets and their associated token accounts (read their balance with getAccountInfo). */
  wallets: { wallet: string; tokenAccount: string | null }[];
  unlocks: InvestorUnlock[];
  totals: { scheduled: TokenAmount; due: TokenAmount; paid: TokenAmount; held: TokenAmount };
}
