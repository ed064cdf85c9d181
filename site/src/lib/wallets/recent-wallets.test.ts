import { describe, expect, it } from 'vitest';
import { parseRecentWallets, recordRecentWallet, RECENT_WALLETS_MAX_AGE_MS } from './recent-wallets';

const now = 1_800_000_000_000;
const entry = (address: string, ageMs = 0, name = 'Phantom') => ({ address, name, lastUsed: now - ageMs });

describe('recordRecentWallet', () => {
  it('puts the connected wallet first', () => {
    expect(recordRecentWallet([entry('a', 10)], entry('b')).map((w) => w.address)).toEqual(['b', 'a']);
  });

  it('keeps one entry per address, the newest', () => {
    const list = recordRecentWallet([entry('a', 10, 'Old'), entry('b', 20)], entry('a', 0, 'New'));
    expect(list).toEqual([entry('a', 0, 'New'), entry('b', 20)]);
  });

  it('keeps at most five wallets', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((address, index) => entry(address, index + 1));
    expect(recordRecentWallet(list, entry('f')).map((w) => w.address)).toEqual(['f', 'a', 'b', 'c', 'd']);
  });
});

describe('parseRecentWallets', () => {
  it('returns an empty list when nothing is stored', () => {
    expect(parseRecentWallets(null, now)).toEqual([]);
  });

  it('drops entries older than 48 hours and orders the rest newest first', () => {
    const stored = JSON.stringify([entry('old', RECENT_WALLETS_MAX_AGE_MS + 1), entry('b', 50), entry('a', 5)]);
    expect(parseRecentWallets(stored, now).map((w) => w.address)).toEqual(['a', 'b']);
  });

  it('keeps an entry exactly 48 hours old', () => {
    expect(parseRecentWallets(JSON.stringify([entry('a', RECENT_WALLETS_MAX_AGE_MS)]), now)).toHaveLength(1);
  });

  it('skips malformed entries and duplicate addresses', () => {
    const stored = JSON.stringify([{ address: 1 }, null, entry('a', 1), entry('a', 9)]);
    expect(parseRecentWallets(stored, now)).toEqual([entry('a', 1)]);
  });

  it('throws on unreadable text so the store can log it', () => {
    expect(() => parseRecentWallets('{not json', now)).toThrow();
    expect(() => parseRecentWallets('{"a":1}', now)).toThrow();
  });
});
