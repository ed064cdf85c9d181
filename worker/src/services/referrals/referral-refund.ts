// A refunded contribution stops its referral counting: the statements the refund recording adds to its batch.
import { auditStatementFromRows } from '../accounts/audit';

/**
 * Marks the referral earned by `contributionId` (if any, and still counting) as `refunded`: it leaves
 * the referrer's count, tier, badges, rewards and the distribution report. Its referral number is not
 * reused by the rows already written; the next credited referral is numbered from the new count.
 * A refunded referral does not come back, and the referred email is not referable again. Append the
 * statements to the batch that records the refund; an audit row follows only when a row changed.
 */
export function referralRefundStatements(db: D1Database, contributionId: string, now = Date.now()): D1PreparedStatement[] {
  return [
    auditStatementFromRows(
      db,
      {
        actor: 'referrals',
        action: 'referral.refunded',
        subjectSql: 'id',
        detailSql: "json_object('referrer', referrer_investor_id, 'contributionId', contribution_id, 'previousStatus', status, 'rewardBaseUnits', reward_base_units)",
        now,
      },
      { sql: "referrals WHERE contribution_id = ? AND status IN ('confirmed', 'rewarded')", params: [contributionId] },
    ),
    db
      .prepare("UPDATE referrals SET status = 'refunded', refunded_at = ?1 WHERE contribution_id = ?2 AND status IN ('confirmed', 'rewarded')")
      .bind(now, contributionId),
  ];
}
