// Unit tests: the Mobile Wallet Adapter registers only on Android Chrome, once, and never loads elsewhere.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const registerMwa = vi.fn();
vi.mock('@solana-mobile/wallet-standard-mobile', () => ({
  registerMwa,
  createDefaultAuthorizationCache: () => 'cache',
  createDefaultChainSelector: () => 'selector',
  createDefaultWalletNotFoundHandler: () => 'not-found',
}));

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW = 'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const ANDROID_SAMSUNG = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ORIGIN = 'https://mrdx.io';

describe('appliesToBrowser', () => {
  it('is true on Android Chrome only', async () => {
    const { appliesToBrowser } = await import('./mobile-wallet-adapter');
    expect(appliesToBrowser(ANDROID_CHROME)).toBe(true);
    for (const userAgent of [ANDROID_WEBVIEW, ANDROID_FIREFOX, ANDROID_SAMSUNG, DESKTOP_CHROME, IPHONE_SAFARI]) expect(appliesToBrowser(userAgent)).toBe(false);
  });
});

describe('registerMobileWalletAdapter', () => {
  beforeEach(() => {
    vi.resetModules();
    registerMwa.mockClear();
  });

  it('registers nothing on desktop, iPhone or an Android WebView', async () => {
    const { registerMobileWalletAdapter } = await import('./mobile-wallet-adapter');
    for (const userAgent of [DESKTOP_CHROME, IPHONE_SAFARI, ANDROID_WEBVIEW]) expect(await registerMobileWalletAdapter({ userAgent, origin: ORIGIN })).toBe(false);
    expect(registerMwa).not.toHaveBeenCalled();
  });

  it('registers once on Android Chrome, with the site as the app identity', async () => {
    const { registerMobileWalletAdapter } = await import('./mobile-wallet-adapter');
    expect(await registerMobileWalletAdapter({ userAgent: ANDROID_CHROME, origin: ORIGIN })).toBe(true);
    expect(await registerMobileWalletAdapter({ userAgent: ANDROID_CHROME, origin: ORIGIN })).toBe(false);
    expect(registerMwa).toHaveBeenCalledTimes(1);
    expect(registerMwa).toHaveBeenCalledWith({
      appIdentity: { name: 'MoonRunnaDx', uri: ORIGIN, icon: 'favicon.svg' },
      authorizationCache: 'cache',
      chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
      chainSelector: 'selector',
      onWalletNotFound: 'not-found',
    });
  });
});
