// Test helpers for server-built payments: read what a base64 transaction holds, and sign and send it
// as the paying wallet does (only the payer's signature is added).
import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  partiallySignTransaction,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit';
import { chainRpc } from './chain';

/** The transaction's signature slots and compiled message. */
export function decodePaymentTransaction(base64: string) {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const transaction = getTransactionDecoder().decode(bytes);
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  // The builder makes legacy messages; a v1 message (no instruction list) would be a regression.
  if (!('instructions' in message)) throw new Error(`unexpected message version ${String(message.version)}`);
  return { transaction, message };
}

/** Signs `base64` with `payer` and sends it; resolves with the signature. */
export async function signAndSendPayment(base64: string, payer: KeyPairSigner): Promise<Signature> {
  const { transaction } = decodePaymentTransaction(base64);
  const signed = await partiallySignTransaction([payer.keyPair], transaction);
  await chainRpc().sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
  return getBase58Decoder().decode(signed.signatures[payer.address]!) as Signature;
}
