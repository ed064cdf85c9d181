// The picker's section for a phone browser with no wallet: open this page in a wallet app's browser,
// or pay with a wallet app through the Solana Pay transaction request that Confirm shows.
import { walletAppLinks } from '../../lib/wallets/wallet-app-routes';
import { buttonVariants } from '../ui/Button';

type WalletAppRoutesProps = {
  /** In the wizard: continue without connecting. Elsewhere the route is a link to the checkout. */
  onPayWithWalletApp?: () => void;
};

/** Wallet-app routes for phones; links are plain navigations, as the wallets' universal links expect. */
export function WalletAppRoutes({ onPayWithWalletApp }: WalletAppRoutesProps) {
  const links = walletAppLinks(window.location.href);
  return (
    <section data-slot="wallet-app-routes" aria-labelledby="wallet-app-routes-heading" className="mt-4 space-y-3 rounded-xl border border-gray-800 p-3">
      <h3 id="wallet-app-routes-heading" className="text-sm font-semibold text-white">
        No wallet in this browser
      </h3>
      <p className="text-sm text-gray-300">Open this page in your wallet app's browser and connect there:</p>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href} className={buttonVariants({ variant: 'outline' })} data-slot="wallet-app-link">
              Open in {link.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-300">
        Or pay with any wallet app: enter the address you pay from, then Confirm shows a Solana Pay link and QR code that open the prepared payment
        in your wallet.
      </p>
      {onPayWithWalletApp ? (
        <button type="button" onClick={onPayWithWalletApp} className={buttonVariants({ variant: 'primary' })}>
          Pay with a wallet app
        </button>
      ) : (
        <a href="/checkout" className={buttonVariants({ variant: 'primary' })}>
          Pay with a wallet app
        </a>
      )}
    </section>
  );
}
