// Solana wallet addresses: validation (base58, 32 bytes) and the two shortened display forms. The check
// is written out (it is what @solana/kit's isAddress checks) so the browser's contribution flow does not
// load kit's address and error modules for it.

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bytes `text` decodes to as base58, or -1 when it holds a character outside the alphabet. */
function base58ByteLength(text: string): number {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58_ALPHABET.indexOf(char);
    if (carry < 0) return -1;
    for (let i = 0; i < bytes.length; i += 1) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  return zeros + bytes.length;
}

/** Whether `text` is a Solana address: base58 that decodes to exactly 32 bytes. Surrounding spaces are not trimmed. */
export function isSolanaAddress(text: string): boolean {
  return typeof text === 'string' && text.length >= 32 && text.length <= 44 && base58ByteLength(text) === 32;
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
