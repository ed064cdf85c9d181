import { describe, expect, it } from 'vitest';
import { needsWalletAppRoutes, walletAppLinks } from './wallet-app-routes';
import type { WalletOption } from './wallet-options';

const PAGE = 'https://mrdx.example/checkout?ref=ABCD1234';
const phone = { navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' } } as Window;
const desktop = { navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156' } } as Window;
const option = (readyState: WalletOption['readyState']) => ({ id: 'phantom', name: 'Phantom', url: 'x', readyState }) as WalletOption;

describe('wallet app routes', () => {
  it("links to Phantom's, Solflare's and Backpack's in-app browsers with the page and its origin encoded", () => {
    expect(walletAppLinks(PAGE)).toEqual([
      { id: 'phantom', name: 'Phantom', href: `https://phantom.app/ul/browse/${encodeURIComponent(PAGE)}?ref=${encodeURIComponent('https://mrdx.example')}` },
      { id: 'solflare', name: 'Solflare', href: `https://solflare.com/ul/v1/browse/${encodeURIComponent(PAGE)}?ref=${encodeURIComponent('https://mrdx.example')}` },
      { id: 'backpack', name: 'Backpack', href: `https://backpack.app/ul/v1/browse/${encodeURIComponent(PAGE)}?ref=${encodeURIComponent('https://mrdx.example')}` },
    ]);
  });

  it('are offered only on a phone where no wallet can connect', () => {
    expect(needsWalletAppRoutes(phone, [option('NotDetected')])).toBe(true);
    expect(needsWalletAppRoutes(phone, [option('Installed')])).toBe(false);
    expect(needsWalletAppRoutes(desktop, [option('NotDetected')])).toBe(false);
  });
});
