// The "Contribution Required" card of the investor pages for a visitor who cannot
// sign in yet: the notice for a missing wallet (yellow) or one that has not contributed (blue), the one
// next step right under it (connect, or contribute with this wallet), what a contribution unlocks, and
// the ways on the site has always offered. A contributing wallet never sees it: InvestorGate offers the wallet sign-in instead.
import type { ReactNode } from 'react';
import { buttonVariants } from '../ui/Button';

const BENEFITS = ['Early investor benefits', 'Exclusive platform features', 'Community access', 'Real-time portfolio tracking'];

type ContributionRequiredProps = {
  /** Whether a wallet is connected (the blue notice) or not (the yellow one). */
  connected: boolean;
  /** The next step, in place under the notice (the wallet button, or the way to contribute). */
  children: ReactNode;
};

/** The locked state of an investor page. */
export function ContributionRequired({ connected, children }: ContributionRequiredProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16" data-slot="contribution-gate">
      <div className="rounded-2xl border border-gray-800 bg-gray-900/80 p-6 shadow-xl sm:p-8">
        <h1 className="text-3xl font-bold text-white">Contribution Required</h1>
        <p className="mt-3 text-gray-300">Access to the platform requires an active contribution to the ICO.</p>
        {connected ? (
          <p className="mt-6 rounded-lg border border-sky-500/50 bg-sky-950/60 p-4 text-sky-100" data-slot="gate-notice" data-tone="blue">
            Wallet connected! Make a contribution to unlock platform access.
          </p>
        ) : (
          <p className="mt-6 rounded-lg border border-amber-500/50 bg-amber-950/60 p-4 text-amber-100" data-slot="gate-notice" data-tone="yellow">
            Please connect your wallet first, then make a contribution to access the platform.
          </p>
        )}
        <div className="mt-4" data-slot="gate-next-step">{children}</div>
        <h2 className="mt-8 text-lg font-semibold text-white">What you unlock</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 text-gray-200">
              <span aria-hidden="true" className="text-emerald-400">✓</span>
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {!connected && (
            <a href="/#contribute" className={buttonVariants({ variant: 'subtle', className: 'text-center' })}>
              Go to Contribution Section
            </a>
          )}
          <a href="/" className={buttonVariants({ variant: 'subtle', className: 'text-center' })}>
            Return to Landing Page
          </a>
        </div>
        <p className="mt-6 text-sm text-gray-300">
          Contributed from a wallet you cannot connect here (a phone wallet, the QR code)?{' '}
          <a href="/mrdx" className="text-cyan-300 underline hover:text-cyan-200">Sign in with your email</a> instead.
        </p>
      </div>
    </div>
  );
}
