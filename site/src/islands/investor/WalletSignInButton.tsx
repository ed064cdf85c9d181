// "Sign in with your wallet" (Sign-In With Solana): on /mrdx (then on to the dashboard) and in place on
// the gated pages and the comment form (`stay`: the page opens where the visitor is).
import { useStore } from '@nanostores/react';
import { $siwsBusy, signInWithWallet } from '../../stores/investor-siws';
import { $walletOptions } from '../../stores/wallet';
import { Button } from '../ui/Button';
import { useHydrated } from '../ui/use-hydrated';

/** The button and one line on what it does. */
export function WalletSignInButton({ className, stay = false }: { className?: string; stay?: boolean }) {
  const hydrated = useHydrated();
  const busy = useStore($siwsBusy);
  // Keeps wallet discovery running, so the click can connect the installed wallet.
  useStore($walletOptions);
  return (
    <div data-slot="wallet-sign-in" className={className}>
      <Button variant={stay ? 'accent' : 'subtle'} className="w-full" disabled={!hydrated || busy} onClick={() => void signInWithWallet({ stay })}>
        {busy ? 'Waiting for your wallet...' : 'Sign in with your wallet'}
      </Button>
      <p className="mt-1.5 text-xs text-gray-300">For the wallet you contributed from: your wallet signs a one-time sign-in message, no transaction.</p>
    </div>
  );
}
