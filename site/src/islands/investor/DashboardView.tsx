// The signed-in /dashboard itself (loaded only once a session opens it): summary cards, refunds owed and paid, the tabs
// (contributions, wallets, vesting, referrals) and the side column with the password card.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { InvestorProfile } from '@core/api/investor';
import { canBuyIn } from '@core/sale-stage';
import { $dashboard, loadDashboard } from '../../stores/investor-dashboard';
import { $sale } from '../../stores/sale';
import { logoutInvestor } from '../../stores/session';
import { Button } from '../ui/Button';
import { Tabs } from '../ui/Tabs';
import { ContributionsTab } from './ContributionsTab';
import { RefundsSection } from './RefundsSection';
import { ReferralsTab } from './ReferralsTab';
import { UncreditedPayments } from './UncreditedPayments';
import { ReferralRewardsCard } from '../referral/ReferralRewardsCard';
import { PasswordCard } from './PasswordCard';
import { InvestmentSummary, QuickActions, RecentActivity } from './DashboardAside';
import { AccountInformation, SummaryCards } from './SummaryCards';
import { VestingTab } from './VestingTab';
import { WalletsTab } from './WalletsTab';
import { DashboardPlaceholder } from './DashboardPlaceholder';
import { BreakableText } from './BreakableText';
import { isLongName } from '../../lib/ui/soft-breaks';

/** The dashboard of the signed-in investor whose profile is `profile`. */
export function DashboardView({ profile }: { profile: InvestorProfile }) {
  const dashboard = useStore($dashboard);
  const sale = useStore($sale);
  const [tab, setTab] = useState('contributions');

  if (dashboard.status === 'error') {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <p role="alert" className="text-rose-200">{dashboard.message}</p>
        <Button variant="accent" className="mt-4" onClick={() => void loadDashboard()}>
          Try again
        </Button>
      </div>
    );
  }
  if (dashboard.status !== 'ready') return <DashboardPlaceholder text="Loading your dashboard..." />;

  const { data } = dashboard;
  const cluster = sale?.cluster ?? null;
  // Every contribution went back: the buyer contributed, so "no contribution yet" would be untrue.
  const refunded = !data.account.verifiedInvestor && data.contributions.some((contribution) => contribution.status === 'refunded');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10" data-slot="investor-dashboard">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A long name (a 90-character email) gets a line of its own in smaller type, broken after @ and dots. */}
        <h1 className="min-w-0 text-2xl font-bold text-white sm:text-3xl">
          Welcome,{' '}
          <BreakableText text={data.account.username} className={isLongName(data.account.username) ? 'block text-lg sm:text-xl' : undefined} />
        </h1>
        <Button variant="subtle" size="sm" onClick={() => void logoutInvestor()}>
          Logout
        </Button>
      </div>
      <AccountInformation account={data.account} refunded={refunded} />
      {refunded && (
        <p className="rounded-lg border border-slate-600 bg-slate-900/80 p-4 text-gray-200" data-slot="contributions-refunded">
          Your contributions were refunded to the wallets they came from, in the currency you paid: see Refunds below and each contribution's refund transaction.
        </p>
      )}
      {!data.account.verifiedInvestor && !refunded && (
        <p className="rounded-lg border border-amber-500/40 bg-amber-950/40 p-4 text-amber-100" data-slot="no-contribution-yet">
          No contribution yet: your dashboard fills in once a contribution with {data.account.email} is confirmed on chain.
          {sale && canBuyIn(sale.stage) && (
            <>
              {' '}
              <a href="/#contribute-form" className="font-semibold underline">Contribute now</a>
            </>
          )}
        </p>
      )}
      <SummaryCards data={data} stage={sale?.stage ?? null} />
      <RefundsSection refunds={data.refunds} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-label="Details" className="min-w-0 rounded-xl border border-slate-700 bg-slate-900/80 p-5">
          <Tabs
            label="Dashboard details"
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                id: 'contributions',
                label: 'Contributions',
                panel: (
                  <>
                    <ContributionsTab contributions={data.contributions} cluster={cluster} />
                    <UncreditedPayments reloadKey={data} />
                  </>
                ),
              },
              { id: 'wallet', label: 'Wallet', panel: <WalletsTab wallets={data.wallets} cluster={cluster} /> },
              { id: 'vesting', label: 'Vesting', panel: <VestingTab vesting={data.vesting} symbol={data.tokens.symbol} /> },
              { id: 'referrals', label: 'Referrals', panel: <ReferralsTab /> },
            ]}
          />
        </section>
        <div className="flex flex-col gap-6">
          <QuickActions />
          <PasswordCard hasPassword={profile.hasPassword} email={data.account.email} />
          <ReferralRewardsCard />
          <InvestmentSummary data={data} />
          <RecentActivity activity={data.activity} />
        </div>
      </div>
    </div>
  );
}
