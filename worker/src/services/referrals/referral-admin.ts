// The admin's Referrals view: affiliates with their figures (searched by email or code, paged), and the
// refused self-referrals (paged).
import { formatTokenAmount } from '@core/tokens';
import type { AdminReferralsResponse, AdminRefusedSelfReferrals } from '@core/api/referral-responses';
import type { ReferralListQuery } from '@core/schemas/admin-lists';
import { COUNTING_STATUSES, sumBaseUnitsSql } from './referral-sql';
import { REWARD_WALLET_SQL } from './referral-rewards';

/**
 * The affiliates a search matches, as index ranges: the email (stored lower-cased, unique) or the code
 * (the primary key, upper-case), whole or their first characters. Empty search: every affiliate.
 */
function searchCondition(q: string): { sql: string; params: string[] } {
  if (!q) return { sql: '1', params: [] };
  const email = q.toLowerCase();
  const code = q.toUpperCase();
  return { sql: '((i.email >= ? AND i.email < ?) OR (rc.code >= ? AND rc.code < ?))', params: [email, `${email}\uffff`, code, `${code}\uffff`] };
}

/** One page of affiliates (most credited referrals first) and how many match. */
export async function loadAdminReferrals(db: D1Database, query: ReferralListQuery): Promise<AdminReferralsResponse> {
  const where = searchCondition(query.q);
  const [affiliates, counted] = await db.batch([
    db.prepare(
      `SELECT i.id, i.email, rc.code,
         (SELECT COUNT(*) FROM referrals r WHERE r.referrer_investor_id = i.id AND r.status IN ${COUNTING_STATUSES}) AS referred,
         (SELECT ${sumBaseUnitsSql('r.reward_base_units')} FROM referrals r
           WHERE r.referrer_investor_id = i.id AND r.status IN ${COUNTING_STATUSES}) AS reward,
         (SELECT COUNT(*) FROM referral_visits v WHERE v.code = rc.code) AS visits,
         (SELECT COUNT(*) FROM referrals r WHERE r.referrer_investor_id = i.id AND r.status = 'refused_self') AS refused,
         CASE WHEN EXISTS (SELECT 1 FROM referrals r WHERE r.referrer_investor_id = i.id AND r.status IN ${COUNTING_STATUSES})
              THEN ${REWARD_WALLET_SQL} END AS wallet
       FROM referral_codes rc JOIN investors i ON i.id = rc.investor_id
       WHERE ${where.sql}
       ORDER BY referred DESC, visits DESC, rc.created_at, rc.code LIMIT ? OFFSET ?`,
    ).bind(...where.params, query.pageSize, (query.page - 1) * query.pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM referral_codes rc JOIN investors i ON i.id = rc.investor_id WHERE ${where.sql}`).bind(...where.params),
  ]);
  type AffiliateRow = { id: string; email: string; code: string; referred: number; reward: string; visits: number; refused: number; wallet: string | null };
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: (counted!.results[0] as { total: number }).total,
    topAffiliates: (affiliates!.results as unknown as AffiliateRow[]).map((row) => ({
      investorId: row.id,
      email: row.email,
      referralCode: row.code,
      referredCount: row.referred,
      totalRewards: formatTokenAmount(BigInt(row.reward)),
      visits: row.visits,
      refusedSelfReferrals: row.refused,
      rewardWallet: row.wallet,
    })),
  };
}

/** One page of refused self-referrals, newest first (referrals_status_credited_idx), and how many there are. */
export async function loadRefusedSelfReferrals(db: D1Database, page: number, pageSize: number): Promise<AdminRefusedSelfReferrals> {
  const [rows, counted] = await db.batch([
    db
      .prepare(
        `SELECT r.id, i.email AS referrer_email, r.code, r.referred_email, r.referred_wallet, r.contribution_id, r.credited_at
         FROM referrals r JOIN investors i ON i.id = r.referrer_investor_id
         WHERE r.status = 'refused_self' ORDER BY r.credited_at DESC, r.id LIMIT ? OFFSET ?`,
      )
      .bind(pageSize, (page - 1) * pageSize),
    db.prepare("SELECT COUNT(*) AS total FROM referrals WHERE status = 'refused_self'"),
  ]);
  type RefusedRow = { id: string; referrer_email: string; code: string; referred_email: string; referred_wallet: string; contribution_id: string; credited_at: number };
  return {
    items: (rows!.results as unknown as RefusedRow[]).map((row) => ({
      id: row.id,
      referrerEmail: row.referrer_email,
      referralCode: row.code,
      referredEmail: row.referred_email,
      referredWallet: row.referred_wallet,
      contributionId: row.contribution_id,
      createdAt: new Date(row.credited_at).toISOString(),
    })),
    page,
    pageSize,
    total: (counted!.results[0] as { total: number }).total,
  };
}
