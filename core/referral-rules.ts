// The affiliate program's rules, computed from the one table in referral-config.ts: tier by count of
// credited referrals, the reward of each referral in exact MRDX base units, progress, badges, codes.
import { TOKEN } from '@core/sale-config';
import { REFERRAL_BADGES, REFERRAL_CODE, REFERRAL_MILESTONE_BONUS, REFERRAL_TIERS } from '@core/referral-config';

export type ReferralTier = (typeof REFERRAL_TIERS)[number];
export type ReferralTierName = ReferralTier['name'];
export type ReferralBadge = (typeof REFERRAL_BADGES)[number];

const TOKEN_SCALE = 10n ** BigInt(TOKEN.decimals);

/** Whole MRDX as base units (TOKEN.decimals), exactly. */
export const mrdxToBaseUnits = (mrdx: number): bigint => BigInt(mrdx) * TOKEN_SCALE;

/** The tier an affiliate with `count` credited referrals is in; null before the first one. */
export function tierForCount(count: number): ReferralTier | null {
  let reached: ReferralTier | null = null;
  for (const tier of REFERRAL_TIERS) if (count >= tier.minReferrals) reached = tier;
  return reached;
}

/** The tier after the one `count` reaches; null at the top tier. */
export function nextTierFor(count: number): ReferralTier | null {
  return REFERRAL_TIERS.find((tier) => tier.minReferrals > count) ?? null;
}

/**
 * The reward of the Nth credited referral (n >= 1), in base units: the per-referral amount of the
 * tier that N reaches (the 5th referral is the first paid at the Silver rate, the 4th still Bronze),
 * plus the milestone bonus when N is exactly the milestone (the 100th: 250 + 1,000 MRDX).
 * A reward is fixed when the referral is credited; reaching a higher tier later does not re-price it.
 */
export function referralRewardBaseUnits(n: number): bigint {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('The referral number starts at 1');
  const tier = tierForCount(n)!;
  const bonus = n === REFERRAL_MILESTONE_BONUS.atReferral ? REFERRAL_MILESTONE_BONUS.reward : 0;
  return mrdxToBaseUnits(tier.rewardPerReferral + bonus);
}

/** Sum of the rewards of referrals 1..count, in base units (what an affiliate with no refunds earned). */
export function totalReferralRewardsBaseUnits(count: number): bigint {
  let total = 0n;
  for (let n = 1; n <= count; n += 1) total += referralRewardBaseUnits(n);
  return total;
}

/** The count of credited referrals at which the next tier starts; null at the top tier. */
export function nextTierRequirement(count: number): number | null {
  return nextTierFor(count)?.minReferrals ?? null;
}

/**
 * Progress from the current tier's threshold (0 before Bronze) to the next one, as a whole percent
 * 0..100 rounded down; 100 at the top tier.
 */
export function tierProgress(count: number): number {
  const next = nextTierFor(count);
  if (!next) return 100;
  const from = tierForCount(count)?.minReferrals ?? 0;
  return Math.floor((Math.max(0, count - from) * 100) / (next.minReferrals - from));
}

/** The badges `count` credited referrals have earned, lowest first. */
export function earnedBadges(count: number): ReferralBadge[] {
  return REFERRAL_BADGES.filter((badge) => count >= badge.requiredReferrals);
}

/** A referral code as the server issues it: exactly 8 characters A-Z0-9. */
export const REFERRAL_CODE_PATTERN = new RegExp(`^[A-Z0-9]{${REFERRAL_CODE.length}}$`);

/** The code in canonical (upper) case when it has the issued shape, else null. */
export function normalizeIssuedReferralCode(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const code = text.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** An email shown to someone else: first character, a mask, the domain (`a•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return `${Array.from(local)[0] ?? ''}•••${domain}`;
}

/** A display name on a public board: the first two characters and a mask (`al•••`), never the domain. */
export function maskName(name: string): string {
  const local = name.includes('@') ? name.slice(0, name.lastIndexOf('@')) : name;
  return `${Array.from(local).slice(0, 2).join('')}•••`;
}
