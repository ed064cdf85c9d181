// The affiliate dashboard of one investor (GET /api/investor/referrals/dashboard): counts, rewards, tier,
// badges with the date each was earned, conversion, shares and the latest referrals, masked.
import { earnedBadges, maskEmail, nextTierRequirement, tierForCount, tierProgress } from '@core/referral-rules';
import { formatTokenAmount } from '@core/tokens';
import type { ReferralDashboardResponse, RecentReferralView, ReferralStatus } from '@core/api/referral-responses';
import { emailHasContributionSql } from '../contributions/contribution-queries';
import { COUNTING_STATUSES } from './referral-sql';
import { socialSharesOf } from './referral-shares';

/** How many referrals the dashboard lists. */
export const RECENT_REFERRALS = 10;

/** The link path of a code (the page adds its origin). */
export const referralPath = (code: string) => `/r/${code}`;

interface ReferralRow {
  referred_email: string;
  status: Exclude<ReferralStatus, 'pending'>;
  reward_base_units: string;
  credited_at: number;
}

/** The dashboard of `investorId`; an investor without a code gets the empty dashboard with `referralCode: null`. */
export async function loadReferralDashboard(db: D1Database, investorId: string): Promise<ReferralDashboardResponse> {
  const [codeRows, counting, recent] = await db.batch([
    db.prepare(
      `SELECT rc.code, i.email, (SELECT COUNT(*) FROM referral_visits v WHERE v.code = rc.code) AS visits
       FROM referral_codes rc JOIN investors i ON i.id = rc.investor_id WHERE rc.investor_id = ?`,
    ).bind(investorId),
    db.prepare(
      `SELECT reward_base_units, credited_at FROM referrals
       WHERE referrer_investor_id = ? AND status IN ${COUNTING_STATUSES} ORDER BY credited_at, id`,
    ).bind(investorId),
    db.prepare(
      `SELECT referred_email, status, reward_base_units, credited_at FROM referrals
       WHERE referrer_investor_id = ? ORDER BY credited_at DESC, id DESC LIMIT ${RECENT_REFERRALS}`,
    ).bind(investorId),
  ]);
  const codeRow = codeRows!.results[0] as { code: string; email: string; visits: number } | undefined;
  const countingRows = counting!.results as Array<{ reward_base_units: string; credited_at: number }>;
  const count = countingRows.length;
  const total = countingRows.reduce((sum, row) => sum + BigInt(row.reward_base_units), 0n);
  const visits = codeRow?.visits ?? 0;
  const shares = await socialSharesOf(db, investorId);
  const tier = tierForCount(count);

  const listed: Array<RecentReferralView & { at: number }> = (recent!.results as unknown as ReferralRow[]).map((row) => ({
    email: maskEmail(row.referred_email),
    date: new Date(row.credited_at).toISOString(),
    reward: row.status === 'confirmed' || row.status === 'rewarded' ? formatTokenAmount(BigInt(row.reward_base_units)) : '0',
    status: row.status,
    at: row.credited_at,
  }));
  if (codeRow) listed.push(...(await pendingReferrals(db, codeRow.code, codeRow.email)));

  return {
    referralCode: codeRow?.code ?? null,
    referralPath: codeRow ? referralPath(codeRow.code) : null,
    referredCount: count,
    totalRewards: formatTokenAmount(total),
    totalRewardsBaseUnits: total.toString(),
    visits,
    conversionRate: visits === 0 ? 0 : Math.min(100, Math.round((count * 1000) / visits) / 10),
    socialShares: Object.values(shares).reduce((sum, n) => sum + n, 0),
    socialSharesByPlatform: shares,
    tier: tier?.name ?? null,
    nextTierRequirement: nextTierRequirement(count),
    tierProgress: tierProgress(count),
    currentRewardPerReferral: String(tier?.rewardPerReferral ?? 0),
    badges: earnedBadges(count).map((badge) => ({
      ...badge,
      earnedAt: new Date(countingRows[badge.requiredReferrals - 1]!.credited_at).toISOString(),
    })),
    recentReferrals: listed
      .sort((a, b) => b.at - a.at)
      .slice(0, RECENT_REFERRALS)
      .map(({ at: _at, ...view }) => view),
  };
}

/**
 * Contributions started with the code and not credited yet, by people who have not contributed
 * before (those could not become a referral): shown as `pending`, one per email.
 */
async function pendingReferrals(db: D1Database, code: string, ownerEmail: string) {
  const { results } = await db
    .prepare(
      `SELECT email, MAX(created_at) AS created_at FROM contribution_intents i
       WHERE referral_code = ?1 AND status = 'pending' AND email != ?2
         AND NOT EXISTS (SELECT 1 FROM referrals r WHERE r.referred_email = i.email)
         AND NOT ${emailHasContributionSql('i.email')}
       GROUP BY email ORDER BY created_at DESC LIMIT ${RECENT_REFERRALS}`,
    )
    .bind(code, ownerEmail)
    .all<{ email: string; created_at: number }>();
  return results.map((row) => ({
    email: maskEmail(row.email),
    date: new Date(row.created_at).toISOString(),
    reward: '0',
    status: 'pending' as const,
    at: row.created_at,
  }));
}
