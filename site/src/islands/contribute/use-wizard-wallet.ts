// The wizard's view of the visitor's wallet, from the shared $wallet store: the connected address,
// the Wallet Standard handles for signing, and the nav's connect/disconnect actions.
import { useEffect, useState } from 'react';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { bootWalletPage } from '../../lib/wallets/wallet-boot';
import { useHydratedStore } from '../ui/use-hydrated';
import { installedOptions } from '../../lib/wallets/wallet-options';
import { $wallet, $walletOptions, SERVER_WALLET, connectPreferred, disconnectWallet, getWalletSession } from '../../stores/wallet';

/** The connected wallet as the wizard needs it. */
export interface WizardWallet {
  /** The connected address, or null. */
  address: string | null;
  /** Wallet Standard handles for signing; null for wallets that cannot sign for us. */
  wallet: Wallet | null;
  account: WalletAccount | null;
  connecting: boolean;
  /** The connect button's label (Connect {name} with exactly one installed wallet). */
  connectLabel: string;
  /** Whether the wallet picker should be open (no installed wallet to connect directly). */
  pickerOpen: boolean;
  closePicker: () => void;
  connect: () => Promise<void>;
  disconnect: () => Promise<void>;
}

/** Follows $wallet; connecting uses the nav's rules, falling back to the picker. */
export function useWizardWallet(): WizardWallet {
  // The nav may connect a wallet before the wizard hydrates: first render as the server did.
  const state = useHydratedStore($wallet, SERVER_WALLET);
  const options = useHydratedStore($walletOptions, []);
  const [pickerOpen, setPickerOpen] = useState(false);
  // The nav's wallet code loads on interaction; the wizard starts the same page services when shown.
  useEffect(bootWalletPage, []);
  const session = state.connectedWallet ? getWalletSession() : null;
  const installed = installedOptions(options);
  return {
    address: state.connectedWallet || null,
    wallet: session?.wallet ?? null,
    account: session?.account ?? null,
    connecting: state.status === 'connecting',
    connectLabel: state.status === 'connecting' ? 'Connecting...' : installed.length === 1 ? `Connect ${installed[0]!.name}` : 'Connect Wallet',
    pickerOpen,
    closePicker: () => setPickerOpen(false),
    connect: async () => {
      if (!(await connectPreferred())) setPickerOpen(true);
    },
    disconnect: () => disconnectWallet(),
  };
}
