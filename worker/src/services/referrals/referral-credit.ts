// Earning a referral: statements that join the credit batch of a contribution (docs/decisions.md, "Referral rewards"), so
// the referral is written with the credit or not at all, and guarded so that races cannot count twice.
import { normalizeIssuedReferralCode } from '@core/referral-rules';
import { COUNTING_STATUSES, MILESTONE, tierRewardSql } from './referral-sql';
import { auditStatementFromRows } from '../accounts/audit';

export interface ReferralCreditInput {
  /** The contribution being credited in the same batch (inserted by an earlier statement). */
  contributionId: string;
  /** The contributor's email and wallet, as on the contribution. */
  email: string;
  walletAddress: string;
  /** The code the contribution's intent carried, if any. */
  referralCode: string | null | undefined;
  /** Credit time, ms. */
  creditedAt: number;
}

/**
 * The statements that record a referral for a contribution being credited; [] without a plausible code.
 * Append them to the credit batch AFTER the contribution insert and the investor upsert (they read both).
 *
 * Rules, all checked inside the one guarded INSERT … SELECT … WHERE NOT EXISTS:
 * - the code must exist; otherwise nothing is written;
 * - one row per referred email ever: the first code wins, later contributions and codes change nothing;
 * - self-referral (the code owner's email, the owner's current wallet, or any wallet the owner has
 *   contributed from) is recorded as `refused_self` with reward "0", so the admin sees it;
 * - otherwise it counts only if this is the contributor's first credited contribution (no other one by
 *   the same email or the same wallet): an existing contributor cannot be "referred" later;
 * - a counting referral is `confirmed` with referral_number N = the referrer's counting referrals + 1
 *   and the reward of N (core/referral-rules.ts: the rate of the tier N reaches, plus the 1,000 MRDX
 *   bonus at N = 100 unless a counting referral already holds number 100 — after a refund below it).
 * An audit row follows when (and only when) a referral row was written.
 */
export function referralCreditStatements(db: D1Database, input: ReferralCreditInput): D1PreparedStatement[] {
  const code = normalizeIssuedReferralCode(input.referralCode);
  if (!code) return [];
  const id = crypto.randomUUID();
  const n = 'facts.n';
  const reward = `CAST(${tierRewardSql(n)} + CASE WHEN ${n} = ${MILESTONE.atReferral} AND NOT facts.bonus_taken THEN ${MILESTONE.baseUnits} ELSE 0 END AS TEXT)`;
  const insert = db
    .prepare(
      `INSERT INTO referrals (id, referrer_investor_id, code, referred_investor_id, referred_email, referred_wallet,
         contribution_id, status, referral_number, reward_base_units, credited_at)
       SELECT ?1, facts.owner_id, facts.code, (SELECT id FROM investors WHERE email = ?2), ?2, ?3, ?4,
         CASE WHEN facts.self THEN 'refused_self' ELSE 'confirmed' END,
         CASE WHEN facts.self THEN NULL ELSE ${n} END,
         CASE WHEN facts.self THEN '0' ELSE ${reward} END,
         ?6
       FROM (
         SELECT rc.code, owner.id AS owner_id,
           (owner.email = ?2 OR owner.wallet_address = ?3
             OR EXISTS (SELECT 1 FROM contributions c WHERE c.email = owner.email AND c.wallet_address = ?3)) AS self,
           (SELECT COUNT(*) FROM referrals r WHERE r.referrer_investor_id = owner.id AND r.status IN ${COUNTING_STATUSES}) + 1 AS n,
           EXISTS (SELECT 1 FROM referrals r WHERE r.referrer_investor_id = owner.id AND r.status IN ${COUNTING_STATUSES}
                   AND r.referral_number = ${MILESTONE.atReferral}) AS bonus_taken
         FROM referral_codes rc JOIN investors owner ON owner.id = rc.investor_id
         WHERE rc.code = ?5
       ) AS facts
       WHERE EXISTS (SELECT 1 FROM contributions WHERE id = ?4)
         AND NOT EXISTS (SELECT 1 FROM referrals WHERE referred_email = ?2 OR contribution_id = ?4)
         AND (facts.self OR NOT EXISTS (SELECT 1 FROM contributions c WHERE (c.email = ?2 OR c.wallet_address = ?3) AND c.id != ?4))
       ON CONFLICT DO NOTHING`,
    )
    .bind(id, input.email, input.walletAddress, input.contributionId, code, input.creditedAt);
  const audit = auditStatementFromRows(
    db,
    {
      actor: 'referrals',
      action: { column: 'status', cases: { refused_self: 'referral.refused_self' }, otherwise: 'referral.confirmed' },
      subjectSql: 'id',
      detailSql: "json_object('referrer', referrer_investor_id, 'code', code, 'contributionId', contribution_id, 'referralNumber', referral_number, 'rewardBaseUnits', reward_base_units)",
      now: input.creditedAt,
    },
    { sql: 'referrals WHERE id = ?', params: [id] },
  );
  return [insert, audit];
}
