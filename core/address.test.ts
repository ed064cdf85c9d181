import { describe, expect, it } from 'vitest';
import { isSolanaAddress, shortenAddress } from '@core/address';

const TREASURY = '9A4pB2thCDRy5BD4VWLeKnovio9GrPEKuovEM7r3Vama';

describe('isSolanaAddress', () => {
  it('accepts a base58 public key of 32 bytes', () => {
    expect(isSolanaAddress(TREASURY)).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
  });

  it('refuses wrong alphabets, lengths and padding', () => {
    expect(isSolanaAddress('')).toBe(false);
    expect(isSolanaAddress('0OIl' + TREASURY.slice(4))).toBe(false);
    expect(isSolanaAddress(TREASURY.slice(0, 31))).toBe(false);
    expect(isSolanaAddress(`${TREASURY}1`)).toBe(false);
    expect(isSolanaAddress(` ${TREASURY}`)).toBe(false);
  });
});

describe('shortenAddress', () => {
  it('keeps 5 and 5 characters for the public style', () => {
    expect(shortenAddress(TREASURY, 'public')).toBe('9A4pB…3Vama');
  });

  it('keeps 4 and 4 characters for the table style', () => {
    expect(shortenAddress(TREASURY, 'table')).toBe(`${TREASURY.slice(0, 4)}…${TREASURY.slice(-4)}`);
  });

  it('leaves short values whole', () => {
    expect(shortenAddress('abcdefghij', 'public')).toBe('abcdefghij');
    expect(shortenAddress('abcdefgh', 'table')).toBe('abcdefgh');
  });
});
