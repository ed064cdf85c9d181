// The "Contribution Required" gate (public-sale.md 2, 4): locked until the connected wallet's check
// says hasContributed; then the page shows the wallet's credited contributions. It never shows a
// loading screen of its own, and the data behind it is protected by the server, not by this gate.
// A page that brings its own content (children: the investor's data) shows it to a signed-in
// investor, wallet or not, and asks a contributing wallet without a session to sign in.
import { useEffect, type ReactNode } from 'react';
import { $access } from '../../stores/access';
import { $wallet, SERVER_WALLET } from '../../stores/wallet';
import { bootWalletPage } from '../../lib/wallets/wallet-boot';
import { $session } from '../../stores/session';
import { useHydratedStore } from '../ui/use-hydrated';
import { MyContributions } from './MyContributions';
import { SessionBar } from './SessionBar';
import { ContributionRequired } from './ContributionRequired';

type ContributionGateProps = {
  pageTitle: string;
  /** The page's own content, for a signed-in investor; without it the page lists the wallet's contributions. */
  children?: ReactNode;
};

/** The gate, or the unlocked page content for a contributing wallet. */
export function ContributionGate({ pageTitle, children }: ContributionGateProps) {
  const wallet = useHydratedStore($wallet, SERVER_WALLET);
  const access = useHydratedStore($access, { wallet: '', hasContributed: false });
  const session = useHydratedStore($session, { status: 'unknown' });
  useEffect(bootWalletPage, []);
  const unlocked = wallet.connectedWallet !== '' && access.wallet === wallet.connectedWallet && access.hasContributed;

  if (children && session.status === 'signed-in') {
    return (
      <>
        <SessionBar />
        {session.profile.mustChangePassword ? <SignInNotice pageTitle={pageTitle} mustChangePassword /> : children}
      </>
    );
  }
  if (children && unlocked) {
    return (
      <>
        <SessionBar />
        <SignInNotice pageTitle={pageTitle} />
      </>
    );
  }
  if (unlocked) {
    return (
      <>
        <SessionBar />
        <div className="mx-auto max-w-4xl px-4 py-10">
          <h1 className="text-3xl font-bold text-white">{pageTitle}</h1>
          <MyContributions wallet={wallet.connectedWallet} />
        </div>
      </>
    );
  }
  return (
    <>
      <SessionBar />
      <ContributionRequired connected={wallet.connectedWallet !== ''} />
    </>
  );
}

/** For a contributing wallet without a usable session: the page's data needs the investor's sign-in. */
function SignInNotice({ pageTitle, mustChangePassword = false }: { pageTitle: string; mustChangePassword?: boolean }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16" data-slot="sign-in-required">
      <div className="rounded-2xl border border-gray-800 bg-gray-900/80 p-8 shadow-xl">
        <h1 className="text-3xl font-bold text-white">{pageTitle}</h1>
        <p className="mt-3 text-gray-300">
          {mustChangePassword
            ? 'Choose a new password to replace the temporary one from your confirmation email, then come back here.'
            : 'Your wallet has contributed. Sign in to your investor account to see this page.'}
        </p>
        <a href="/mrdx" className="mt-6 inline-block rounded-lg bg-gradient-to-r from-violet-600 to-fuchsia-600 px-5 py-3 font-semibold text-white hover:from-violet-500 hover:to-fuchsia-500">
          {mustChangePassword ? 'Choose a new password' : 'Sign in at the investor portal'}
        </a>
      </div>
    </div>
  );
}
