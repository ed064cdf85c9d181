// Builds the picker's list: Wallet Standard wallets that can connect and sign-and-send on Solana,
// the known wallets (Installed when registered or injected, else NotDetected) and a generic provider.
import type { Wallet } from '@wallet-standard/base';
import { GENERIC_WALLET, KNOWN_WALLETS, type InjectedProvider, type KnownWallet, type ReadyState } from './known-wallets';

/** One row of the picker. */
export interface WalletOption {
  /** Stable id: the known wallet's id, or `standard:<name>`. */
  id: string;
  name: string;
  icon?: string;
  url: string;
  readyState: ReadyState;
  /** Present when the wallet registered through the Wallet Standard. */
  standard?: Wallet;
  /** Present when only a legacy injected provider was found. */
  injected?: InjectedProvider;
  known?: KnownWallet;
}

/** Whether a Wallet Standard wallet can connect and sign-and-send on a Solana chain. */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  return (
    'standard:connect' in wallet.features &&
    'solana:signAndSendTransaction' in wallet.features &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  );
}

const sameName = (a: string, b: string) => a.toLowerCase().replace(/\s*wallet$/, '') === b.toLowerCase().replace(/\s*wallet$/, '');

/**
 * The picker rows: detected standard wallets first (in registration order), then the known wallets
 * that are only injected or not detected, then the generic provider when an unknown one injected
 * `window.solana`.
 */
export function buildWalletOptions(standardWallets: readonly Wallet[], win: Window): WalletOption[] {
  const usable = standardWallets.filter(isSolanaStandardWallet);
  const standardRows: WalletOption[] = usable.map((wallet) => {
    const known = KNOWN_WALLETS.find((item) => sameName(item.name, wallet.name));
    return {
      id: known?.id ?? `standard:${wallet.name}`,
      name: wallet.name,
      icon: wallet.icon,
      url: known?.url ?? GENERIC_WALLET.url,
      readyState: 'Installed',
      standard: wallet,
      known,
    };
  });
  const taken = new Set(standardRows.map((row) => row.id));
  const knownRows: WalletOption[] = KNOWN_WALLETS.filter((known) => !taken.has(known.id)).map((known) => {
    const injected = known.injected(win);
    return { id: known.id, name: known.name, url: known.url, readyState: injected ? 'Installed' : 'NotDetected', injected, known };
  });
  const rows = [...standardRows, ...knownRows];
  const generic = GENERIC_WALLET.injected(win);
  if (generic && !rows.some((row) => row.injected === generic) && !generic.isPhantom) {
    rows.push({ id: GENERIC_WALLET.id, name: GENERIC_WALLET.name, url: GENERIC_WALLET.url, readyState: 'Installed', injected: generic, known: GENERIC_WALLET });
  }
  return rows;
}

/** Rows the visitor can connect right now. */
export const installedOptions = (options: readonly WalletOption[]) => options.filter((option) => option.readyState === 'Installed');

/** Whether this looks like a phone (where in-app browser links apply). */
export function isPhone(win: Window): boolean {
  return /Android|iPhone|iPad|iPod/i.test(win.navigator.userAgent);
}
