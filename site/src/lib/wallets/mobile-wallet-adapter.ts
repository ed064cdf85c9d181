// On Android Chrome, registers the Mobile Wallet Adapter as a Wallet Standard wallet, so the wallet
// apps installed on the phone appear in the picker. Loaded with a dynamic import behind the check,
// so desktop browsers (and the contribution flow's byte budget) never download it.
import { TOKEN } from '@core/sale-config';

/** Solana chains the adapter may offer; the payment picks the sale's own (walletChainFor). */
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const;

/**
 * True on Android Chrome outside an in-app WebView: the only place the adapter's local association
 * works (it opens the wallet app through an Android intent). Other browsers on Android would show a
 * wallet that cannot connect.
 */
export function appliesToBrowser(userAgent: string): boolean {
  if (!/\bAndroid\b/.test(userAgent)) return false;
  if (/\bwv\)/.test(userAgent)) return false; // Android WebView
  // Chrome, and no other Chromium-based brand that names itself after it.
  return /\bChrome\/\d/.test(userAgent) && !/\b(EdgA|OPR|SamsungBrowser|YaBrowser|Firefox)\//.test(userAgent);
}

let registered = false;

/** Registers the adapter once per page where it applies; resolves when done (or at once elsewhere). */
export async function registerMobileWalletAdapter(environment: { userAgent: string; origin: string } = { userAgent: navigator.userAgent, origin: location.origin }): Promise<boolean> {
  if (registered || !appliesToBrowser(environment.userAgent)) return false;
  registered = true;
  const mwa = await import('@solana-mobile/wallet-standard-mobile');
  mwa.registerMwa({
    appIdentity: { name: TOKEN.name, uri: environment.origin, icon: 'favicon.svg' },
    authorizationCache: mwa.createDefaultAuthorizationCache(),
    chains: CHAINS,
    chainSelector: mwa.createDefaultChainSelector(),
    onWalletNotFound: mwa.createDefaultWalletNotFoundHandler(),
  });
  return true;
}
