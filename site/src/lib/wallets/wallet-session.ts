// Connects one picker row and keeps the live handle (Wallet Standard account or injected provider)
// that signing code needs; the serialisable part of the state lives in $wallet.
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { InjectedProvider } from './known-wallets';
import type { WalletOption } from './wallet-options';

/** The connected wallet: its address and how to reach it for signing. */
export interface WalletSession {
  address: string;
  name: string;
  /** Set for Wallet Standard wallets: use `wallet.features['solana:signAndSendTransaction']` with `account`. */
  wallet?: Wallet;
  account?: WalletAccount;
  injected?: InjectedProvider;
}

function solanaAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((account) => account.chains.some((chain) => chain.startsWith('solana:'))) ?? accounts[0];
}

/**
 * Connects `option`. `silent` asks a standard wallet for already-authorised accounts only (reload).
 * Throws the wallet's own error (for connectErrorMessage) or the wallet widget's validation messages.
 */
export async function openSession(option: WalletOption, { silent = false } = {}): Promise<WalletSession> {
  if (option.standard) {
    const feature = (option.standard.features as StandardConnectFeature)['standard:connect'];
    const existing = solanaAccount(option.standard.accounts);
    const accounts = existing && silent ? option.standard.accounts : (await feature.connect({ silent })).accounts;
    const account = solanaAccount(accounts);
    if (!account) throw new Error('No public key received from wallet');
    return { address: account.address, name: option.name, wallet: option.standard, account };
  }
  const provider = option.injected;
  if (!provider || typeof provider.connect !== 'function') throw new Error(`${option.name} wallet provider not found or invalid`);
  // The widget calls connect with onlyIfTrusted false; a silent reconnect asks only a trusted site.
  const result = await provider.connect({ onlyIfTrusted: silent });
  const key = (result && result.publicKey) || provider.publicKey;
  if (!key) throw new Error('No public key received from wallet');
  return { address: key.toString(), name: option.name, injected: provider };
}

/** Asks the wallet to forget the connection; failures are harmless (the site forgets it anyway). */
export async function closeSession(session: WalletSession): Promise<void> {
  try {
    if (session.wallet && 'standard:disconnect' in session.wallet.features) {
      await (session.wallet.features as StandardDisconnectFeature)['standard:disconnect'].disconnect();
    } else {
      await session.injected?.disconnect?.();
    }
  } catch (error) {
    console.warn('Wallet disconnect failed:', error);
  }
}

/** Subscribes to a standard wallet's account changes; returns the unsubscribe function. */
export function watchAccounts(session: WalletSession, onChange: (address: string | null) => void): () => void {
  const events = (session.wallet?.features as StandardEventsFeature | undefined)?.['standard:events'];
  if (!events) return () => {};
  return events.on('change', ({ accounts }) => {
    if (!accounts) return;
    onChange(solanaAccount(accounts)?.address ?? null);
  });
}
