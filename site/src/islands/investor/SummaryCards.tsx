// The dashboard's account line and its three cards: Total Investment, Token Balance, ICO Progress.
import type { InvestorDashboard } from '@core/api/investor';
import { formatAssetDecimals } from '@core/asset-amount';
import { formatUsd, formatUsdPrice } from '@core/format/money';
import { formatCount, formatCountOf, formatPercent } from '@core/format/numbers';
import { canBuyIn, type SaleStage } from '@core/sale-stage';
import { timeRemainingCard } from '../../lib/sale/time-remaining';
import { formatTokens, unitsFromBaseUnits } from '@core/format/tokens';
import { phaseLabel } from './labels';
import { TokenBreakdown } from '../ui/TokenBreakdown';
import { BreakableText } from './BreakableText';

const CARD = 'rounded-xl border border-slate-700 bg-slate-900/80 p-5';

/** Account Information: username, email and the investor status. */
export function AccountInformation({ account, refunded = false }: { account: InvestorDashboard['account']; refunded?: boolean }) {
  return (
    <section aria-labelledby="account-title" className={CARD} data-slot="account-information">
      <h2 id="account-title" className="text-lg font-semibold text-white">Account Information</h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-gray-300">Username</dt>
          <dd className="font-medium text-white"><BreakableText text={account.username} /></dd>
        </div>
        <div className="min-w-0">
          <dt className="text-gray-300">Email</dt>
          <dd className="font-medium text-white"><BreakableText text={account.email} /></dd>
        </div>
        <div>
          <dt className="text-gray-300">Status</dt>
          <dd className={account.verifiedInvestor ? 'font-medium text-emerald-300' : 'font-medium text-amber-200'}>
            {account.verifiedInvestor ? 'Verified Investor' : refunded ? 'Refunded' : 'No contribution yet'}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Total Investment, Token Balance (≈ USD) and ICO Progress. */
export function SummaryCards({ data, stage }: { data: InvestorDashboard; /** The sale's stage, null until loaded. */ stage: SaleStage | null }) {
  const { investment, tokens, ico } = data;
  // A day count only while the sale takes contributions; after it, what the sale is (sold out, ended).
  const time = stage && !canBuyIn(stage) ? timeRemainingCard(stage, ico.daysRemaining).detail : `${formatCountOf(ico.daysRemaining, 'day')} remaining`;
  const percent = Math.min(100, Math.max(0, ico.progressPercent));
  return (
    <div className="grid gap-4 md:grid-cols-3" data-slot="summary-cards">
      <section aria-labelledby="card-investment" className={CARD} data-slot="card-investment">
        <h2 id="card-investment" className="text-sm font-medium text-gray-300">Total Investment</h2>
        <p className="mt-2 text-2xl font-bold text-white">{formatUsd(investment.totalUsd)}</p>
        <p className="mt-1 text-sm text-gray-300">
          {formatCount(investment.contributions)} {investment.contributions === 1 ? 'contribution' : 'contributions'} · {formatAssetDecimals(investment.paid)}
        </p>
      </section>
      <section aria-labelledby="card-tokens" className={CARD} data-slot="card-tokens">
        <h2 id="card-tokens" className="text-sm font-medium text-gray-300">Token Balance</h2>
        <p className="mt-2 text-2xl font-bold text-white">
          {formatTokens(unitsFromBaseUnits(tokens.totalBaseUnits))} <span className="text-base font-semibold text-gray-300">{tokens.symbol}</span>
        </p>
        <p className="mt-1 text-sm text-gray-300">
          ≈ {formatUsd(tokens.approxUsd)} at the {phaseLabel(tokens.pricePhase)} price of {formatUsdPrice(tokens.priceUsd)}
        </p>
        <p className="mt-1 text-xs text-gray-300" data-slot="token-breakdown">
          <TokenBreakdown base={unitsFromBaseUnits(tokens.baseUnits)} bonus={unitsFromBaseUnits(tokens.bonusBaseUnits)} /> · distributed per the vesting schedule
        </p>
      </section>
      <section aria-labelledby="card-ico" className={CARD} data-slot="card-ico">
        <h2 id="card-ico" className="text-sm font-medium text-gray-300">ICO Progress</h2>
        <p className="mt-2 text-2xl font-bold text-white">{formatPercent(percent, 1)}</p>
        <div
          role="progressbar"
          aria-label="ICO progress toward the goal"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-700"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-cyan-500 to-violet-500" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-gray-300">
          {formatUsd(ico.raisedUsd)} of {formatUsd(ico.goalUsd)} · {time}
        </p>
      </section>
    </div>
  );
}

