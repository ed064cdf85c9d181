// Records every lamport and stablecoin unit the treasury received that credited no intent, once per
// signature and asset, in the asset it came in, with who
// sent it, how much, why it was not credited and the intent it most likely meant (docs/money-in.md):
// a payment that matched nothing, or what a transaction paid beyond the contribution it credited. The
// team then credits it or marks it for refund (services/reconciliation/).
import { and, desc, eq } from 'drizzle-orm';
import { amountColumns, type AssetAmount } from '@core/asset-amount';
import type { AssetSymbol } from '@core/payment-assets';
import { drizzle } from 'drizzle-orm/d1';
import { REFUNDABLE_REASONS, UNMATCHED_DETAILS, type UnmatchedReason, type UnmatchedStatus } from '@core/reconciliation';
import { contributionIntents, unmatchedPayments } from '../../db/schema';
import { CREDITED } from '../contributions/contribution-queries';
import { log } from '../../lib/log';

export type UnmatchedPaymentRow = typeof unmatchedPayments.$inferSelect;

export interface UnmatchedPaymentInput {
  signature: string;
  sender: string;
  /** What arrived, in its asset (a surplus is owed back in the asset it came in). */
  paid: AssetAmount;
  slot: number;
  blockTime: Date;
  reason: Exclude<UnmatchedReason, 'over a cap'>;
  /** The intent the payment carried the reference of; otherwise the sender's latest intent is looked up. */
  likelyIntentId?: string | null;
  /** How the money arrived, from the instructions (payment-explanation.ts), added to the reason's detail. */
  explanation?: string | null;
}

/** The detail stored for `reason`: its words, and how the money arrived when that needs saying. */
export function unmatchedDetail(reason: Exclude<UnmatchedReason, 'over a cap'>, explanation?: string | null): string {
  return explanation ? `${UNMATCHED_DETAILS[reason]} (${explanation})` : UNMATCHED_DETAILS[reason];
}

/** The sender's most recent intent, the likeliest one an unreferenced payment meant. */
async function latestIntentOf(db: D1Database, wallet: string): Promise<string | null> {
  const [row] = await drizzle(db)
    .select({ id: contributionIntents.id })
    .from(contributionIntents)
    .where(eq(contributionIntents.walletAddress, wallet))
    .orderBy(desc(contributionIntents.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Records an unmatched payment (nothing if its signature is already recorded) and returns the stored
 * row. A payment with no reference from a wallet that never opened an intent is an unknown sender's.
 */
export async function recordUnmatchedPayment(db: D1Database, input: UnmatchedPaymentInput, now = new Date()): Promise<UnmatchedPaymentRow> {
  const likelyIntentId = input.likelyIntentId ?? (await latestIntentOf(db, input.sender));
  const reason = input.reason === 'no reference' && !likelyIntentId ? 'unknown sender' : input.reason;
  const status: UnmatchedStatus = REFUNDABLE_REASONS.includes(reason) ? 'refund_due' : 'open';
  const orm = drizzle(db);
  const columns = amountColumns(input.paid);
  const inserted = await orm
    .insert(unmatchedPayments)
    .values({
      id: crypto.randomUUID(),
      signature: input.signature,
      sender: input.sender,
      ...columns,
      lamports: Number(columns.lamports),
      slot: input.slot,
      blockTime: input.blockTime,
      reason,
      detail: unmatchedDetail(reason, input.explanation),
      likelyIntentId,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [unmatchedPayments.signature, unmatchedPayments.asset] });
  if (inserted.meta.changes === 1) {
    log.info('payment.unmatched', { signature: input.signature, sender: input.sender, asset: input.paid.asset, units: input.paid.units, reason, status, likelyIntentId });
  }
  return (await findUnmatchedPayment(db, input.signature, input.paid.asset))!;
}

/**
 * The statement, for a credit's batch, that records what the transaction paid beyond the contribution
 * (`surplus`, owed back) only if the contribution `contributionId` went in: written with the credit,
 * because the watcher never reads a credited signature again.
 */
export function surplusStatement(
  db: D1Database,
  contributionId: string,
  input: Omit<UnmatchedPaymentInput, 'reason' | 'likelyIntentId'> & { intentId: string },
  now = new Date(),
) {
  const columns = amountColumns(input.paid);
  return db
    .prepare(
      `INSERT INTO unmatched_payments (id, signature, sender, lamports, asset, token_amount, token_decimals, slot, block_time, reason, detail,
         likely_intent_id, status, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, 'overpaid', ?, ?, 'refund_due', ?, ? WHERE ${CREDITED}
       ON CONFLICT (signature, asset) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), input.signature, input.sender, Number(columns.lamports), columns.asset, columns.tokenAmount, columns.tokenDecimals,
      input.slot, input.blockTime.getTime(),
      unmatchedDetail('overpaid', input.explanation), input.intentId, now.getTime(), now.getTime(), contributionId);
}

/** The unmatched payment recorded for a signature in `asset` (in any asset when not given, `preferred` first), or null. */
export async function findUnmatchedPayment(db: D1Database, signature: string, asset?: AssetSymbol, preferred?: AssetSymbol): Promise<UnmatchedPaymentRow | null> {
  const rows = await drizzle(db)
    .select()
    .from(unmatchedPayments)
    .where(asset ? and(eq(unmatchedPayments.signature, signature), eq(unmatchedPayments.asset, asset)) : eq(unmatchedPayments.signature, signature));
  return rows.find((row) => row.asset === preferred) ?? rows[0] ?? null;
}
