// The compact list of recent referrals (masked email, date, reward, status), for the referral pages
// and the investor dashboard's Referrals tab.
import type { RecentReferralView, ReferralStatus } from '@core/api/referral-responses';
import { formatDate } from '@core/format/time';
import { formatMrdx, unitsFromMrdx } from '@core/format/tokens';

const STATUS: Record<ReferralStatus, { label: string; className: string }> = {
  rewarded: { label: 'Rewarded', className: 'bg-emerald-900/60 text-emerald-200' },
  confirmed: { label: 'Confirmed', className: 'bg-sky-900/60 text-sky-200' },
  pending: { label: 'Pending', className: 'bg-amber-900/60 text-amber-200' },
  refused_self: { label: 'Self-referral (no reward)', className: 'bg-slate-800 text-gray-300' },
  refunded: { label: 'Refunded', className: 'bg-slate-800 text-gray-300' },
};

/** Newest first, as the API sends them; an empty list says how referrals arrive. */
export function ReferralsList({ referrals }: { referrals: readonly RecentReferralView[] }) {
  if (referrals.length === 0) {
    return <p className="text-gray-300">No referrals yet. They appear here when someone contributes through your link.</p>;
  }
  return (
    <ul data-slot="referrals-list" className="divide-y divide-gray-800">
      {referrals.map((referral, i) => (
        <li key={`${referral.email}-${referral.date}-${i}`} data-slot="referral-row" className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
          <span className="font-mono text-gray-100">{referral.email}</span>
          <span className="text-gray-300">{formatDate(referral.date)}</span>
          <span className="ml-auto font-semibold text-white">{formatMrdx(unitsFromMrdx(referral.reward))}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS[referral.status].className}`}>{STATUS[referral.status].label}</span>
        </li>
      ))}
    </ul>
  );
}
