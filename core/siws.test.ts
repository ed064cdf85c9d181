import { describe, expect, it } from 'vitest';
import { chainIdForCluster } from '@core/siws';

describe('chainIdForCluster', () => {
  it('maps the configured cluster to its Wallet Standard chain id', () => {
    expect(chainIdForCluster('mainnet-beta')).toBe('solana:mainnet');
    expect(chainIdForCluster('Mainnet')).toBe('solana:mainnet');
    expect(chainIdForCluster('devnet')).toBe('solana:devnet');
    expect(chainIdForCluster('testnet')).toBe('solana:testnet');
    expect(chainIdForCluster('localnet')).toBe('solana:localnet');
  });

  it('never claims mainnet for an unknown cluster', () => {
    expect(chainIdForCluster('')).toBe('solana:localnet');
    expect(chainIdForCluster('mainnet-alpha')).toBe('solana:localnet');
  });
});
