// Node-side payments on the local chain for the contribution tests: fresh keypairs funded from the
// local demo wallet, and Solana Pay transfers (with the intent's reference) sent through the app's
// own /api/rpc, the same way a phone wallet would pay the QR code.
import {
  address,
  createKeyPairFromBytes,
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit';
import { readFileSync } from 'node:fs';
import { parseSolToLamports } from '@core/lamports';
import { buildContributionTransfer } from '../../site/src/lib/solana/build-contribution-transfer';

const LOCAL_KEYS = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as {
  tokenMint: string;
  demoWallet: { publicKey: string; secretKey: number[] };
};

/** A keypair with its 64-byte secret (for the test wallet) and address. */
export interface LocalKeypair {
  address: string;
  secretKey: Uint8Array;
  keyPair: CryptoKeyPair;
}

async function rpc<T>(baseUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`${baseUrl}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? response.status}`);
  return body.result;
}

/** Sends `lamports` from `from` to `to` with `reference` as a read-only key; resolves once finalized. */
export async function sendTransfer(baseUrl: string, from: LocalKeypair, to: string, lamports: bigint, reference: string): Promise<string> {
  const { value } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(baseUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
  const bytes = buildContributionTransfer({
    from: from.address, treasury: to, lamports, reference, blockhash: value.blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
  });
  const signed = await partiallySignTransaction([from.keyPair], getTransactionDecoder().decode(bytes));
  const signature = await rpc<string>(baseUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  // Polled gently: the proxy allows each client a few hundred calls a minute.
  for (let attempt = 0; attempt < 60; attempt++) {
    const { value: [status] } = await rpc<{ value: [{ confirmationStatus?: string; err: unknown } | null] }>(baseUrl, 'getSignatureStatuses', [[signature]]);
    if (status?.err) throw new Error(`transfer failed: ${JSON.stringify(status.err)}`);
    if (status?.confirmationStatus === 'finalized') return signature;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`transfer ${signature} never finalized`);
}

/** The local chain's funded demo wallet. */
export async function demoPayer(): Promise<LocalKeypair> {
  const secretKey = Uint8Array.from(LOCAL_KEYS.demoWallet.secretKey);
  const keyPair = await createKeyPairFromBytes(secretKey);
  return { address: await getAddressFromPublicKey(keyPair.publicKey), secretKey, keyPair };
}

/** A fresh keypair holding `sol` SOL, paid by the demo wallet. */
export async function fundedKeypair(baseUrl: string, sol: number): Promise<LocalKeypair> {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const probe = await createKeyPairFromPrivateKeyBytes(seed, true);
  const publicKey = new Uint8Array(await crypto.subtle.exportKey('raw', probe.publicKey));
  const secretKey = new Uint8Array([...seed, ...publicKey]);
  const keypair = { address: await getAddressFromPublicKey(probe.publicKey), secretKey, keyPair: await createKeyPairFromBytes(secretKey) };
  const funder = await demoPayer();
  // The transfer builder always appends a read-only key; any address serves for a plain funding.
  await sendTransfer(baseUrl, funder, keypair.address, parseSolToLamports(String(sol))!, address(LOCAL_KEYS.tokenMint));
  return keypair;
}

/** Pays a Solana Pay URL `solana:<recipient>?amount=…&reference=…` from `payer`. */
export async function paySolanaPayUrl(baseUrl: string, payer: LocalKeypair, url: string): Promise<string> {
  const parsed = new URL(url);
  const recipient = parsed.pathname;
  const lamports = parseSolToLamports(parsed.searchParams.get('amount') ?? '');
  if (!lamports) throw new Error(`no amount in ${url}`);
  const reference = parsed.searchParams.get('reference');
  if (!reference) throw new Error(`no reference in ${url}`);
  return sendTransfer(baseUrl, payer, recipient, lamports, reference);
}

/** Runs the worker's scheduled handler (the chain watcher) once, as the cron would. */
export async function runWatcher(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/cdn-cgi/local/scheduled`);
  if (!response.ok) throw new Error(`scheduled handler: ${response.status} ${await response.text()}`);
}
