// The Wallet tab: each wallet that paid a credited contribution, its live SOL balance (read through
// the /api/rpc proxy) and its explorer link.
import { useStore } from '@nanostores/react';
import type { InvestorDashboard } from '@core/api/investor';
import { explorerAddressUrl } from '../../lib/solana/explorer';
import { $walletBalances } from '../../stores/investor-dashboard';
import { formatSolBalance, formatUsd } from '@core/format/money';
import { formatCount } from '@core/format/numbers';

/** The list of paying wallets, or why it is empty. */
export function WalletsTab({ wallets, cluster }: { wallets: InvestorDashboard['wallets']; cluster: string | null }) {
  const balances = useStore($walletBalances);
  if (wallets.length === 0) return <p className="text-gray-300">No wallet has paid a credited contribution for this account yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {wallets.map((wallet) => {
        const balance = balances[wallet.address];
        return (
          <li key={wallet.address} data-slot="paying-wallet" className="rounded-lg border border-slate-700 bg-slate-950/60 p-4">
            <p className="break-all font-mono text-sm text-white">{wallet.address}</p>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-gray-300">Balance:</dt>
                <dd className="text-white" data-slot="wallet-balance" aria-live="polite">
                  {balance === undefined ? 'Loading...' : balance === null ? 'Unavailable' : `${formatSolBalance(balance)} SOL`}
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-gray-300">Contributed:</dt>
                <dd className="text-white">
                  {formatUsd(wallet.usd)} in {formatCount(wallet.contributions)} {wallet.contributions === 1 ? 'contribution' : 'contributions'}
                </dd>
              </div>
            </dl>
            {cluster !== null && (
              <a href={explorerAddressUrl(wallet.address, cluster)} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm text-cyan-300 underline hover:text-cyan-200">
                View on Solana Explorer<span className="sr-only"> (wallet {wallet.address})</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
