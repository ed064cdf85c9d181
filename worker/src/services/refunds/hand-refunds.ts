// A refund recorded by hand (reconciliation/refunds.ts) after a refund plan was approved: the wallet's
// line in that asset is then paid by hand, never again by a batch (start-refund-attempt.ts drops it
// from its unsent batch). While the line's batch has an attempt that may still land, the hand record
// is refused: both could pay.

/** The wallet's unpaid line in `asset` of the approved refund plan, and whether its batch is sending. */
export async function liveLineOf(db: D1Database, wallet: string, asset: string): Promise<{ id: number; planId: string; sending: boolean } | null> {
  const line = await db
    .prepare(
      `SELECT l.id, l.plan_id, EXISTS (SELECT 1 FROM refund_attempts a WHERE a.batch_id = l.batch_id AND a.status IN ('started', 'submitted')) AS sending
       FROM refund_lines l JOIN refund_plans p ON p.id = l.plan_id
       WHERE p.status = 'approved' AND l.wallet = ?1 AND l.asset = ?2 AND l.status IN ('planned', 'batched')`,
    )
    .bind(wallet, asset)
    .first<{ id: number; plan_id: string; sending: number }>();
  return line ? { id: line.id, planId: line.plan_id, sending: line.sending === 1 } : null;
}

/** Marks line `lineId` paid by hand with `signature`; its sources are settled by the hand record itself. */
export function handPaidLineStatements(db: D1Database, lineId: number, signature: string, at: number): D1PreparedStatement[] {
  return [
    db
      .prepare("UPDATE refund_lines SET status = 'paid', paid_by = 'hand', paid_signature = ?1, paid_at = ?2 WHERE id = ?3 AND status IN ('planned', 'batched')")
      .bind(signature, at, lineId),
  ];
}
