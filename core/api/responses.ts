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
}

/** The 201 body of POST /api/contributions/intents. */
export interface ContributionIntentResponse {
  intentId: string;
  reference: string;
  /** Exact lamports to send, as a decimal string. */
  lamports: string;
  amountSol: string;
  usd: number;
  tokens: string;
  phase: ContributionPhase;
  treasury: string;
  memo: string;
  label: string;
  message: string;
  solanaPayUrl: string;
  expiresAt: string;
}
