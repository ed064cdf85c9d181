// The /dashboard gate for a visitor who is not signed in: "Contribution Required" with the spec's two
// notices (public-sale.md 2), plus wallet sign-in once the connected wallet has contributed, and /mrdx.
import { $access } from '../../stores/access';
import { $wallet, SERVER_WALLET } from '../../stores/wallet';
import { useHydratedStore } from '../ui/use-hydrated';
import { WalletSignInButton } from '../investor/WalletSignInButton';
import { GateUnlocks } from '../gate/GateUnlocks';

/** The locked state of the dashboard. */
export function DashboardGate() {
  const wallet = useHydratedStore($wallet, SERVER_WALLET);
  const access = useHydratedStore($access, { wallet: '', hasContributed: false });
  const contributed = wallet.connectedWallet !== '' && access.wallet === wallet.connectedWallet && access.hasContributed;

  return (
    <div className="mx-auto max-w-2xl px-4 py-16" data-slot="contribution-gate">
      <div className="rounded-2xl border border-gray-800 bg-gray-900/80 p-8 shadow-xl">
        <h1 className="text-3xl font-bold text-white">Contribution Required</h1>
        <p className="mt-3 text-gray-300">Access to the platform requires an active contribution to the ICO.</p>
        {wallet.connectedWallet ? (
          <p className="mt-6 rounded-lg border border-sky-500/50 bg-sky-950/60 p-4 text-sky-100" data-slot="gate-notice" data-tone="blue">
            Wallet connected! Make a contribution to unlock platform access.
          </p>
        ) : (
          <p className="mt-6 rounded-lg border border-amber-500/50 bg-amber-950/60 p-4 text-amber-100" data-slot="gate-notice" data-tone="yellow">
            Please connect your wallet first, then make a contribution to access the platform.
          </p>
        )}
        {contributed && (
          <div className="mt-6 rounded-lg border border-emerald-500/40 bg-emerald-950/40 p-4">
            <p className="mb-3 text-emerald-100">This wallet has contributed: sign in with it to open your dashboard.</p>
            <WalletSignInButton />
          </div>
        )}
        <GateUnlocks />
        <p className="mt-6 text-sm text-gray-300">
          Already contributed? <a href="/mrdx" className="text-cyan-300 underline hover:text-cyan-200">Sign in at the investor portal</a> with the login we emailed you.
        </p>
      </div>
    </div>
  );
}
