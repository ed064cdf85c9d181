// A refunded contribution stops its referral counting: the statements the refund recording adds to its batch.

/**
 * Marks the referral earned by `contributionId` (if any, and still counting) as `refunded`: it leaves
 * the referrer's count, tier, badges, rewards and the distribution report. Its referral number is not
 * reused by the rows already written; the next credited referral is numbered from the new count.
 * A refunded referral does not come back, and the referred email is not referable again. Append the
 * statements to the batch that records the refund; an audit row follows only when a row changed.
 */
export function referralRefundStatements(db: D1Database, contributionId: string, now = Date.now()): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO audit_log (id, actor, action, subject, detail, created_at)
         SELECT ?1, 'referrals', 'referral.refunded', id,
           json_object('referrer', referrer_investor_id, 'contributionId', contribution_id, 'previousStatus', status,
                       'rewardBaseUnits', reward_base_units), ?2
         FROM referrals WHERE contribution_id = ?3 AND status IN ('confirmed', 'rewarded')`,
      )
      .bind(crypto.randomUUID(), now, contributionId),
    db
      .prepare("UPDATE referrals SET status = 'refunded', refunded_at = ?1 WHERE contribution_id = ?2 AND status IN ('confirmed', 'rewarded')")
      .bind(now, contributionId),
  ];
}
