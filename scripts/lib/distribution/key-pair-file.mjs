// A key pair file (solana-keygen's JSON array of 64 bytes) as a signer, for the payout CLIs
// (scripts/distribute.mjs, scripts/refund.mjs). Errors name the file, never its content.
import { readFile } from 'node:fs/promises';
import { createKeyPairSignerFromBytes } from '@solana/kit';

/** The signer of key pair file `file`. */
export async function signerFrom(file) {
  let bytes;
  try {
    bytes = Uint8Array.from(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    throw new Error(`${file} is not a key pair file (a JSON array of 64 numbers)`);
  }
  if (bytes.length !== 64) throw new Error(`${file} is not a key pair file (a JSON array of 64 numbers)`);
  return createKeyPairSignerFromBytes(bytes).catch(() => {
    throw new Error(`${file} is not a valid key pair: its public half does not match its secret half`);
  });
}
