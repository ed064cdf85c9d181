// What a connected Wallet Standard wallet can do, checked without loading any Solana code.
import type { Wallet } from '@wallet-standard/base';

/** Whether this wallet can sign and send a transaction (solana:signAndSendTransaction). */
export function canSignAndSend(wallet: Wallet | null | undefined): boolean {
  return Boolean(wallet && 'solana:signAndSendTransaction' in wallet.features);
}
