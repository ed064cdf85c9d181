// The body of POST /api/investor/siws/verify: the wallet, the exact bytes it signed and the signature,
// as the Wallet Standard `solana:signIn` (or `solana:signMessage`) output gives them, in base64.
import * as v from 'valibot';
import { isSolanaAddress } from '@core/address';

export const SIWS_MESSAGES = {
  invalidRequest: 'Invalid sign-in request',
} as const;

/** The largest signed message we read: ours is a few hundred bytes. */
export const SIWS_MAX_MESSAGE_BYTES = 2048;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const base64Of = (maxBytes: number, exactBytes?: number) =>
  v.pipe(
    v.string(SIWS_MESSAGES.invalidRequest),
    v.nonEmpty(SIWS_MESSAGES.invalidRequest),
    v.maxLength(Math.ceil(maxBytes / 3) * 4, SIWS_MESSAGES.invalidRequest),
    v.regex(BASE64, SIWS_MESSAGES.invalidRequest),
    v.check((text) => text.length % 4 === 0, SIWS_MESSAGES.invalidRequest),
    v.check((text) => exactBytes === undefined || decodedLength(text) === exactBytes, SIWS_MESSAGES.invalidRequest),
  );

function decodedLength(base64: string): number {
  return (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

export const SiwsVerifySchema = v.object({
  address: v.pipe(v.string(SIWS_MESSAGES.invalidRequest), v.check(isSolanaAddress, SIWS_MESSAGES.invalidRequest)),
  /** The signed message bytes, base64. */
  signedMessage: base64Of(SIWS_MAX_MESSAGE_BYTES),
  /** The Ed25519 signature (64 bytes), base64. */
  signature: base64Of(64, 64),
});

export type SiwsVerify = v.InferOutput<typeof SiwsVerifySchema>;

/** The body of POST /api/investor/siws/nonce: an empty object (JSON, as every write). */
export const SiwsNonceSchema = v.strictObject({}, SIWS_MESSAGES.invalidRequest);
