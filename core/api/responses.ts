// Shapes of the API answers that both the worker (which sends them) and the site (which reads them)
// depend on; declared once here so the two cannot drift.
import type { ContributionPhase } from '@core/phase';

/** GET /api/fundraising-stats: USD numbers with 2 decimals. */
export interface FundraisingStats {
  currentAmount: number;
  goal: number;
  softCap: number;
  hardCap: number;
  totalContributors: number;
  daysRemaining: number;
  /** Tokens credited so far (whole MRDX): base at the phase prices, and the phase bonuses apart. */
  tokensSold: string;
  bonusTokens: string;
}

/** The 201 body of POST /api/contributions/intents. */
export interface ContributionIntentResponse {
  intentId: string;
  reference: string;
  /** Exact lamports to send, as a decimal string. */
  lamports: string;
  amountSol: string;
  usd: number;
  /** Base tokens at the phase price, in whole MRDX. */
  tokens: string;
  /** The phase's bonus tokens (whitelist 15%), credited apart and vested with the base tokens. Always sent. */
  bonusTokens?: string;
  /** tokens + bonusTokens. Always sent. */
  totalTokens?: string;
  phase: ContributionPhase;
  treasury: string;
  memo: string;
  label: string;
  message: string;
  solanaPayUrl: string;
  expiresAt: string;
}
