import { describe, expect, it } from 'vitest';
import { getBase58Decoder, getBase64Encoder } from '@solana/kit';
import { base58FromBytes, base64FromBytes, bytesFromBase64, firstSignature } from './wire-bytes';

describe('wire bytes', () => {
  it('writes base58 as @solana/kit does, leading zero bytes included', () => {
    const samples = [new Uint8Array(64).fill(9), new Uint8Array([0, 0, 1, 2, 255]), crypto.getRandomValues(new Uint8Array(64)), new Uint8Array(32)];
    for (const bytes of samples) expect(base58FromBytes(bytes)).toBe(getBase58Decoder().decode(bytes));
  });

  it('round-trips base64 as @solana/kit reads it', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(300));
    const text = base64FromBytes(bytes);
    expect(new Uint8Array(getBase64Encoder().encode(text))).toEqual(bytes);
    expect(bytesFromBase64(text)).toEqual(bytes);
  });

  it('reads the first signature after the count, and refuses a transaction without one', () => {
    const wire = new Uint8Array([1, ...new Uint8Array(64).fill(7), 1, 2, 3]);
    expect(firstSignature(wire)).toEqual(new Uint8Array(64).fill(7));
    expect(() => firstSignature(new Uint8Array([0, 1, 2]))).toThrow('without a signature');
  });
});
