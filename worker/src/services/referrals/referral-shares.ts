// Share clicks of an affiliate, counted per platform for the dashboard.
import { REFERRAL_SHARE_PLATFORMS } from '@core/referral-config';
import type { ReferralSharePlatform } from '@core/schemas/referral';

/** Adds one share on `platform` for the investor; returns their new total over all platforms. */
export async function countSocialShare(db: D1Database, investorId: string, platform: ReferralSharePlatform, now = Date.now()) {
  const [, total] = await db.batch<{ total: number }>([
    db
      .prepare(
        `INSERT INTO referral_social_shares (investor_id, platform, shares, updated_at) VALUES (?1, ?2, 1, ?3)
         ON CONFLICT (investor_id, platform) DO UPDATE SET shares = shares + 1, updated_at = excluded.updated_at`,
      )
      .bind(investorId, platform, now),
    db.prepare('SELECT COALESCE(SUM(shares), 0) AS total FROM referral_social_shares WHERE investor_id = ?').bind(investorId),
  ]);
  return total!.results[0]!.total;
}

/** The investor's shares per platform (every platform present, 0 when never shared). */
export async function socialSharesOf(db: D1Database, investorId: string): Promise<Record<ReferralSharePlatform, number>> {
  const { results } = await db
    .prepare('SELECT platform, shares FROM referral_social_shares WHERE investor_id = ?')
    .bind(investorId)
    .all<{ platform: ReferralSharePlatform; shares: number }>();
  const counts = Object.fromEntries(REFERRAL_SHARE_PLATFORMS.map((platform) => [platform, 0])) as Record<ReferralSharePlatform, number>;
  for (const row of results) counts[row.platform] = row.shares;
  return counts;
}
