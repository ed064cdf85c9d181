// Answer shapes of refund payouts (docs/money-out.md, "Refunds"): the admin's refund plan, its lines,
// batches and attempts under /api/admin/refunds, and the public refund manifest (GET
// /api/refunds/manifest). A refund plan pays back what the treasury owes (refunds-owed.ts) with the
// same batches, attempts and runner as token distribution, one asset per batch; amounts travel as exact
// base units beside the plain decimal in their asset.
import type { Page } from '@core/api/admin';
import type { AttemptStarted, AttemptSubmitted, AttemptView, BatchStatus, PayoutCosts, RecipientChoice, SolAmount, TokenAccountState, VerifyReport } from '@core/api/distribution';
import type { BatchSpecJson } from '@core/distribution/batch-spec-json';
import type { PayoutAsset } from '@core/distribution/batch-transaction';
import type { AssetSymbol } from '@core/payment-assets';

export type { AttemptStarted, AttemptSubmitted, AttemptView, BatchSpecJson, BatchStatus, PayoutCosts, RecipientChoice, SolAmount, VerifyReport };

/** An amount of one asset: exact base units (lamports, or the mint's) and the plain decimal in it ("150.5"). */
export interface RefundAmount {
  asset: AssetSymbol;
  baseUnits: string;
  amount: string;
}

/** draft (built, may be rebuilt), approved (frozen by its hash, being paid), finished (every line paid or held). */
export type RefundPlanStatus = 'draft' | 'approved' | 'finished';

/**
 * Why a line needs the admin's choice before approval: its owner is off the ed25519 curve (no wallet
 * signs for it); its token account is frozen (a transfer fails); a SOL refund below the rent-exempt
 * minimum to a wallet that does not exist on chain (it cannot land); dust (less than its share of the
 * batch fee, under the configured threshold).
 */
export type RefundLineFlag = 'off_curve' | 'frozen' | 'cannot_land' | 'dust';

/**
 * A line as the admin and the public see it: owed (approved, not sent yet), sending (in a batch whose
 * transaction may be landing), paid (verified on chain, or refunded by hand and recorded), held (the
 * admin held it back).
 */
export type RefundLineStatus = 'owed' | 'sending' | 'paid' | 'held';

/** How a paid line was paid: by a batch of this plan, or by hand (recorded with its signature) after approval. */
export type RefundPaidBy = 'batch' | 'hand';

/** One asset of the plan: what it pays, from which treasury account, and how far its batches have come. */
export interface RefundAssetView {
  asset: AssetSymbol;
  /** What its batches transfer (SOL, or TransferChecked of the mint from the treasury's token account). */
  payout: PayoutAsset;
  lines: number;
  amount: RefundAmount;
  heldLines: number;
  heldAmount: RefundAmount;
  progress: {
    paidLines: number;
    /** Lines that will be paid: all but the held ones. */
    payableLines: number;
    paidAmount: RefundAmount;
    readyBatches: number;
    sendingBatches: number;
    failedBatches: number;
    paidBatches: number;
    mismatchBatches: number;
  };
  /** Estimated while a draft (accounts missing at build), exact once its batches are formed at approval. */
  costs: PayoutCosts;
  /** The treasury's balance of this asset now; null when the chain could not be read. */
  balance: RefundAmount | null;
}

/** The refund plan as the console shows it. */
export interface RefundPlanView {
  id: string;
  status: RefundPlanStatus;
  builtAt: string;
  builtBy: string;
  approvedAt: string | null;
  approvedBy: string | null;
  finishedAt: string | null;
  /** The treasury: the one payer and signer of every refund batch. */
  treasury: string;
  wallets: number;
  lines: number;
  /** Payments and contributions the lines settle. */
  sources: number;
  flagged: { offCurve: number; frozen: number; cannotLand: number; dust: number; undecided: number; held: number };
  /** A line under this many lamports' worth of its share of the batch fee is flagged dust (REFUND_DUST_LAMPORTS). */
  dustThresholdLamports: string;
  rentPerAccount: SolAmount;
  /** Fees and rent of every asset's batches, paid in SOL by the treasury. */
  costs: PayoutCosts;
  /** SHA-256 of the lines, their sources and choices (core/refunds/plan-hash.ts); approving requires it. */
  planHash: string;
  /** The treasury's SOL now; null when the chain could not be read. */
  treasurySol: SolAmount | null;
  assets: RefundAssetView[];
  /** What stands between this draft and approval, or why refunds may be held up. */
  warnings: string[];
}

/** GET /api/admin/refunds/plan */
export interface RefundPlanAnswer {
  plan: RefundPlanView | null;
  /** Whether POST /plan/build would be accepted now (no plan, a draft, or a finished plan and something owed). */
  canBuild: boolean;
  /** Why not, in the admin's words; null when it can. */
  reason: string | null;
}

/** One line: what the plan pays one wallet in one asset, and why. */
export interface RefundLineView {
  id: number;
  wallet: string;
  asset: AssetSymbol;
  amount: RefundAmount;
  /** Distinct reasons of what it settles ("over the hard cap", "sale closed below its soft cap", …). */
  reasons: string[];
  /** Unmatched payments and contributions it settles. */
  sources: number;
  /** The owner's associated token account of the mint; null for SOL. */
  tokenAccount: string | null;
  /** The token account's state at build; null for SOL. */
  accountState: TokenAccountState | null;
  offCurve: boolean;
  flags: RefundLineFlag[];
  /** Flagged and no choice made yet: approval waits for it. */
  needsChoice: boolean;
  choice: RecipientChoice | null;
  choiceReason: string | null;
  choiceBy: string | null;
  choiceAt: string | null;
  status: RefundLineStatus;
  batchId: string | null;
  paidBy: RefundPaidBy | null;
  signature: string | null;
  explorerUrl: string | null;
  paidAt: string | null;
}

/** GET /api/admin/refunds/plan/lines */
export type RefundLineList = Page<RefundLineView>;

/** POST /api/admin/refunds/plan/lines/:id/choice */
export interface RefundLineChosen {
  line: RefundLineView;
  planHash: string;
}

/** One batch: the refunds of one asset one transaction pays. */
export interface RefundBatchView {
  id: string;
  asset: AssetSymbol;
  /** 1-based within its asset. */
  sequence: number;
  reference: string;
  status: BatchStatus;
  transfers: number;
  accountsToCreate: number;
  amount: RefundAmount;
  fee: SolAmount;
  rent: SolAmount;
  paidSignature: string | null;
  explorerUrl: string | null;
  paidAt: string | null;
  /** The last failure, the mismatch found, or the lines dropped because they were refunded by hand. */
  error: string | null;
  attempts: AttemptView[];
}

/** GET /api/admin/refunds/batches */
export type RefundBatchList = Page<RefundBatchView>;

/** GET /api/admin/refunds/batches/:id: the batch and what its transaction is built from. */
export interface RefundBatchDetail extends RefundBatchView {
  spec: BatchSpecJson;
}

/** One line of the public refund manifest (no email). */
export interface RefundManifestEntry {
  wallet: string;
  asset: AssetSymbol;
  amount: RefundAmount;
  reasons: string[];
  status: RefundLineStatus;
  /** The transaction that paid it. */
  signature: string | null;
  explorerUrl: string | null;
  paidAt: string | null;
  /** Earlier attempts of its batch that expired or failed before it was signed again. */
  expiredAttempts: { signature: string; status: 'expired' | 'failed'; explorerUrl: string }[];
}

/** GET /api/refunds/manifest?wallet=&q=&page=&pageSize= */
/** One refund plan the admin approved, as the manifest lists them to choose from. */
export interface PublishedRefundPlan {
  id: string;
  approvedAt: string;
  status: RefundPlanStatus;
  lines: number;
}

export interface RefundManifest extends Page<RefundManifestEntry> {
  /** Every approved plan, newest first (a failed sale may need more than one: held lines, payments marked later). */
  plans: PublishedRefundPlan[];
  /** The plan shown (the one asked for, else the newest); null until the admin approves a refund plan. */
  plan: {
    id: string;
    approvedAt: string;
    planHash: string;
    treasury: string;
    status: RefundPlanStatus;
    wallets: number;
    lines: number;
    totals: { asset: AssetSymbol; lines: number; amount: RefundAmount; paidLines: number; paidAmount: RefundAmount; heldLines: number; heldAmount: RefundAmount }[];
  } | null;
}
