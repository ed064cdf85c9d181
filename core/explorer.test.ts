import { describe, expect, it } from 'vitest';
import { explorerTxUrl } from '@core/explorer';

describe('explorerTxUrl', () => {
  it('links mainnet plainly, devnet by cluster and a local chain through its RPC', () => {
    expect(explorerTxUrl('abc', 'mainnet-beta')).toBe('https://explorer.solana.com/tx/abc');
    expect(explorerTxUrl('abc', 'devnet')).toBe('https://explorer.solana.com/tx/abc?cluster=devnet');
    expect(explorerTxUrl('abc', 'localnet', 'http://127.0.0.1:8899')).toBe(
      'https://explorer.solana.com/tx/abc?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
  });
});
