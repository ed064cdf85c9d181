// The public fundraising figures (raised, caps, contributors, days left, tokens sold) computed from
// the kept sale state: served by GET /api/fundraising-stats and shown on the investor dashboard.
import { centsToUsd } from '@core/lamports';
import { daysRemainingAt, formatTokenAmount, isSaleOpenAt } from '@core/sale-rules';
import type { FundraisingStats } from '@core/api/responses';
import { loadSaleState } from './sale-state';

/** Computes the stats from D1 without any cache (one round trip, O(1) in contributions). */
export async function loadFundraisingStats(db: D1Database, now: Date): Promise<FundraisingStats> {
  const { settings, dates, totals, initialized } = await loadSaleState(db, now);
  return {
    currentAmount: centsToUsd(totals.raisedCents),
    goal: centsToUsd(settings.goalCents),
    softCap: centsToUsd(settings.softCapCents),
    hardCap: centsToUsd(settings.hardCapCents),
    totalContributors: totals.contributors,
    daysRemaining: daysRemainingAt(now, dates, settings.whitelistDays),
    saleRunning: initialized && isSaleOpenAt(now, dates),
    tokensSold: formatTokenAmount(totals.baseTokenBaseUnits),
    bonusTokens: formatTokenAmount(totals.bonusTokenBaseUnits),
  };
}
