// The Affiliate Command Center's leaderboard and sale metrics: top affiliates by credited referrals
// (names masked), the viewer's own rank, and real figures of the sale (never simulated ones).
import { maskName, tierForCount } from '@core/referral-rules';
import { formatTokenAmount } from '@core/tokens';
import { centsToUsd, formatLamportsAsSol } from '@core/lamports';
import { toAssetDecimal, totalsByAsset } from '@core/asset-amount';
import type { ReferralLeaderboardResponse, ReferredVolume } from '@core/api/referral-responses';
import { amountOfSum, type AssetSumRow } from '../../db/money-columns';
import { creditedAmountsOfEmails, creditedSinceCount, creditedVolumeOfEmails, type CreditedVolume } from '../contributions/contribution-queries';
import { COUNTING_STATUSES, sumBaseUnitsSql } from './referral-sql';

/** Rows on the board. */
export const LEADERBOARD_SIZE = 10;

const HOUR_MS = 3_600_000;

interface LeaderRow {
  investor_id: string;
  email: string;
  username: string | null;
  referred: number;
  reward: string;
}

/** The volume of the referred contributions: USD over every asset, and what was paid in each asset (sums per asset, in any order). */
const volume = (row: CreditedVolume | undefined, paid: AssetSumRow[]): ReferredVolume => ({
  contributions: row?.contributions ?? 0,
  usd: centsToUsd(BigInt(row?.usd_cents ?? '0')),
  sol: formatLamportsAsSol(BigInt(row?.lamports ?? '0')),
  paid: totalsByAsset(paid.map(amountOfSum)).map(toAssetDecimal),
});

/** The referred investors whose referral counts, as a subquery; `byReferrer` narrows to one affiliate (?1). */
const referredEmailsSql = (byReferrer: boolean) =>
  `SELECT referred_email FROM referrals WHERE status IN ${COUNTING_STATUSES} ${byReferrer ? 'AND referrer_investor_id = ?1' : ''}`;

/**
 * The board as `viewerId` sees it. Affiliates are ordered by credited referrals, earlier last credit
 * first on a tie; equal counts share a rank (1, 2, 2, 4). The viewer's rank counts everyone ahead.
 */
export async function loadReferralLeaderboard(db: D1Database, viewerId: string, now = Date.now()): Promise<ReferralLeaderboardResponse> {
  const [leaders, mine, lastHour, referred, yours, active, referredPaid, yoursPaid] = await db.batch([
    db.prepare(
      `SELECT r.referrer_investor_id AS investor_id, i.email, i.username, COUNT(*) AS referred,
              ${sumBaseUnitsSql('r.reward_base_units')} AS reward, MAX(r.credited_at) AS last_credit
       FROM referrals r JOIN investors i ON i.id = r.referrer_investor_id
       WHERE r.status IN ${COUNTING_STATUSES}
       GROUP BY r.referrer_investor_id ORDER BY referred DESC, last_credit ASC LIMIT ${LEADERBOARD_SIZE}`,
    ),
    db.prepare(
      `WITH counts AS (SELECT referrer_investor_id AS id, COUNT(*) AS n FROM referrals
                       WHERE status IN ${COUNTING_STATUSES} GROUP BY referrer_investor_id)
       SELECT COALESCE((SELECT n FROM counts WHERE id = ?1), 0) AS n,
              (SELECT COUNT(*) FROM counts WHERE n > COALESCE((SELECT n FROM counts WHERE id = ?1), 0)) AS ahead`,
    ).bind(viewerId),
    creditedSinceCount(db, now - HOUR_MS),
    creditedVolumeOfEmails(db, referredEmailsSql(false)),
    creditedVolumeOfEmails(db, referredEmailsSql(true)).bind(viewerId),
    db.prepare(`SELECT COUNT(DISTINCT referrer_investor_id) AS n FROM referrals WHERE status IN ${COUNTING_STATUSES}`),
    creditedAmountsOfEmails(db, referredEmailsSql(false)),
    creditedAmountsOfEmails(db, referredEmailsSql(true)).bind(viewerId),
  ]);

  const rows = leaders!.results as unknown as LeaderRow[];
  let rank = 0;
  const board = rows.map((row, index) => {
    if (index === 0 || rows[index - 1]!.referred !== row.referred) rank = index + 1;
    return {
      rank,
      name: maskName(row.username ?? row.email),
      referredCount: row.referred,
      tier: tierForCount(row.referred)?.name ?? null,
      totalRewards: formatTokenAmount(BigInt(row.reward)),
      isYou: row.investor_id === viewerId,
    };
  });
  const me = mine!.results[0] as { n: number; ahead: number };

  return {
    leaders: board,
    you: { rank: me.n > 0 ? me.ahead + 1 : null, referredCount: me.n },
    sale: {
      contributionsLastHour: (lastHour!.results[0] as { n: number }).n,
      referredVolume: volume(referred!.results[0] as CreditedVolume | undefined, referredPaid!.results as AssetSumRow[]),
      yourReferredVolume: volume(yours!.results[0] as CreditedVolume | undefined, yoursPaid!.results as AssetSumRow[]),
      activeAffiliates: (active!.results[0] as { n: number }).n,
    },
  };
}
