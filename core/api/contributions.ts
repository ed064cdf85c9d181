// Answers of the contribution routes: the intent, the claim of a signature, the intent's status.
import type { AssetSymbol } from '@core/payment-assets';
import type { ContributionPhase } from '@core/phase';

/** The 201 body of POST /api/contributions/intents. */
export interface ContributionIntentResponse {
  intentId: string;
  reference: string;
  /** The asset the intent is paid in. */
  asset: AssetSymbol;
  /** Exact amount to send in that asset, as a plain decimal ("1.25", "150"). */
  amount: string;
  /** The stablecoin's mint; null for SOL. */
  mint: string | null;
  /** The asset's decimals (9 for SOL; the mint's, read from the chain, for a stablecoin). */
  decimals: number;
  /** Exact lamports to send, as a decimal string ("0" for a stablecoin). */
  lamports: string;
  /** The SOL amount ("0" for a stablecoin). */
  amountSol: string;
  usd: number;
  /** Base tokens at the phase price, in whole MRDX. */
  tokens: string;
  /** The phase's bonus tokens (whitelist 15%), credited apart and vested with the base tokens. */
  bonusTokens: string;
  /** tokens + bonusTokens. */
  totalTokens: string;
  phase: ContributionPhase;
  treasury: string;
  memo: string;
  label: string;
  message: string;
  solanaPayUrl: string;
  expiresAt: string;
}

/** Where an intent is; 'seen' is pending with its transaction confirmed but not yet final. */
export type IntentStatus = 'pending' | 'seen' | 'credited' | 'rejected' | 'expired';

/** A credited contribution as the server reports it to its contributor. */
export interface CreditedContribution {
  signature: string;
  /** The SOL paid ("0" for a stablecoin contribution). */
  sol: string;
  /** The asset paid in, and the amount in it as a plain decimal ("150"). */
  asset: AssetSymbol;
  amount: string;
  usd: number;
  /** Base tokens at the phase price, whole MRDX. */
  tokens: string;
  /** The phase's bonus tokens, apart (whitelist 15%). */
  bonusTokens: string;
  /** tokens + bonusTokens. */
  totalTokens: string;
  phase: ContributionPhase;
  creditedAt: string;
  vesting: { date: string; percent: number }[];
  /**
   * True when this credit created the dashboard account (the first credit of its email, whose welcome
   * mail carries the temporary password); false for a repeat contribution or an account made earlier.
   */
  accountCreated: boolean;
  /**
   * The mail this credit sent: 'welcome' (dashboard access with a temporary password, when the credit
   * created the account) or 'receipt' (a repeat contribution, or an account made before). The toast
   * says which.
   */
  mail: 'welcome' | 'receipt';
}

/** GET /api/contributions/intents/:intentId. */
export interface IntentStatusReport {
  status: IntentStatus;
  reason?: string;
  signature?: string;
  contribution?: CreditedContribution;
}

/** What happens to money a claimed transaction paid that was not credited (all of it, or an overpayment's surplus). */
export interface ClaimPaymentNotice {
  status: 'open' | 'credited' | 'refund_due' | 'refunded';
  /** In the buyer's words (core/reconciliation.ts). */
  message: string;
}

/**
 * POST /api/contributions: the claim of a signature, decided or still pending. `payment` is present when
 * money arrived that was not credited: a rejected payment, or what a credited one paid beyond the contribution.
 * When the chain could not be read in time the answer is HTTP 202 `pending` with a `Retry-After` header
 * and a reason saying the payment is being confirmed: poll on; the watcher credits it.
 */
export type ClaimReport = IntentStatusReport & { status: 'pending' | 'credited' | 'rejected'; payment?: ClaimPaymentNotice };
