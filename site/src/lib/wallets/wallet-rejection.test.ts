import { describe, expect, it } from 'vitest';
import { isWalletRejection } from './wallet-rejection';

describe('isWalletRejection', () => {
  it('recognises the EIP-1193 style code 4001 and "rejected" messages', () => {
    expect(isWalletRejection(Object.assign(new Error('whatever'), { code: 4001 }))).toBe(true);
    expect(isWalletRejection(new Error('User rejected the request.'))).toBe(true);
    expect(isWalletRejection(new Error('Transaction declined'))).toBe(true);
  });

  it('does not mistake other failures for a refusal', () => {
    expect(isWalletRejection(new Error('Blockhash not found'))).toBe(false);
    expect(isWalletRejection(Object.assign(new Error('Internal JSON-RPC error.'), { code: -32603 }))).toBe(false);
    expect(isWalletRejection('rejected')).toBe(false);
    expect(isWalletRejection(null)).toBe(false);
  });
});
