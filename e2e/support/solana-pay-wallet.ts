// A phone wallet paying a Solana Pay transaction request, from Node with @solana/pay's own client:
// parseURL, GET the link for its label and icon, fetchTransaction (POST { account }), sign with the
// payer's key and send to the local chain. What Phantom or Solflare do when they scan the QR code; and
// the same library paying and validating a transfer request (the fallback), SOL or an SPL token.
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { createTransfer, fetchTransaction, findReference, parseURL, validateTransfer, type TransactionRequestURL, type TransferRequestURL } from '@solana/pay';
import type { LocalKeypair } from './local-payer';
import { waitForSignature } from '../../scripts/lib/solana/json-rpc.mjs';

const ENCODED_HTTP = encodeURIComponent('http://');
const ENCODED_HTTPS = encodeURIComponent('https://');

/**
 * The link inside a `solana:` transaction request URL, as @solana/pay's parser reads it. The spec (and
 * the parser) take https links only; the local stack serves http, so a local URL is parsed in its
 * production form (the same URL with https) and its link handed back with the scheme it really has.
 */
export function transactionRequestLink(url: string): URL {
  const local = url.startsWith(`solana:${ENCODED_HTTP}`);
  const parsed = parseURL(local ? url.replace(ENCODED_HTTP, ENCODED_HTTPS) : url);
  if (!('link' in parsed)) throw new Error(`${url} is not a transaction request`);
  const link = new URL((parsed as TransactionRequestURL).link);
  if (local) link.protocol = 'http:';
  return link;
}

/** GETs the request's label and icon, fetches its transaction for `payer`, signs and sends it; resolves with the signature. */
export async function payTransactionRequest(url: string, payer: LocalKeypair, rpcUrl: string) {
  const link = transactionRequestLink(url);
  const metadata = (await (await fetch(link)).json()) as { label?: string; icon?: string };
  const connection = new Connection(rpcUrl, 'confirmed');
  const transaction = await fetchTransaction(connection, new PublicKey(payer.address), link);
  transaction.partialSign(Keypair.fromSecretKey(payer.secretKey));
  const signature = await connection.sendRawTransaction(transaction.serialize());
  return { link, metadata, signature };
}

/**
 * A wallet paying a Solana Pay transfer request (`solana:<recipient>?amount=…[&spl-token=…]&reference=…`)
 * with @solana/pay's own client: parseURL, createTransfer (a TransferChecked into the recipient's
 * associated token account for an SPL token), sign with the payer's key and send; resolves with the
 * signature once confirmed.
 */
export async function payTransferRequest(url: string, payer: LocalKeypair, rpcUrl: string): Promise<string> {
  const parsed = parseURL(url) as TransferRequestURL;
  const connection = new Connection(rpcUrl, 'confirmed');
  const transaction = await createTransfer(connection, new PublicKey(payer.address), {
    recipient: parsed.recipient, amount: parsed.amount!, splToken: parsed.splToken, reference: parsed.reference, memo: parsed.memo,
  });
  transaction.partialSign(Keypair.fromSecretKey(payer.secretKey));
  const signature = await connection.sendRawTransaction(transaction.serialize());
  // Polled over HTTP: the local chain answers JSON-RPC, not the websocket subscriptions web3.js would open.
  await waitForSignature(rpcUrl, signature, { commitment: 'confirmed' });
  return signature;
}

/** What @solana/pay's validator says of the payment of `url`: findReference, then validateTransfer; resolves with its signature or throws. */
export async function validateTransferRequest(url: string, rpcUrl: string): Promise<string> {
  const parsed = parseURL(url) as TransferRequestURL;
  const connection = new Connection(rpcUrl, 'confirmed');
  const found = await findReference(connection, parsed.reference![0]!, { finality: 'confirmed' });
  await validateTransfer(connection, found.signature, { recipient: parsed.recipient, amount: parsed.amount!, splToken: parsed.splToken, reference: parsed.reference }, { commitment: 'confirmed' });
  return found.signature;
}
