import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanStores, keepMount } from 'nanostores';
import { $notices, clearNotices } from './notices';
import { noticeWalletChange, SERVER_WALLET, type WalletState } from './wallet';

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const OTHER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const connected = (address: string, name = 'Phantom'): WalletState => ({ ...SERVER_WALLET, connectedWallet: address, connectedWalletName: name, status: 'connected' });
const titles = () => $notices.get().map((notice) => notice.title);

describe('noticeWalletChange', () => {
  beforeEach(() => {
    keepMount($notices);
    clearNotices();
  });
  afterEach(() => {
    clearNotices();
    cleanStores($notices);
  });

  it('says a wallet connected, changed and disconnected', () => {
    noticeWalletChange(connected(ADDRESS), SERVER_WALLET);
    noticeWalletChange(connected(OTHER), connected(ADDRESS));
    noticeWalletChange(SERVER_WALLET, connected(OTHER, 'Solflare'));
    expect(titles()).toEqual(['Wallet Disconnected', 'Wallet Changed', 'Wallet Connected']);
    expect($notices.get()[0]?.message).toBe('Solflare has been disconnected.');
  });

  it('stays quiet when only the status or confetti changes', () => {
    noticeWalletChange({ ...connected(ADDRESS), showConfetti: true }, connected(ADDRESS));
    noticeWalletChange({ ...SERVER_WALLET, status: 'connecting' }, SERVER_WALLET);
    expect(titles()).toEqual([]);
  });
});
