// The wizard's view of the visitor's wallet: the connected Wallet Standard wallet and account, and
// connect/disconnect. Wallet discovery is imported only when the visitor asks to connect.
import { useCallback, useState } from 'react';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features';
import { isWalletRejection } from '../../lib/wallet-rejection';

/** The connected wallet as the wizard needs it. */
export interface WizardWallet {
  /** The connected address, or null. */
  address: string | null;
  /** Wallet Standard handles for signing; null for wallets that cannot sign for us. */
  wallet: Wallet | null;
  account: WalletAccount | null;
  connecting: boolean;
  /** Spec 8 message of the last failed connect, if any. */
  error: string | null;
  connect: () => Promise<void>;
  disconnect: () => Promise<void>;
}

function connectErrorMessage(error: unknown, name: string): string {
  if (isWalletRejection(error)) return 'Wallet connection was rejected. Please try again and approve the connection.';
  if ((error as { code?: unknown } | null)?.code === -32603) return 'Wallet is locked. Please unlock your wallet and try again.';
  return `Failed to connect to ${name}. Please make sure it's unlocked and try again.`;
}

/** Connects the first installed Solana wallet that follows the Wallet Standard. */
export function useWizardWallet(): WizardWallet {
  const [state, setState] = useState<{ wallet: Wallet | null; account: WalletAccount | null }>({ wallet: null, account: null });
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = useCallback(async () => {
    setConnecting(true);
    setError(null);
    const { getWallets } = await import('@wallet-standard/app');
    const wallet = getWallets()
      .get()
      .find((candidate) => 'standard:connect' in candidate.features && candidate.chains.some((chain) => chain.startsWith('solana:')));
    try {
      if (!wallet) throw Object.assign(new Error('No wallet'), { noWallet: true });
      const { accounts } = await (wallet.features as StandardConnectFeature)['standard:connect'].connect();
      const account = accounts[0];
      if (!account) throw new Error('No public key received from wallet');
      setState({ wallet, account });
    } catch (caught) {
      setError((caught as { noWallet?: boolean }).noWallet ? 'No Solana wallet was found in this browser. Install one, or enter your wallet address manually.' : connectErrorMessage(caught, wallet?.name ?? 'wallet'));
    } finally {
      setConnecting(false);
    }
  }, []);

  const disconnect = useCallback(async () => {
    const feature = (state.wallet?.features as Partial<StandardDisconnectFeature> | undefined)?.['standard:disconnect'];
    setState({ wallet: null, account: null });
    await feature?.disconnect().catch(() => undefined);
  }, [state.wallet]);

  return { ...state, address: state.account?.address ?? null, connecting, error, connect, disconnect };
}
