// Node-side payments on the local chain for the contribution tests: fresh keypairs funded from the
// local demo wallet, and Solana Pay transfers (with the intent's reference) sent through the app's
// own /api/rpc, the same way a phone wallet would pay the QR code.
import {
  createKeyPairFromBytes,
  createKeyPairFromPrivateKeyBytes,
  createSignerFromKeyPair,
  getAddressFromPublicKey,
} from '@solana/kit';
import { readFileSync } from 'node:fs';
import { parseSolToLamports } from '@core/lamports';
import { apiClients } from '../../scripts/lib/api/api-clients.mjs';
import { waitForSignature } from '../../scripts/lib/solana/json-rpc.mjs';
import { sendSignedTransfer } from '../../scripts/lib/solana/signed-transfer.mjs';

const LOCAL_KEYS = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as {
  demoWallet: { publicKey: string; secretKey: number[] };
};

/** A keypair with its 64-byte secret (for the test wallet) and address. */
export interface LocalKeypair {
  address: string;
  secretKey: Uint8Array;
  keyPair: CryptoKeyPair;
}

/** Sends `lamports` from `from` to `to` (with `reference` as a read-only key when given) through the app's /api/rpc; resolves once finalized. */
export async function sendTransfer(baseUrl: string, from: LocalKeypair, to: string, lamports: bigint, reference?: string): Promise<string> {
  const { rpcUrl } = apiClients(baseUrl);
  const signature = await sendSignedTransfer({ rpcUrl, origin: baseUrl, from: await createSignerFromKeyPair(from.keyPair), to, lamports, reference });
  // Polled gently: the proxy allows each client a few hundred calls a minute.
  await waitForSignature(rpcUrl, signature, { origin: baseUrl, intervalMs: 500 });
  return signature;
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
  await sendTransfer(baseUrl, await demoPayer(), keypair.address, parseSolToLamports(String(sol))!);
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
