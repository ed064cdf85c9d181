// The gate of /referrals and /referral: a signed-in investor (wallet or password)
// sees the page's own content; anyone else gets the one next step in place (InvestorGate). A gated page
// without content of its own lists the connected contributing wallet's credited contributions. The data
// behind it is protected by the server, not by this gate.
import { useEffect, type ReactNode } from 'react';
import { $access, SERVER_ACCESS } from '../../stores/access';
import { $nextStep } from '../../stores/investor-next-step';
import { $wallet, SERVER_WALLET } from '../../stores/wallet';
import { bootWalletPage } from '../../lib/wallets/wallet-boot';
import { useHydratedStore } from '../ui/use-hydrated';
import { InvestorGate } from './InvestorGate';
import { MyContributions } from './MyContributions';
import { SessionBar } from './SessionBar';

type ContributionGateProps = {
  pageTitle: string;
  /** The page's own content, for a signed-in investor; without it the page lists the wallet's contributions. */
  children?: ReactNode;
};

/** The gate, or the unlocked page content. */
export function ContributionGate({ pageTitle, children }: ContributionGateProps) {
  const step = useHydratedStore($nextStep, 'checking');
  const wallet = useHydratedStore($wallet, SERVER_WALLET);
  const access = useHydratedStore($access, SERVER_ACCESS);
  useEffect(bootWalletPage, []);
  const contributingWallet = wallet.connectedWallet !== '' && access.wallet === wallet.connectedWallet && access.hasContributed;

  if (!children && contributingWallet) {
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
      {step === 'open' && children ? children : <InvestorGate pageTitle={pageTitle} />}
    </>
  );
}
