// The local demo wallet's secret key in base58, as the worker's local-only DEMO_WALLET_SECRET_KEY var
// carries it (the worker never imports local-keys.json, so no key reaches its bundle).
import { readFileSync } from 'node:fs';
import { getBase58Decoder } from '@solana/kit';

const keys = JSON.parse(readFileSync(new URL('./local-keys.json', import.meta.url), 'utf8'));

/** @returns {string} */
export function demoWalletSecretKey() {
  return getBase58Decoder().decode(Uint8Array.from(keys.demoWallet.secretKey));
}
