// The team's decisions on an unmatched payment that are not a credit (crediting one is
// credit-unmatched.ts): marking it as owed back, audited. Recording them is settlement's
// (services/settlement/unmatched-payments.ts).

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
    db
      .prepare(
        `INSERT INTO audit_log (id, actor, action, subject, detail, created_at)
         SELECT ?, ?, 'unmatched.refund_due', ?, ?, ? WHERE changes() = 1`,
      )
      .bind(crypto.randomUUID(), actor, id, JSON.stringify({ reason }), now.getTime()),
  ]);
  return marked!.meta.changes === 1;
}
