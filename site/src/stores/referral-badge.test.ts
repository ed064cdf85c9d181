import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import type { ReferralBadgeView } from '@core/api/referral-responses';
import { $newBadge, BADGE_POPUP_MS, LAST_BADGE_KEY, announceLatestBadge, dismissNewBadge, latestBadge } from './referral-badge';

const badge = (id: string, level: number): ReferralBadgeView => ({ id, level, name: id, description: '', icon: 'star', requiredReferrals: level, earnedAt: '2026-01-01T00:00:00Z' });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe('$newBadge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', memoryStorage());
    keepMount($newBadge);
  });
  afterEach(() => {
    dismissNewBadge();
    cleanStores($newBadge);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('picks the highest level as the latest badge, and none from an empty list', () => {
    expect(latestBadge([badge('a', 1), badge('c', 3), badge('b', 2)])?.id).toBe('c');
    expect(latestBadge([])).toBeNull();
  });

  it('opens for a badge this browser has not shown, remembers it and closes after 4 s', () => {
    announceLatestBadge([badge('first-referral', 1)]);
    expect($newBadge.get()?.id).toBe('first-referral');
    expect(localStorage.getItem(LAST_BADGE_KEY)).toBe('first-referral');
    vi.advanceTimersByTime(BADGE_POPUP_MS);
    expect($newBadge.get()).toBeNull();
  });

  it('stays closed for the badge already shown and for no badge at all', () => {
    localStorage.setItem(LAST_BADGE_KEY, 'first-referral');
    announceLatestBadge([badge('first-referral', 1)]);
    announceLatestBadge([]);
    expect($newBadge.get()).toBeNull();
    announceLatestBadge([badge('first-referral', 1), badge('rising-star', 2)]);
    expect($newBadge.get()?.id).toBe('rising-star');
  });
});
