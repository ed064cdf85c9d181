// Solana wallet addresses: validation (base58, 32 bytes) and the two shortened display forms.
import { isAddress } from '@solana/kit';

/** Whether `text` is a Solana address: base58 that decodes to exactly 32 bytes. Surrounding spaces are not trimmed. */
export function isSolanaAddress(text: string): boolean {
  return typeof text === 'string' && isAddress(text);
}

/**
 * Shortens an address for display. `public` (sale page, ledger): first 5 + "…" + last 5 when longer
 * than 10 characters. `table` (admin and investor tables): first 4 + "…" + last 4.
 */
export function shortenAddress(address: string, style: 'public' | 'table'): string {
  const keep = style === 'public' ? 5 : 4;
  if (address.length <= keep * 2) return address;
  return `${address.slice(0, keep)}…${address.slice(-keep)}`;
}
