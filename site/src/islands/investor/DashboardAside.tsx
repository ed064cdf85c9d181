// The dashboard's side column: Quick Actions, Investment Summary and Recent Activity (real account
// events from the server: credits, sign-ins, password changes).
import type { DashboardActivity, InvestorDashboard } from '@core/api/investor';
import { formatAssetDecimal, formatAssetDecimals } from '@core/asset-amount';
import { canBuyIn } from '@core/sale-stage';
import { buttonVariants } from '../ui/Button';
import { useHydratedStore } from '../ui/use-hydrated';
import { $sale } from '../../stores/sale';
import { stageNotice } from '../../lib/sale/sale-stage-copy';
import { formatUsd } from '@core/format/money';
import { formatCount } from '@core/format/numbers';
import { formatDateTime } from '@core/format/time';
import { formatMrdx, unitsFromBaseUnits } from '@core/format/tokens';

const CARD = 'rounded-xl border border-slate-700 bg-slate-900/80 p-5';

const ACTIVITY_LABELS: Record<DashboardActivity['kind'], string> = {
  'contribution-credited': 'Contribution credited',
  'signed-in': 'Signed in',
  'password-changed': 'Password changed',
  'password-revoked': 'Mailed temporary password revoked',
  'account-created': 'Account created',
  'username-set': 'Username chosen',
};

/** What an activity's detail means in words. */
const METHOD_WORDS: Record<string, string> = {
  password: 'with your password',
  wallet: 'with your wallet',
  change: 'from the dashboard',
  set: 'first password set from the dashboard',
  reset: 'with a mailed reset link',
  'sign-up': 'by sign-up',
};

function activityDetail(item: DashboardActivity): string {
  return METHOD_WORDS[item.detail] ?? item.detail;
}

/**
 * 'Make Additional Contribution' while the sale takes contributions, otherwise what the stage allows
 * (the ledger, the distribution); 'View ICO Progress' always. Nothing until the sale state is known.
 */
export function QuickActions() {
  const sale = useHydratedStore($sale, null);
  const notice = sale ? stageNotice(sale.stage) : null;
  return (
    <section aria-labelledby="quick-actions-title" className={CARD}>
      <h2 id="quick-actions-title" className="text-lg font-semibold text-white">Quick Actions</h2>
      {notice && <p data-slot="quick-actions-stage" className="mt-2 text-sm text-gray-300">{notice.title}.</p>}
      <div className="mt-3 flex min-h-11 flex-col gap-2">
        {sale && canBuyIn(sale.stage) && (
          <a href="/#contribute-form" className={buttonVariants({ variant: 'accent', className: 'text-center' })}>
            Make Additional Contribution
          </a>
        )}
        {notice && notice.action.href !== '/whitelist' && (
          <a href={notice.action.href} className={buttonVariants({ variant: 'accent', className: 'text-center' })}>
            {notice.action.label}
          </a>
        )}
        <a href="/" className={buttonVariants({ variant: 'subtle', className: 'text-center' })}>
          View ICO Progress
        </a>
      </div>
    </section>
  );
}

/** "SOL contributed", "USDC contributed"...: one line per asset paid; "0 SOL" before the first credit, as always. */
function contributedRows(paid: InvestorDashboard['investment']['paid']): [string, string][] {
  if (paid.length === 0) return [['SOL contributed', formatAssetDecimals(paid)]];
  return paid.map((total) => [`${total.asset} contributed`, formatAssetDecimal(total.amount, total.asset)]);
}

/** Totals of the account in one list. */
export function InvestmentSummary({ data }: { data: InvestorDashboard }) {
  const rows: [string, string][] = [
    ['Total invested', formatUsd(data.investment.totalUsd)],
    ...contributedRows(data.investment.paid),
    ['Contributions', formatCount(data.investment.contributions)],
    ['Base tokens', formatMrdx(unitsFromBaseUnits(data.tokens.baseUnits))],
    ['Bonus tokens', formatMrdx(unitsFromBaseUnits(data.tokens.bonusBaseUnits))],
    ['Total tokens', formatMrdx(unitsFromBaseUnits(data.tokens.totalBaseUnits))],
    ['Unlocked so far', formatMrdx(unitsFromBaseUnits(data.vesting.claimableBaseUnits))],
  ];
  return (
    <section aria-labelledby="summary-title" className={CARD} data-slot="investment-summary">
      <h2 id="summary-title" className="text-lg font-semibold text-white">Investment Summary</h2>
      <dl className="mt-3 flex flex-col gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-gray-300">{label}</dt>
            <dd className="text-right font-medium text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The newest account events. */
export function RecentActivity({ activity }: { activity: DashboardActivity[] }) {
  return (
    <section aria-labelledby="activity-title" className={CARD} data-slot="recent-activity">
      <h2 id="activity-title" className="text-lg font-semibold text-white">Recent Activity</h2>
      {activity.length === 0 ? (
        <p className="mt-3 text-sm text-gray-300">Nothing yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2 text-sm">
          {activity.slice(0, 8).map((item, index) => (
            <li key={`${item.at}-${index}`} className="border-l-2 border-cyan-700 pl-3">
              <p className="text-white">
                {ACTIVITY_LABELS[item.kind]} <span className="text-gray-300">{activityDetail(item)}</span>
              </p>
              <p className="text-xs text-gray-300">{formatDateTime(item.at)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
