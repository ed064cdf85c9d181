// /dashboard: one guarded island. Without a session it shows the gate's next step (connect, contribute,
// sign in with the wallet, or replace a temporary password); otherwise the dashboard of GET /api/investor/dashboard
// (DashboardView, loaded only then: a visitor who is not signed in never downloads it).
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { bootWalletPage } from '../../lib/wallets/wallet-boot';
import { $dashboard } from '../../stores/investor-dashboard';
import { $nextStep } from '../../stores/investor-next-step';
import { $session } from '../../stores/session';
import { useHydratedStore } from '../ui/use-hydrated';
import { DashboardPlaceholder } from './DashboardPlaceholder';
import { InvestorGate } from './InvestorGate';

const DashboardView = lazy(() => import('./DashboardView').then((module) => ({ default: module.DashboardView })));

/** The whole /dashboard. */
export function InvestorDashboard() {
  const session = useHydratedStore($session, { status: 'unknown' });
  const step = useHydratedStore($nextStep, 'checking');
  // Subscribed here so the dashboard's data is on its way while its view loads.
  useStore($dashboard);
  useEffect(bootWalletPage, []);

  // Not signed in (or the temporary password still owed): the one next step, in place.
  if (step !== 'open' || session.status !== 'signed-in') return <InvestorGate pageTitle="Dashboard" />;
  return (
    <Suspense fallback={<DashboardPlaceholder text="Loading your dashboard..." />}>
      <DashboardView profile={session.profile} />
    </Suspense>
  );
}
