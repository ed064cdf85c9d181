import { describe, expect, it } from 'vitest';
import { getBase58Decoder, isAddress } from '@solana/kit';
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

  it("agrees with @solana/kit's isAddress on random keys, short and long base58 and leading zeros", () => {
    const samples = ['1'.repeat(32), '1'.repeat(33), `1${TREASURY.slice(1)}`, 'z'.repeat(44), 'z'.repeat(43), '2'.repeat(44)];
    for (let i = 0; i < 300; i += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(i % 3 === 0 ? 31 + (i % 4) : 32));
      if (i % 5 === 0) bytes.fill(0, 0, i % 7);
      samples.push(getBase58Decoder().decode(bytes));
    }
    for (const sample of samples) expect(isSolanaAddress(sample), sample).toBe(isAddress(sample));
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
