// Demo mode only (loaded with a dynamic import): fetches the local demo keypair, registers it as the
// "Demo Wallet" through the Wallet Standard, so the picker and the wizard treat it like any wallet.
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { demoWalletApi } from '../api/clients';
import { call } from '../api/request';
import { createKeypairWallet } from './keypair-wallet';

export const DEMO_WALLET_NAME = 'Demo Wallet';

let registered: Promise<Wallet> | null = null;

/** Registers the demo wallet once (for `cluster`, e.g. localnet) and returns it. */
export function registerDemoWallet(cluster: string): Promise<Wallet> {
  registered ??= call(demoWalletApi.index.$get()).then(async ({ secretKey }) => {
    const wallet = await createKeypairWallet(DEMO_WALLET_NAME, Uint8Array.from(secretKey), `solana:${cluster}`);
    getWallets().register(wallet);
    return wallet;
  });
  return registered;
}
