// The few byte conversions the browser still does with a transaction the worker built: base64 in and
// out, the first signature of a signed transaction, and base58 for showing a signature. Tiny on purpose:
// the browser no longer loads a transaction compiler (@solana/kit) to pay.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bytes of a base64 string. */
export function bytesFromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** Base64 of `bytes`. */
export function base64FromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base58 of `bytes` (leading zero bytes become leading '1's), as Solana writes keys and signatures. */
export function base58FromBytes(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let i = 0; i < digits.length; i += 1) {
      carry += digits[i]! << 8;
      digits[i] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  return '1'.repeat(zeros) + digits.reverse().map((digit) => BASE58[digit]).join('');
}

/**
 * The first signature of a wire transaction: after the signature count (a compact-u16, one byte
 * below 128), 64 bytes. The fee payer's, which names the transaction.
 */
export function firstSignature(wire: Uint8Array): Uint8Array {
  const count = wire[0] ?? 0;
  if (count === 0 || count > 127 || wire.length < 65) throw new Error('The wallet returned a transaction without a signature');
  return wire.slice(1, 65);
}
