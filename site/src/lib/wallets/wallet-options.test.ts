import { describe, expect, it } from 'vitest';
import type { Wallet } from '@wallet-standard/base';
import { buildWalletOptions, installedOptions, isSolanaStandardWallet } from './wallet-options';

const standard = (name: string, features = ['standard:connect', 'solana:signAndSendTransaction'], chains = ['solana:mainnet']) =>
  ({ name, version: '1.0.0', icon: 'data:image/svg+xml;base64,AA==', chains, accounts: [], features: Object.fromEntries(features.map((f) => [f, {}])) }) as unknown as Wallet;
const win = (extra: Record<string, unknown> = {}) => ({ navigator: { userAgent: 'desktop' }, ...extra }) as unknown as Window;
const provider = { connect: async () => ({}) };

describe('buildWalletOptions', () => {
  it('lists the eight known wallets as not detected in a bare browser', () => {
    const options = buildWalletOptions([], win());
    expect(options.map((o) => o.name)).toEqual(['Phantom', 'Solflare', 'Backpack', 'Coinbase', 'Glow', 'Exodus', 'Brave', 'Coin98']);
    expect(installedOptions(options)).toEqual([]);
  });

  it('uses a registered standard wallet in place of the known entry of the same name', () => {
    const options = buildWalletOptions([standard('Phantom')], win());
    expect(options[0]).toMatchObject({ id: 'phantom', readyState: 'Installed' });
    expect(options.filter((o) => o.name === 'Phantom')).toHaveLength(1);
  });

  it('marks a wallet that only injected a provider as installed', () => {
    const options = buildWalletOptions([], win({ solflare: provider, exodus: { solana: provider } }));
    expect(installedOptions(options).map((o) => o.name)).toEqual(['Solflare', 'Exodus']);
  });

  it('adds unknown standard wallets first and a generic provider last', () => {
    const options = buildWalletOptions([standard('E2E Wallet')], win({ solana: provider }));
    expect(options[0]).toMatchObject({ id: 'standard:E2E Wallet', readyState: 'Installed' });
    expect(options.at(-1)).toMatchObject({ name: 'Solana Wallet', readyState: 'Installed' });
  });
});

describe('isSolanaStandardWallet', () => {
  it('needs connect, sign-and-send and a Solana chain', () => {
    expect(isSolanaStandardWallet(standard('A'))).toBe(true);
    expect(isSolanaStandardWallet(standard('B', ['standard:connect']))).toBe(false);
    expect(isSolanaStandardWallet(standard('C', undefined, ['ethereum:1']))).toBe(false);
  });
});
