import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerTxUrl, solscanAddressUrl } from './explorer';

describe('explorer links', () => {
  it('links mainnet without a cluster parameter', () => {
    expect(explorerTxUrl('sig', 'mainnet-beta')).toBe('https://explorer.solana.com/tx/sig');
  });

  it('names devnet as the cluster', () => {
    expect(explorerAddressUrl('addr', 'devnet')).toBe('https://explorer.solana.com/address/addr?cluster=devnet');
  });

  it('uses the custom-cluster form for the local chain', () => {
    expect(explorerTxUrl('sig', 'localnet')).toBe('https://explorer.solana.com/tx/sig?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899');
  });

  it('offers no Solscan link for the local chain', () => {
    expect(solscanAddressUrl('addr', 'localnet')).toBeNull();
    expect(solscanAddressUrl('addr', 'devnet')).toBe('https://solscan.io/token/addr?cluster=devnet');
  });
});
