// Shapes of the referral API's answers (worker/src/routes/investor/referrals.ts, admin/referrals.ts), declared
// once for the worker that sends them and the referral pages that read them. Token amounts are
// decimal strings of whole MRDX ("75", "1250"); `…BaseUnits` fields are the exact base units.
import type { AssetDecimal } from '@core/asset-amount';
import type { ReferralSharePlatform } from '@core/schemas/referral';

/** A referral as its affiliate sees it: `pending` = a contribution with the code is not credited yet. */
export type ReferralStatus = 'pending' | 'confirmed' | 'rewarded' | 'refused_self' | 'refunded';

/** The 200 body of POST /api/investor/referrals. */
export interface CreateReferralResponse {
  referralCode: string;
  /** Path of the share link; the page prefixes its origin: `${location.origin}${referralPath}`. */
  referralPath: string;
}

export interface ReferralBadgeView {
  id: string;
  name: string;
  description: string;
  icon: string;
  level: number;
  requiredReferrals: number;
  /** When the referral that earned it was credited (ISO). */
  earnedAt: string;
}

export interface RecentReferralView {
  /** Masked: `a•••@example.com`. */
  email: string;
  /** ISO: when credited, or when the pending contribution was started. */
  date: string;
  /** Whole MRDX ("75"); "0" for pending, refused and refunded referrals. */
  reward: string;
  status: ReferralStatus;
}

/** The 200 body of GET /api/investor/referrals/dashboard. */
export interface ReferralDashboardResponse {
  /** Null until POST /api/investor/referrals issued one. */
  referralCode: string | null;
  referralPath: string | null;
  /** Credited referrals that count (confirmed or rewarded). */
  referredCount: number;
  /** Whole MRDX earned by the referrals that count. */
  totalRewards: string;
  totalRewardsBaseUnits: string;
  /** Link visits (one per visitor per day). */
  visits: number;
  /** Percent (0..100, one decimal) of visits that became a credited referral; 0 without visits. */
  conversionRate: number;
  /** Share clicks counted, all platforms. */
  socialShares: number;
  socialSharesByPlatform: Record<ReferralSharePlatform, number>;
  /** Tier name, null before the first referral. */
  tier: string | null;
  /** Referral count at which the next tier starts; null at the top tier. */
  nextTierRequirement: number | null;
  /** Whole percent 0..100 from the current tier's threshold to the next. */
  tierProgress: number;
  /** MRDX per referral at the current tier ("0" before the first). */
  currentRewardPerReferral: string;
  badges: ReferralBadgeView[];
  /** Newest first, at most 10. */
  recentReferrals: RecentReferralView[];
}

export interface LeaderboardEntry {
  rank: number;
  /** Masked: `al•••`. */
  name: string;
  referredCount: number;
  tier: string | null;
  totalRewards: string;
  /** True for the signed-in affiliate's own row. */
  isYou: boolean;
}

/** What referred investors contributed: USD over every asset, and what was paid in each asset. */
export interface ReferredVolume {
  contributions: number;
  usd: number;
  /** SOL contributions only. */
  sol: string;
  /** Paid in each asset, SOL first; empty while nothing was. */
  paid: AssetDecimal[];
}

/** The 200 body of GET /api/investor/referrals/leaderboard. */
export interface ReferralLeaderboardResponse {
  /** Top affiliates by credited referrals; equal counts share a rank. */
  leaders: LeaderboardEntry[];
  /** The viewer's rank, null while they have no credited referral. */
  you: { rank: number | null; referredCount: number };
  /** Real sale figures for the Command Center's metric panels. */
  sale: {
    /** Contributions credited in the last hour. */
    contributionsLastHour: number;
    /** Credited contributions (all of them) by referred investors whose referral counts. */
    referredVolume: ReferredVolume;
    /** The same, only the viewer's referrals. */
    yourReferredVolume: ReferredVolume;
    activeAffiliates: number;
  };
}

/** GET /api/admin/referrals?q&page&pageSize: one page of affiliates (`total` over the search). */
export interface AdminReferralsResponse {
  page: number;
  pageSize: number;
  total: number;
  topAffiliates: Array<{
    investorId: string;
    email: string;
    referralCode: string;
    referredCount: number;
    totalRewards: string;
    visits: number;
    refusedSelfReferrals: number;
    rewardWallet: string | null;
  }>;
}

/** A referral refused because the referred email or wallet was the code owner's. */
export interface AdminRefusedSelfReferral {
  id: string;
  referrerEmail: string;
  referralCode: string;
  referredEmail: string;
  referredWallet: string;
  contributionId: string;
  createdAt: string;
}

/** GET /api/admin/referrals/refused?page&pageSize: newest first. */
export interface AdminRefusedSelfReferrals {
  items: AdminRefusedSelfReferral[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /api/admin/referrals/rewards: what the distribution report adds per wallet. */
export interface AdminReferralRewardsResponse {
  rewards: Array<{ walletAddress: string; email: string; referrals: number; reward: string; rewardBaseUnits: string }>;
}
