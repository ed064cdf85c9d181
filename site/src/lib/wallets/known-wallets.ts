// The wallets the picker always lists, with their
// install pages and the injected provider each one exposes when it does not register through the
// Wallet Standard.
import type { WalletReadyState } from '@solana/wallet-adapter-base';

/** Readiness as the wallet adapter names it; only the two states this site distinguishes. */
export type ReadyState = `${WalletReadyState.Installed}` | `${WalletReadyState.NotDetected}`;

/** A legacy injected provider: connect() resolves with (or sets) a public key. */
export interface InjectedProvider {
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: { toString(): string } } | void>;
  disconnect?(): Promise<void>;
  publicKey?: { toString(): string } | null;
  isPhantom?: boolean;
}

/** A wallet the picker knows by name. */
export interface KnownWallet {
  id: string;
  name: string;
  /** Install / download page, opened in a new tab when the wallet is not detected. */
  url: string;
  /** Reads the wallet's injected provider from window, if present. */
  injected: (w: Window) => InjectedProvider | undefined;
  /** In-app browser link for phones, with the page URL encoded in. */
  browseLink?: (pageUrl: string) => string;
}

type AnyWindow = Window & Record<string, any>;
const read = (get: (w: AnyWindow) => unknown) => (w: Window) => {
  const provider = get(w as AnyWindow) as InjectedProvider | undefined;
  return provider && typeof provider.connect === 'function' ? provider : undefined;
};

/** The eight named wallets of the dialog, in display order. */
export const KNOWN_WALLETS: readonly KnownWallet[] = [
  {
    id: 'phantom',
    name: 'Phantom',
    url: 'https://phantom.app/download',
    injected: read((w) => w.phantom?.solana),
    browseLink: (page) => `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(new URL(page).origin)}`,
  },
  {
    id: 'solflare',
    name: 'Solflare',
    url: 'https://solflare.com/download',
    injected: read((w) => w.solflare),
    browseLink: (page) => `https://solflare.com/ul/v1/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(new URL(page).origin)}`,
  },
  {
    id: 'backpack',
    name: 'Backpack',
    url: 'https://backpack.app/download',
    injected: read((w) => w.backpack),
    browseLink: (page) => `https://backpack.app/ul/v1/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(new URL(page).origin)}`,
  },
  { id: 'coinbase', name: 'Coinbase', url: 'https://www.coinbase.com/wallet/downloads', injected: read((w) => w.coinbaseSolana) },
  { id: 'glow', name: 'Glow', url: 'https://glow.app/download', injected: read((w) => w.glowSolana) },
  { id: 'exodus', name: 'Exodus', url: 'https://www.exodus.com/download/', injected: read((w) => w.exodus?.solana) },
  { id: 'brave', name: 'Brave', url: 'https://brave.com/wallet/', injected: read((w) => w.braveSolana) },
  { id: 'coin98', name: 'Coin98', url: 'https://coin98.com/wallet', injected: read((w) => w.coin98?.sol) },
];

/** Any other wallet injecting the generic `window.solana` provider. */
export const GENERIC_WALLET: KnownWallet = {
  id: 'solana',
  name: 'Solana Wallet',
  url: 'https://solana.com/solana-wallets',
  injected: read((w) => w.solana),
};

/** Where the dialog's footer sends people who want to learn about Solana wallets. */
export const WALLETS_INFO_URL = 'https://solana.com/solana-wallets';
