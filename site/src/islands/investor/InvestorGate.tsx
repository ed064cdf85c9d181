// The gate of every investor page (/dashboard, /referrals, /referral): for a visitor who cannot see the
// page yet, the one next step, in place, from $nextStep: connect a wallet, contribute with it, sign in
// with it (one signature, no trip to /mrdx), or replace the temporary password of a password sign-in.
import { $nextStep } from '../../stores/investor-next-step';
import { useHydratedStore } from '../ui/use-hydrated';
import { buttonVariants } from '../ui/Button';
import { ContributeLink } from '../sale/ContributeLink';
import { ContributionRequired } from './ContributionRequired';
import { GateChangePassword, GateWalletButton, GateWalletSignIn } from './gate-actions';

const CARD = 'rounded-2xl border border-gray-800 bg-gray-900/80 p-6 shadow-xl sm:p-8';

/** The gate for `pageTitle`; renders nothing once the page is open (the caller shows the page). */
export function InvestorGate({ pageTitle }: { pageTitle: string }) {
  const step = useHydratedStore($nextStep, 'checking');
  switch (step) {
    case 'open':
      return null;
    case 'checking':
      return (
        <div role="status" className="mx-auto flex min-h-[60vh] max-w-2xl items-center justify-center px-4 py-16 text-gray-300" data-slot="gate-checking">
          Checking your sign-in and wallet...
        </div>
      );
    case 'connect':
      return (
        <ContributionRequired connected={false}>
          <GateWalletButton />
          <p className="mt-2 text-sm text-gray-300">The wallet you contributed from signs you in; with any other you can contribute.</p>
        </ContributionRequired>
      );
    case 'contribute':
      return (
        <ContributionRequired connected>
          <ContributeLink href="/#contribute-form" className={buttonVariants({ variant: 'accent', className: 'inline-block text-center' })}>
            Contribute with this wallet
          </ContributeLink>
          <p className="mt-2 text-sm text-gray-300">
            This wallet has no credited contribution yet. Once yours is confirmed on chain (about a minute), come back here and sign in with it.
          </p>
        </ContributionRequired>
      );
    case 'sign-in':
      return (
        <div className="mx-auto max-w-2xl px-4 py-16" data-slot="sign-in-required">
          <div className={CARD}>
            <h1 className="text-3xl font-bold text-white">{pageTitle}</h1>
            <p className="mt-3 text-gray-300">This wallet has contributed. Sign in with it to open your {pageTitle.toLowerCase()}.</p>
            <GateWalletSignIn stay className="mt-6 max-w-sm" />
            <p className="mt-6 text-sm text-gray-300">
              Prefer your email and password? <a href="/mrdx" className="text-cyan-300 underline hover:text-cyan-200">Sign in at the investor portal</a>.
            </p>
          </div>
        </div>
      );
    case 'change-password':
      return (
        <div className="mx-auto max-w-md px-4 py-12" data-slot="change-password-required">
          <GateChangePassword stay />
        </div>
      );
  }
}
