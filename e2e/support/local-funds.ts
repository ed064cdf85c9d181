// Real SOL movements on the local chain for e2e tests, signed in Node and sent through the app's own
// /api/rpc: funding a fresh wallet from the local demo keypair, and a contribution (intent, transfer
// carrying the Solana Pay reference, claim) exactly as a wallet would make it.
import { readFileSync } from 'node:fs';
import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSignerFromKeyPair,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

const keys = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as {
  demoWallet: { secretKey: number[] };
};

async function rpc<T>(baseUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(`${baseUrl}/api/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const payload = (await response.json()) as { result?: T; error?: { message: string } };
  if (payload.error || payload.result === undefined) throw new Error(`${method}: ${payload.error?.message ?? response.status}`);
  return payload.result;
}

/** Sends `lamports` from `from` to `to`, with `reference` as a read-only key when given; returns the signature. */
export async function sendSol(baseUrl: string, from: TransactionSigner, to: string, lamports: bigint, reference?: string): Promise<string> {
  const { value: latest } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(baseUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
  const transfer = getTransferSolInstruction({ source: from, destination: address(to), amount: lamports });
  const instruction = reference ? { ...transfer, accounts: [...transfer.accounts, { address: address(reference), role: AccountRole.READONLY }] } : transfer;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: latest.blockhash as never, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstruction(instruction, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  return rpc<string>(baseUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
}

/** Funds `to` from the local demo wallet. */
export async function fundFromDemoWallet(baseUrl: string, to: string, lamports: bigint): Promise<string> {
  const demo = await createKeyPairSignerFromBytes(Uint8Array.from(keys.demoWallet.secretKey));
  return sendSol(baseUrl, demo, to, lamports);
}

async function postJson<T>(baseUrl: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Contributes `amountSol` from `keyPair`'s wallet: creates the intent, sends the exact lamports to the
 * treasury with the reference, claims it and waits until the server credits it.
 */
export async function contribute(baseUrl: string, keyPair: CryptoKeyPair, amountSol: string, email: string): Promise<{ signature: string }> {
  const signer = await createSignerFromKeyPair(keyPair);
  const intent = await postJson<{ intentId: string; reference: string; lamports: string; treasury: string; error?: string }>(baseUrl, '/api/contributions/intents', {
    email,
    walletAddress: signer.address,
    amount: amountSol,
    currency: 'sol',
    newsletterSubscribed: false,
  });
  if (intent.status !== 201) throw new Error(`intent: ${intent.status} ${intent.body.error}`);
  const signature = await sendSol(baseUrl, signer, intent.body.treasury, BigInt(intent.body.lamports), intent.body.reference);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const claim = await postJson<{ status: string; reason?: string; error?: string }>(baseUrl, '/api/contributions', { intentId: intent.body.intentId, signature });
    if (claim.body.status === 'credited') return { signature };
    if (claim.body.status === 'rejected' || claim.status >= 400) throw new Error(`claim: ${claim.status} ${claim.body.reason ?? claim.body.error}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('contribution was not credited in time');
}
