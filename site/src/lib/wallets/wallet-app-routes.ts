// The ways to pay from a phone whose browser has no wallet: open this page in a wallet app's own
// browser (the wallets' documented universal links, `browseLink` in known-wallets.ts), or pay with a
// wallet app through the Solana Pay transaction request the wizard shows after Confirm.
import { KNOWN_WALLETS } from './known-wallets';
import { installedOptions, isPhone, type WalletOption } from './wallet-options';

/** The wallet apps whose in-app browser the picker offers, in this order. */
export const WALLET_APP_BROWSERS = ['phantom', 'solflare', 'backpack'] as const;

/** One "open in" link: the wallet's name and its universal link for `pageUrl`. */
export interface WalletAppLink {
  id: string;
  name: string;
  href: string;
}

/** The in-app browser links for `pageUrl`. */
export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  return WALLET_APP_BROWSERS.map((id) => {
    const wallet = KNOWN_WALLETS.find((known) => known.id === id)!;
    return { id, name: wallet.name, href: wallet.browseLink!(pageUrl) };
  });
}

/** Whether to offer the wallet-app routes: a phone browser where no wallet can connect. */
export function needsWalletAppRoutes(win: Window, options: readonly WalletOption[]): boolean {
  return isPhone(win) && installedOptions(options).length === 0;
}
