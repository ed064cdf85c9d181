// The navigation drawer's wallet part: the wallet card (address, name, balance,
// Disconnect) and up to 3 recent wallets, each reconnecting when its wallet is available.
import { useEffect } from 'react';
import { shortenAddress } from '@core/address';
import { $network, SERVER_NETWORK } from '../../stores/network';
import { $recentWallets, $wallet, $walletOptions, disconnectWallet, reconnectRecent, SERVER_WALLET } from '../../stores/wallet';
import { RECENT_WALLETS_SHOWN } from '../../lib/wallets/recent-wallets';
import { installedOptions } from '../../lib/wallets/wallet-options';
import { bootWalletPage } from '../../lib/wallets/wallet-boot';
import { useHydratedStore } from '../ui/use-hydrated';
import { WalletButton } from './WalletButton';
import { formatSolBalance } from '@core/format/money';

/** Wallet card plus recent wallets, for the drawer slot `drawer-wallet`. */
export function DrawerWallet() {
  const wallet = useHydratedStore($wallet, SERVER_WALLET);
  const network = useHydratedStore($network, SERVER_NETWORK);
  const options = useHydratedStore($walletOptions, []);
  const recentWallets = useHydratedStore($recentWallets, []);
  useEffect(bootWalletPage, []);
  const available = new Set(installedOptions(options).map((option) => option.name));
  const recent = recentWallets.filter((entry) => entry.address !== wallet.connectedWallet).slice(0, RECENT_WALLETS_SHOWN);

  return (
    <div className="flex flex-col gap-4" data-slot="drawer-wallet">
      <section aria-label="Wallet" className="rounded-xl border border-gray-800 bg-gray-900 p-4">
        {wallet.connectedWallet ? (
          <>
            <p className="text-xs uppercase tracking-wide text-gray-400">{wallet.connectedWalletName}</p>
            <p className="mt-1 font-mono text-base text-gray-100" data-slot="drawer-address">
              {shortenAddress(wallet.connectedWallet, 'public')}
            </p>
            <p className="mt-1 text-sm text-gray-300">{formatSolBalance(network.wallet.balance)} SOL</p>
            <button
              type="button"
              onClick={() => void disconnectWallet()}
              className="mt-3 w-full rounded-lg border border-rose-500/60 px-3 py-2 text-sm font-medium text-rose-200 hover:bg-rose-950"
            >
              Disconnect
            </button>
          </>
        ) : (
          <>
            <p className="mb-3 text-sm text-gray-300">No wallet connected</p>
            <WalletButton />
          </>
        )}
      </section>
      {recent.length > 0 && (
        <section aria-labelledby="recent-wallets-title">
          <h3 id="recent-wallets-title" className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-400">Recent wallets</h3>
          <ul className="flex flex-col gap-1">
            {recent.map((entry) => (
              <li key={entry.address}>
                <button
                  type="button"
                  disabled={!available.has(entry.name)}
                  onClick={() => void reconnectRecent(entry)}
                  title={available.has(entry.name) ? `Reconnect ${entry.name}` : `${entry.name} is not available in this browser`}
                  className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-gray-800 disabled:cursor-not-allowed disabled:opacity-60"
                  data-slot="recent-wallet"
                >
                  <span className="text-gray-200">{entry.name}</span>
                  <span className="font-mono text-gray-300">{shortenAddress(entry.address, 'public')}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
