import { describe, expect, it } from 'vitest';
import {
  earnedBadges,
  maskEmail,
  maskName,
  mrdxToBaseUnits,
  nextTierRequirement,
  normalizeIssuedReferralCode,
  referralRewardBaseUnits,
  tierForCount,
  tierProgress,
  totalReferralRewardsBaseUnits,
} from '@core/referral-rules';
import { REFERRAL_BADGE_THRESHOLDS } from '@core/referral-config';

const MRDX = 1_000_000_000n;

describe('tierForCount', () => {
  it('reaches each tier exactly at its threshold', () => {
    const at = (count: number) => tierForCount(count)?.name ?? null;
    expect([0, 1, 4, 5, 9, 10, 24, 25, 49, 50, 100, 1000].map(at)).toEqual([
      null, 'Bronze', 'Bronze', 'Silver', 'Silver', 'Gold', 'Gold', 'Platinum', 'Platinum', 'Diamond', 'Diamond', 'Diamond',
    ]);
  });
});

describe('referralRewardBaseUnits', () => {
  it('pays the Nth referral the rate of the tier that N reaches', () => {
    expect(referralRewardBaseUnits(1)).toBe(75n * MRDX);
    expect(referralRewardBaseUnits(4)).toBe(75n * MRDX);
    expect(referralRewardBaseUnits(5)).toBe(100n * MRDX);
    expect(referralRewardBaseUnits(10)).toBe(150n * MRDX);
    expect(referralRewardBaseUnits(25)).toBe(200n * MRDX);
    expect(referralRewardBaseUnits(50)).toBe(250n * MRDX);
    expect(referralRewardBaseUnits(99)).toBe(250n * MRDX);
    expect(referralRewardBaseUnits(101)).toBe(250n * MRDX);
  });

  it('adds the 1,000 MRDX bonus to the 100th referral only', () => {
    expect(referralRewardBaseUnits(100)).toBe(1_250_000_000_000n);
  });

  it('refuses a referral number below 1 or not whole', () => {
    expect(() => referralRewardBaseUnits(0)).toThrow(RangeError);
    expect(() => referralRewardBaseUnits(1.5)).toThrow(RangeError);
  });
});

describe('totalReferralRewardsBaseUnits', () => {
  it('sums the tiers exactly at every boundary', () => {
    expect(totalReferralRewardsBaseUnits(0)).toBe(0n);
    expect(totalReferralRewardsBaseUnits(1)).toBe(75n * MRDX);
    expect(totalReferralRewardsBaseUnits(5)).toBe((4n * 75n + 100n) * MRDX);
    expect(totalReferralRewardsBaseUnits(10)).toBe((4n * 75n + 5n * 100n + 150n) * MRDX);
    expect(totalReferralRewardsBaseUnits(25)).toBe((300n + 500n + 15n * 150n + 200n) * MRDX);
    expect(totalReferralRewardsBaseUnits(50)).toBe((300n + 500n + 2250n + 25n * 200n + 250n) * MRDX);
    // 1..49 = 8,050; 50..100 = 51 x 250 = 12,750; plus the 1,000 bonus.
    expect(totalReferralRewardsBaseUnits(100)).toBe(21_800n * MRDX);
    expect(totalReferralRewardsBaseUnits(101)).toBe(22_050n * MRDX);
  });
});

describe('nextTierRequirement and tierProgress', () => {
  it('points at the next threshold and measures the way from the current one', () => {
    expect([0, 1, 3, 5, 7, 10, 25, 49].map(nextTierRequirement)).toEqual([1, 5, 5, 10, 10, 25, 50, 50]);
    expect(nextTierRequirement(50)).toBeNull();
    expect(tierProgress(0)).toBe(0);
    expect(tierProgress(1)).toBe(0);
    expect(tierProgress(3)).toBe(50);
    expect(tierProgress(7)).toBe(40);
    expect(tierProgress(49)).toBe(96);
    expect(tierProgress(50)).toBe(100);
    expect(tierProgress(500)).toBe(100);
  });
});

describe('earnedBadges', () => {
  it('earns a badge at each threshold and keeps the earlier ones', () => {
    expect(REFERRAL_BADGE_THRESHOLDS).toEqual([1, 5, 10, 25, 50]);
    expect(earnedBadges(0)).toEqual([]);
    expect(earnedBadges(1).map((badge) => badge.requiredReferrals)).toEqual([1]);
    expect(earnedBadges(24).map((badge) => badge.requiredReferrals)).toEqual([1, 5, 10]);
    expect(earnedBadges(50).map((badge) => badge.id)).toHaveLength(5);
    for (const badge of earnedBadges(50)) expect(badge.name && badge.description && badge.icon).toBeTruthy();
  });
});

describe('referral codes and masking', () => {
  it('accepts exactly 8 characters A-Z0-9, case-insensitively', () => {
    expect(normalizeIssuedReferralCode(' ab12cd34 ')).toBe('AB12CD34');
    expect(normalizeIssuedReferralCode('AB12CD3')).toBeNull();
    expect(normalizeIssuedReferralCode('AB12CD345')).toBeNull();
    expect(normalizeIssuedReferralCode('AB12-D34')).toBeNull();
    expect(normalizeIssuedReferralCode(12345678)).toBeNull();
  });

  it('masks emails and names', () => {
    expect(maskEmail('alice@example.com')).toBe('a•••@example.com');
    expect(maskEmail('😀x@example.com')).toBe('😀•••@example.com');
    expect(maskName('alice@example.com')).toBe('al•••');
    expect(maskName('bob')).toBe('bo•••');
  });

  it('converts whole MRDX to base units', () => {
    expect(mrdxToBaseUnits(75)).toBe(75_000_000_000n);
  });
});
