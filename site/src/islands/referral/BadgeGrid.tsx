// Every badge of the program (from config), the earned ones lit with the date they were earned.
import type { ReferralBadgeView } from '@core/api/referral-responses';
import { REFERRAL_BADGES } from '@core/referral-config';
import { BadgeIcon } from './BadgeIcon';
import { formatDate } from '@core/format/time';

/** The five badges; `earned` comes from the dashboard. */
export function BadgeGrid({ earned }: { earned: readonly ReferralBadgeView[] }) {
  return (
    <ul data-slot="badge-grid" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {REFERRAL_BADGES.map((badge) => {
        const got = earned.find((item) => item.id === badge.id);
        return (
          <li
            key={badge.id}
            data-slot="badge"
            data-earned={got ? 'true' : 'false'}
            className={`rounded-xl border p-4 ${got ? 'border-amber-400/60 bg-amber-950/40' : 'border-gray-800 bg-gray-900/60'}`}
          >
            <p className="flex items-center gap-2 font-semibold text-white">
              <BadgeIcon icon={badge.icon} className={`h-5 w-5 ${got ? 'text-amber-300' : 'text-gray-500'}`} />
              {badge.name}
            </p>
            <p className="mt-1 text-sm text-gray-300">{badge.description}</p>
            <p className="mt-2 text-xs text-gray-300">
              {got ? `Earned ${formatDate(got.earnedAt)}` : `Unlocks at ${badge.requiredReferrals} referral${badge.requiredReferrals === 1 ? '' : 's'}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
