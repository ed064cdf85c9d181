// $newBadge: the 'New Badge Unlocked!' popup. When the dashboard's
// latest badge differs from the one this browser last showed (kept in localStorage under the product
// prefix), the popup opens for 4 s. The first answer without any badge records nothing.
import { atom, onMount } from 'nanostores';
import type { ReferralBadgeView } from '@core/api/referral-responses';
import { PRODUCT_PREFIX } from '@core/sale-config';
import { $referralDashboard } from './referral';

/** How long the popup stays. */
export const BADGE_POPUP_MS = 4_000;
/** localStorage key of the badge id last shown. */
export const LAST_BADGE_KEY = `${PRODUCT_PREFIX}-referral-last-badge`;

/** The badge the popup shows, or null when closed. */
export const $newBadge = atom<ReferralBadgeView | null>(null);

let timer: ReturnType<typeof setTimeout> | undefined;

/** The highest badge earned, or null. */
export function latestBadge(badges: readonly ReferralBadgeView[]): ReferralBadgeView | null {
  return badges.reduce<ReferralBadgeView | null>((best, badge) => (!best || badge.level > best.level ? badge : best), null);
}

/** Closes the popup (button, Escape or the 4 s timer). */
export function dismissNewBadge(): void {
  clearTimeout(timer);
  $newBadge.set(null);
}

function readLastBadge(): string | null {
  try {
    return localStorage.getItem(LAST_BADGE_KEY);
  } catch {
    return null;
  }
}

/** Opens the popup for `badges`' latest badge when this browser has not shown it yet. */
export function announceLatestBadge(badges: readonly ReferralBadgeView[]): void {
  const latest = latestBadge(badges);
  if (!latest || readLastBadge() === latest.id) return;
  try {
    localStorage.setItem(LAST_BADGE_KEY, latest.id);
  } catch {
    // private mode: the popup may show again next visit, which is harmless
  }
  clearTimeout(timer);
  $newBadge.set(latest);
  timer = setTimeout(dismissNewBadge, BADGE_POPUP_MS);
}

onMount($newBadge, () =>
  $referralDashboard.subscribe((dashboard) => {
    if (dashboard) announceLatestBadge(dashboard.badges);
  }),
);
