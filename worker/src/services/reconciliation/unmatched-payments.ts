// The team's decisions on an unmatched payment that are not a credit (crediting one is
// credit-unmatched.ts): marking it as owed back, audited. Recording them is settlement's
// (services/settlement/unmatched-payments.ts).
import { AFTER_ONE_CHANGE, auditStatement } from '../accounts/audit';

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
