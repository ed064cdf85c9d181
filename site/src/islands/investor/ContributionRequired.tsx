// The "Contribution Required" card of the investor pages (public-sale.md 2, 4), one for the /dashboard
// gate and the wallet gate of /referrals and /referral: the notice for a connected or a missing wallet,
// what a contribution unlocks, and the two ways on. Each gate adds its own lines in the slots.
import type { ReactNode } from 'react';

const BENEFITS = ['Early investor benefits', 'Exclusive platform features', 'Community access', 'Real-time portfolio tracking'];

type ContributionRequiredProps = {
  /** Whether a wallet is connected (the blue notice) or not (the yellow one). */
  connected: boolean;
  /** Under the notice: e.g. sign in with a wallet that has contributed. */
  children?: ReactNode;
  /** Under the ways on: e.g. where a contributor without a wallet signs in. */
  footer?: ReactNode;
};

/** The locked state of an investor page. */
export function ContributionRequired({ connected, children, footer }: ContributionRequiredProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16" data-slot="contribution-gate">
      <div className="rounded-2xl border border-gray-800 bg-gray-900/80 p-8 shadow-xl">
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
        {children}
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
          <a href="/#contribute" className="rounded-lg bg-gradient-to-r from-violet-600 to-fuchsia-600 px-5 py-3 text-center font-semibold text-white hover:from-violet-500 hover:to-fuchsia-500">
            Go to Contribution Section
          </a>
          <a href="/" className="rounded-lg border border-gray-700 px-5 py-3 text-center font-semibold text-gray-100 hover:bg-gray-800">
            Return to Landing Page
          </a>
        </div>
        {footer}
      </div>
    </div>
  );
}
