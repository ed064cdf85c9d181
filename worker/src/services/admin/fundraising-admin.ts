// The admin's fundraising settings (goal, caps, end date) and the signed adjustments of the totals:
// reads, and the audited writes. Totals themselves are never written (docs/decisions.md, "Totals are never overwritten").
import { centsToUsd } from '@core/lamports';
import { daysRemainingAt } from '@core/sale-rules';
import type { AdminFundraisingStats, FundraisingAdjustment, Page } from '@core/api/admin';
import type { FundraisingAdjustmentInput, FundraisingSettingsInput } from '@core/schemas/admin-fundraising';
import { refusal, type Refusal } from '../../lib/refusal';
import { auditStatement } from '../accounts/audit';
import { creditedUsdCentsTotal } from '../contributions/contribution-queries';
import { fundraisingSettingsStatements } from '../sale/sale-settings-queries';
import { loadSaleState } from '../sale/sale-state';

interface AdjustmentRow {
  id: string;
  usd_cents: number;
  investors_delta: number;
  reason: string;
  actor: string;
  created_at: number;
}

/** The form's values and the totals split into contributions and adjustments (the adjustments are paged apart). */
export async function loadAdminFundraising(db: D1Database, now: Date): Promise<AdminFundraisingStats> {
  const [state, adjustmentCents] = await Promise.all([
    loadSaleState(db, now),
    db.prepare('SELECT COALESCE(SUM(usd_cents), 0) AS cents FROM fundraising_adjustments').first<number>('cents'),
  ]);
  const contributedCents = await creditedUsdCentsTotal(db);
  return {
    currentAmount: centsToUsd(state.totals.raisedCents),
    contributedAmount: centsToUsd(contributedCents),
    adjustmentsAmount: centsToUsd(adjustmentCents ?? 0),
    goal: centsToUsd(state.settings.goalCents),
    softCap: centsToUsd(state.settings.softCapCents),
    hardCap: centsToUsd(state.settings.hardCapCents),
    totalInvestors: state.totals.contributors,
    endDate: state.dates?.icoEndsAt.toISOString() ?? null,
    daysRemaining: daysRemainingAt(now, state.dates, state.settings.whitelistDays),
  };
}

/** One page of the adjustments, newest first (fundraising_adjustments_created_idx), and how many there are. */
export async function listAdjustments(db: D1Database, page: number, pageSize: number): Promise<Page<FundraisingAdjustment>> {
  const [rows, count] = await db.batch<unknown>([
    db.prepare('SELECT id, usd_cents, investors_delta, reason, actor, created_at FROM fundraising_adjustments ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').bind(pageSize, (page - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM fundraising_adjustments'),
  ]);
  const items = (rows!.results as AdjustmentRow[]).map((row) => ({
    id: row.id,
    amountUsd: centsToUsd(row.usd_cents),
    investorsDelta: row.investors_delta,
    reason: row.reason,
    actor: row.actor,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { items, page, pageSize, total: (count!.results[0] as { total: number }).total };
}

export const FUNDRAISING_STATE_MESSAGES = {
  notInitialized: 'Initialize the timers first: the end date is the ICO end',
  endBeforeWhitelist: 'End date must be after the whitelist ends',
  changed: 'The sale settings changed meanwhile. Refresh and try again.',
} as const;

/**
 * Saves goal, caps and the ICO end date with an audit row of before and after; null when saved, else
 * refused: timers not initialized or changed meanwhile (conflict), an end before the whitelist's (invalid).
 */
export async function saveFundraisingSettings(db: D1Database, actor: string, input: FundraisingSettingsInput, now: Date): Promise<Refusal | null> {
  const state = await loadSaleState(db, now);
  if (!state.dates || state.settings.updatedAt === null) return refusal('conflict', FUNDRAISING_STATE_MESSAGES.notInitialized);
  if (input.endDate.getTime() <= state.dates.whitelistEndsAt.getTime()) return refusal('invalid', FUNDRAISING_STATE_MESSAGES.endBeforeWhitelist);
  const before = {
    goalCents: Number(state.settings.goalCents),
    softCapCents: Number(state.settings.softCapCents),
    hardCapCents: Number(state.settings.hardCapCents),
    endDate: state.dates.icoEndsAt.toISOString(),
  };
  const after = { goalCents: input.goal, softCapCents: input.softCap, hardCapCents: input.hardCap, endDate: input.endDate.toISOString() };
  // Guarded by the row's version, like the timers: a concurrent Reset or save wins alone.
  const [update] = await db.batch([
    ...fundraisingSettingsStatements(
      db,
      { goalCents: input.goal, softCapCents: input.softCap, hardCapCents: input.hardCap, icoEndsAt: input.endDate },
      { actor, detail: { before, after } },
      now,
      state.settings.updatedAt,
    ),
  ]);
  return update?.meta.changes === 1 ? null : refusal('conflict', FUNDRAISING_STATE_MESSAGES.changed);
}

/** Appends one signed adjustment and its audit row in one batch. */
export async function recordAdjustment(db: D1Database, actor: string, input: FundraisingAdjustmentInput, now: Date) {
  const id = crypto.randomUUID();
  await db.batch([
    db
      .prepare('INSERT INTO fundraising_adjustments (id, usd_cents, investors_delta, reason, actor, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(id, input.amount, input.investorsDelta, input.reason, actor, now.getTime()),
    auditStatement(db, actor, 'fundraising.adjusted', id, { usdCents: input.amount, investorsDelta: input.investorsDelta, reason: input.reason }, now.getTime()),
  ]);
  return id;
}
