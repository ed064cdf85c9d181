// The /dashboard gate for a visitor who is not signed in: "Contribution Required" with the spec's two
// notices (public-sale.md 2), plus wallet sign-in once the connected wallet has contributed, and /mrdx.
import { $access } from '../../stores/access';
import { $wallet, SERVER_WALLET } from '../../stores/wallet';
import { useHydratedStore } from '../ui/use-hydrated';
import { WalletSignInButton } from './WalletSignInButton';
import { ContributionRequired } from './ContributionRequired';

/** The locked state of the dashboard. */
export function DashboardGate() {
  const wallet = useHydratedStore($wallet, SERVER_WALLET);
  const access = useHydratedStore($access, { wallet: '', hasContributed: false });
  const contributed = wallet.connectedWallet !== '' && access.wallet === wallet.connectedWallet && access.hasContributed;

  return (
    <ContributionRequired
      connected={wallet.connectedWallet !== ''}
      footer={
        <p className="mt-6 text-sm text-gray-300">
          Already contributed? <a href="/mrdx" className="text-cyan-300 underline hover:text-cyan-200">Sign in at the investor portal</a> with the login we emailed you.
        </p>
      }
    >
      {contributed && (
        <div className="mt-6 rounded-lg border border-emerald-500/40 bg-emerald-950/40 p-4">
          <p className="mb-3 text-emerald-100">This wallet has contributed: sign in with it to open your dashboard.</p>
          <WalletSignInButton />
        </div>
      )}
    </ContributionRequired>
  );
}
