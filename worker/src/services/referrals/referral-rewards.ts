// Referral rewards owed per wallet, for the admin's distribution report, and marking them rewarded.
import { formatTokenAmount } from '@core/tokens';
import { firstWalletOfEmailSql } from '../contributions/contribution-queries';
import { COUNTING_STATUSES, sumBaseUnitsSql } from './referral-sql';

export interface ReferralRewardOwed {
  /** Where the reward goes: the referrer's first credited wallet (see `REWARD_WALLET_SQL`). */
  walletAddress: string;
  /** The referrer's account email (several referrers on one wallet: the first, by email order). */
  email: string;
  /** Counting referrals (confirmed or rewarded) summed into this wallet. */
  referrals: number;
  rewardBaseUnits: bigint;
  /** Whole MRDX, e.g. "1250". */
  reward: string;
}

/**
 * The wallet a referrer's rewards are paid to: the wallet of their first credited contribution (the
 * one they proved by paying first, and which cannot be changed by later contributions from another
 * wallet); their account's latest wallet if they have no contribution row (not reachable today: an
 * account exists only once something was credited). `i` is the referrer's investors row.
 */
export const REWARD_WALLET_SQL = `COALESCE(${firstWalletOfEmailSql('i.email')}, i.wallet_address)`;

/**
 * Referral rewards owed, one entry per wallet, largest first: every counting referral (confirmed, and
 * rewarded ones already included in an earlier report) with the exact reward fixed when it was
 * credited. Refunded and refused self-referrals are excluded. Meant for the distribution report
 * (CSV of tokens owed per wallet): add `rewardBaseUnits` to the wallet's purchased tokens.
 */
export async function referralRewardsPerWallet(db: D1Database): Promise<ReferralRewardOwed[]> {
  const { results } = await db
    .prepare(
      `SELECT ${REWARD_WALLET_SQL} AS wallet, i.email, COUNT(*) AS referrals, ${sumBaseUnitsSql('r.reward_base_units')} AS reward
       FROM referrals r JOIN investors i ON i.id = r.referrer_investor_id
       WHERE r.status IN ${COUNTING_STATUSES}
       GROUP BY i.id ORDER BY i.email`,
    )
    .all<{ wallet: string; email: string; referrals: number; reward: string }>();
  const byWallet = new Map<string, ReferralRewardOwed>();
  for (const row of results) {
    const owed = byWallet.get(row.wallet) ?? { walletAddress: row.wallet, email: row.email, referrals: 0, rewardBaseUnits: 0n, reward: '0' };
    owed.referrals += row.referrals;
    owed.rewardBaseUnits += BigInt(row.reward);
    owed.reward = formatTokenAmount(owed.rewardBaseUnits);
    byWallet.set(row.wallet, owed);
  }
  return [...byWallet.values()].sort((a, b) => (a.rewardBaseUnits === b.rewardBaseUnits ? 0 : a.rewardBaseUnits > b.rewardBaseUnits ? -1 : 1));
}

/**
 * Marks every confirmed referral credited up to `asOf` as `rewarded` (included in a distribution
 * report); for the batch that records the report. Rewarded referrals still count and are still owed.
 */
export function referralRewardedStatement(db: D1Database, asOf: number, now = Date.now()): D1PreparedStatement {
  return db
    .prepare("UPDATE referrals SET status = 'rewarded', rewarded_at = ?1 WHERE status = 'confirmed' AND credited_at <= ?2")
    .bind(now, asOf);
}
