// Where the sale stands for a visitor, in one word the pages branch on: not started, whitelist, ICO,
// sold out at the hard cap, closed, or closed below the soft cap with refunds owed. The server decides
// it (GET /api/sale's `stage`) from its clock, dates and totals; pages only read it.
import type { PhaseName } from '@core/sale-config';

export const SALE_STAGES = ['upcoming', 'whitelist', 'ico', 'sold-out', 'closed', 'refunds'] as const;
export type SaleStage = (typeof SALE_STAGES)[number];

/** The stages in which the sale takes contributions. */
export const BUYING_STAGES: readonly SaleStage[] = ['whitelist', 'ico'];

/** Whether a page may offer a purchase in `stage`. */
export const canBuyIn = (stage: SaleStage): boolean => BUYING_STAGES.includes(stage);

/** What the stage is computed from: the sale state at `now`. */
export interface SaleStageInput {
  initialized: boolean;
  phase: PhaseName;
  /** Whether the server takes contributions now (inside the window, below the hard cap). */
  accepting: boolean;
  whitelistStartsAt: Date | null;
  now: Date;
  raisedCents: bigint;
  softCapCents: bigint;
}

/**
 * The stage at `now`. Before the whitelist start (or before the admin initializes the sale) it is
 * upcoming; in a phase that buys but refusing, the hard cap is reached (sold out); after the ICO end
 * it is closed, or refunds when less than the soft cap was raised (core/reconciliation.ts owes them).
 */
export function saleStageOf(input: SaleStageInput): SaleStage {
  if (!input.initialized) return 'upcoming';
  if (input.whitelistStartsAt && input.now.getTime() < input.whitelistStartsAt.getTime()) return 'upcoming';
  if (input.phase === 'LISTING') return input.raisedCents < input.softCapCents ? 'refunds' : 'closed';
  if (!input.accepting) return 'sold-out';
  return input.phase === 'WHITELIST' ? 'whitelist' : 'ico';
}
