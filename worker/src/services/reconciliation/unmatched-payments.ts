// Every lamport the treasury received that credited no intent is recorded here, once per signature,
// with who sent it, how much, why it was not credited and the intent it most likely meant (DESIGN.md 4,
// accounting by balance change): a payment that matched nothing, or what a transaction paid beyond the
// contribution it credited. The team then credits it or marks it for refund (admin routes).
import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { REFUNDABLE_REASONS, UNMATCHED_DETAILS, type UnmatchedReason, type UnmatchedStatus } from '@core/reconciliation';
import { contributionIntents, unmatchedPayments } from '../../db/schema';
import { CREDITED } from '../contributions/credit-statements';
import { log } from '../../lib/log';
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';

export type UnmatchedPaymentRow = typeof unmatchedPayments.$inferSelect;

export interface UnmatchedPaymentInput {
  signature: string;
  sender: string;
  lamports: bigint;
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
  const inserted = await orm
    .insert(unmatchedPayments)
    .values({
      id: crypto.randomUUID(),
      signature: input.signature,
      sender: input.sender,
      lamports: Number(input.lamports),
      slot: input.slot,
      blockTime: input.blockTime,
      reason,
      detail: unmatchedDetail(reason, input.explanation),
      likelyIntentId,
      status,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: unmatchedPayments.signature });
  if (inserted.meta.changes === 1) {
    log.info('payment.unmatched', { signature: input.signature, sender: input.sender, lamports: input.lamports, reason, status, likelyIntentId });
  }
  const [row] = await orm.select().from(unmatchedPayments).where(eq(unmatchedPayments.signature, input.signature));
  return row!;
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
  return db
    .prepare(
      `INSERT INTO unmatched_payments (id, signature, sender, lamports, slot, block_time, reason, detail, likely_intent_id, status, created_at, updated_at)
       SELECT ?, ?, ?, ?, ?, ?, 'overpaid', ?, ?, 'refund_due', ?, ? WHERE ${CREDITED}
       ON CONFLICT (signature) DO NOTHING`,
    )
    .bind(crypto.randomUUID(), input.signature, input.sender, Number(input.lamports), input.slot, input.blockTime.getTime(),
      unmatchedDetail('overpaid', input.explanation), input.intentId, now.getTime(), now.getTime(), contributionId);
}

/** The unmatched payment recorded for a signature, or null. */
export async function findUnmatchedPayment(db: D1Database, signature: string): Promise<UnmatchedPaymentRow | null> {
  const [row] = await drizzle(db).select().from(unmatchedPayments).where(eq(unmatchedPayments.signature, signature));
  return row ?? null;
}

/**
 * Marks an open payment as owed back with the admin's reason (the refunds list shows it), and writes
 * the audit row in the same batch, only when the mark happened; false when the payment is not open
 * (already credited, due or refunded).
 */
export async function markForRefund(db: D1Database, id: string, reason: string, actor: string, now = new Date()): Promise<boolean> {
  const [marked] = await db.batch([
    db
      .prepare("UPDATE unmatched_payments SET status = 'refund_due', refund_reason = ?, updated_at = ? WHERE id = ? AND status = 'open'")
      .bind(reason, now.getTime(), id),
    auditStatement(db, actor, 'unmatched.refund_due', id, { reason }, now.getTime(), AFTER_ONE_CHANGE),
  ]);
  return marked!.meta.changes === 1;
}
