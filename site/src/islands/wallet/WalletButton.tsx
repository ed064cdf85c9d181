// The navigation's wallet button: Connect {name} / Connect Wallet /
// Connecting..., the picker when nothing is installed, and when connected the address with a panel
// holding the connection status and Disconnect.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { shortenAddress } from '@core/address';
import { $network } from '../../stores/network';
import { $wallet, $walletOptions, connectPreferred, disconnectWallet, SERVER_WALLET } from '../../stores/wallet';
import { installedOptions } from '../../lib/wallets/wallet-options';
import { bootWalletPage } from '../../lib/wallets/wallet-boot';
import { cn } from '../../lib/ui/cn';
import { useHydratedStore } from '../ui/use-hydrated';
import { ConnectionStatus } from './ConnectionStatus';

// The picker loads the first time it opens: a connected visitor (or the checkout's wizard) never needs it.
const WalletDialog = lazy(() => import('./WalletDialog').then((module) => ({ default: module.WalletDialog })));

const BUTTON = 'inline-flex h-10 items-center gap-2 rounded-full text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400';

/** The button label for the current state (exported for the wizard's widget). */
export function connectLabel(status: string, installedNames: string[]): string {
  if (status === 'connecting') return 'Connecting...';
  return installedNames.length === 1 ? `Connect ${installedNames[0]}` : 'Connect Wallet';
}

type WalletButtonProps = { className?: string };

/** The wallet button island; its server render is the plain "Connect Wallet" button. */
export function WalletButton({ className }: WalletButtonProps) {
  const wallet = useHydratedStore($wallet, SERVER_WALLET);
  const options = useHydratedStore($walletOptions, []);
  // Keeps the network watcher (online/offline notices, health polling) alive while the button is on the page.
  useStore($network);
  const [picker, setPicker] = useState(false);
  // Once opened the picker stays mounted, so closing it returns focus to the button that opened it.
  const [pickerLoaded, setPickerLoaded] = useState(false);
  useEffect(() => {
    if (picker) setPickerLoaded(true);
  }, [picker]);
  const [panel, setPanel] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(bootWalletPage, []);
  useEffect(() => {
    if (!panel) return;
    // A press anywhere outside the open panel closes it.
    const close = (event: PointerEvent) => !wrapper.current?.contains(event.target as Node) && setPanel(false);
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [panel]);

  if (wallet.connectedWallet) {
    return (
      <div
        className={cn('relative', className)}
        data-slot="wallet-button"
        onKeyDown={(event) => event.key === 'Escape' && setPanel(false)}
        ref={wrapper}
      >
        <button
          type="button"
          aria-expanded={panel}
          aria-controls="wallet-panel"
          onClick={() => setPanel(!panel)}
          className={cn(BUTTON, 'border px-4 border-violet-500/60 bg-gray-900 text-gray-100 hover:bg-gray-800')}
        >
          <ConnectionStatus variant="compact" />
          <span data-slot="wallet-address">{shortenAddress(wallet.connectedWallet, 'public')}</span>
        </button>
        {panel && (
          <div id="wallet-panel" className="absolute right-0 top-full z-50 mt-2 w-72 rounded-xl border border-gray-700 bg-gray-950 p-4 shadow-2xl">
            <p className="text-sm text-gray-400">{wallet.connectedWalletName}</p>
            <p className="mb-3 break-all font-mono text-xs text-gray-200">{wallet.connectedWallet}</p>
            <ConnectionStatus variant="detailed" bare className="mb-3" />
            <button
              type="button"
              onClick={() => {
                setPanel(false);
                void disconnectWallet();
              }}
              className="w-full rounded-lg border border-rose-500/60 px-3 py-2 text-sm font-medium text-rose-200 hover:bg-rose-950"
            >
              Disconnect
            </button>
          </div>
        )}
      </div>
    );
  }

  const installed = installedOptions(options).map((option) => option.name);
  const connect = async () => {
    if (!(await connectPreferred()) && installed.length === 0) setPicker(true);
  };
  return (
    <div className={cn('inline-flex items-center gap-1', className)} data-slot="wallet-button">
      <button
        type="button"
        onClick={() => void connect()}
        disabled={wallet.status === 'connecting'}
        className={cn(BUTTON, 'rounded-r-md px-4 bg-gradient-to-r from-violet-600 to-fuchsia-600 text-white hover:from-violet-500 hover:to-fuchsia-500 disabled:opacity-70')}
      >
        {connectLabel(wallet.status, installed)}
      </button>
      <button
        type="button"
        aria-label="Choose wallet"
        aria-haspopup="dialog"
        onClick={() => setPicker(true)}
        disabled={wallet.status === 'connecting'}
        className={cn(BUTTON, 'rounded-l-md bg-fuchsia-700 px-2.5 text-white hover:bg-fuchsia-600 disabled:opacity-70')}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor"><path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" /></svg>
      </button>
      {pickerLoaded && (
        <Suspense fallback={null}>
          <WalletDialog open={picker} onClose={() => setPicker(false)} />
        </Suspense>
      )}
    </div>
  );
}
