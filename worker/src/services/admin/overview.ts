// The admin Overview: money raised (credited + adjustments), people, time left from the server's
// dates, cap progress, today's credits, open intents, open unmatched payments and the outbox, in two D1 reads.
import { centsToUsd } from '@core/lamports';
import { daysRemainingAt, formatTokenAmount, phaseWindow } from '@core/sale-rules';
import type { AdminOverview, CapProgress } from '@core/api/admin';
import { loadSaleState } from '../sale/sale-state';
import { contributionTotals } from '../contributions/contribution-queries';

const DAY_MS = 86_400_000;

function progress(raisedCents: bigint, targetCents: bigint): CapProgress {
  const percent = targetCents > 0n ? Number((raisedCents * 10_000n) / targetCents) / 100 : 0;
  return { targetUsd: centsToUsd(targetCents), percent, reached: targetCents > 0n && raisedCents >= targetCents };
}

interface SideCounts {
  adjustment_cents: number;
  investors_delta: number;
  open_intents: number;
  mail_queued: number;
  mail_failed: number;
  unmatched_open: number;
}

/** Computes the Overview at `now`. */
export async function loadOverview(db: D1Database, now: Date): Promise<AdminOverview> {
  const todayStart = now.getTime() - (now.getTime() % DAY_MS);
  const [state, totals, side] = await Promise.all([
    loadSaleState(db, now),
    contributionTotals(db, todayStart),
    db
      .prepare(
        `SELECT (SELECT COALESCE(SUM(usd_cents), 0) FROM fundraising_adjustments) AS adjustment_cents,
           (SELECT COALESCE(SUM(investors_delta), 0) FROM fundraising_adjustments) AS investors_delta,
           (SELECT COUNT(*) FROM contribution_intents WHERE status = 'pending') AS open_intents,
           (SELECT COUNT(*) FROM mail_outbox WHERE status = 'queued') AS mail_queued,
           (SELECT COUNT(*) FROM mail_outbox WHERE status = 'failed') AS mail_failed,
           (SELECT COUNT(*) FROM unmatched_payments WHERE status = 'open') AS unmatched_open`,
      )
      .first<SideCounts>(),
  ]);
  if (!totals || !side) throw new Error('overview query returned no row');

  const raised = state.totals.raisedCents;
  const window = state.dates ? phaseWindow(state.phase, state.dates) : null;
  const saleEndsAt = state.dates?.icoEndsAt ?? null;
  const msTo = (date: Date | null) => (date ? Math.max(0, date.getTime() - now.getTime()) : 0);
  return {
    serverTime: now.toISOString(),
    phase: state.phase,
    initialized: state.initialized,
    timeRemaining: {
      phaseEndsAt: window?.endsAt.toISOString() ?? null,
      saleEndsAt: saleEndsAt?.toISOString() ?? null,
      msToPhaseEnd: msTo(window?.endsAt ?? null),
      msToSaleEnd: msTo(saleEndsAt),
      daysRemaining: state.dates ? daysRemainingAt(now, state.dates, state.settings.whitelistDays) : 0,
    },
    raised: { totalUsd: centsToUsd(raised), contributedUsd: centsToUsd(totals.usd_cents), adjustmentsUsd: centsToUsd(side.adjustment_cents) },
    investors: Math.max(0, totals.emails + side.investors_delta),
    contributors: totals.wallets,
    contributions: totals.count,
    tokensSold: formatTokenAmount(BigInt(totals.token_base_units)),
    tokensSoldBaseUnits: totals.token_base_units,
    bonusTokensSoldBaseUnits: state.totals.bonusTokenBaseUnits.toString(),
    softCap: progress(raised, state.settings.softCapCents),
    goal: progress(raised, state.settings.goalCents),
    hardCap: progress(raised, state.settings.hardCapCents),
    creditsToday: { count: totals.today_count, usd: centsToUsd(totals.today_cents) },
    openIntents: side.open_intents,
    mail: { queued: side.mail_queued, failed: side.mail_failed },
    // Payments still waiting for the team (credited or refund-due ones are settled or listed under Refunds).
    unmatchedPayments: side.unmatched_open,
  };
}
