// Makes a real contribution against the e2e stack from Node: an intent through the API, a SOL
// transfer signed by the local demo wallet and sent through the worker's /api/rpc proxy, then the
// claim, repeated until the chain finalizes it and the worker credits it.
import {
  AccountRole,
  appendTransactionMessageInstruction,
  address,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/** A same-origin JSON request to the stack, as the site would send it. */
async function api<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json', Origin: baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json()) as T & { error?: string; result?: unknown };
  if (!response.ok || data.error) throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

async function rpc<T>(baseUrl: string, method: string, params: unknown[]): Promise<T> {
  const data = await api<{ result: T }>(baseUrl, '/api/rpc', { jsonrpc: '2.0', id: 1, method, params });
  return data.result;
}

/** Contributes `amount` SOL from the demo wallet under `email`; resolves once it is credited. */
export async function contributeFromDemoWallet(baseUrl: string, email: string, amount = '1'): Promise<void> {
  const wallet = await api<{ publicKey: string; secretKey: number[] }>(baseUrl, '/api/demo-wallet');
  const signer = await createKeyPairSignerFromBytes(new Uint8Array(wallet.secretKey));
  const intent = await api<{ intentId: string; reference: string; lamports: string; treasury: string }>(baseUrl, '/api/contributions/intents', {
    email, walletAddress: wallet.publicKey, amount, currency: 'sol', newsletterSubscribed: false,
  });

  const transfer = getTransferSolInstruction({ source: signer, destination: address(intent.treasury), amount: BigInt(intent.lamports) });
  const withReference = { ...transfer, accounts: [...transfer.accounts, { address: address(intent.reference), role: AccountRole.READONLY }] };
  const { value: blockhash } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(baseUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash.blockhash as Blockhash, lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstruction(withReference, m),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await rpc<string>(baseUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const claim = await api<{ status: string; reason?: string }>(baseUrl, '/api/contributions', { intentId: intent.intentId, signature });
    if (claim.status === 'credited') return;
    if (claim.status === 'rejected') throw new Error(`contribution rejected: ${claim.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('contribution was not credited within 30 s');
}
