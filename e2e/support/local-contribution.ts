// Makes a real contribution against the e2e stack from Node: an intent through the API, a SOL
// transfer signed by the local demo wallet and sent through the worker's /api/rpc proxy (sendSol of
// local-funds), then the claim, repeated until the chain finalizes it and the worker credits it.
import { createKeyPairSignerFromBytes } from '@solana/kit';
import { sendSol } from './local-funds';

/** A same-origin JSON request to the stack, as the site would send it. */
async function api<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json', Origin: baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await response.json()) as T & { error?: string };
  if (!response.ok || data.error) throw new Error(`${path}: ${response.status} ${JSON.stringify(data)}`);
  return data;
}

/** Contributes `amount` SOL from the demo wallet under `email`; resolves once it is credited. */
export async function contributeFromDemoWallet(baseUrl: string, email: string, amount = '1'): Promise<void> {
  const wallet = await api<{ publicKey: string; secretKey: number[] }>(baseUrl, '/api/demo-wallet');
  const signer = await createKeyPairSignerFromBytes(new Uint8Array(wallet.secretKey));
  const intent = await api<{ intentId: string; reference: string; lamports: string; treasury: string }>(baseUrl, '/api/contributions/intents', {
    email, walletAddress: wallet.publicKey, amount, currency: 'sol', newsletterSubscribed: false,
  });
  const signature = await sendSol(baseUrl, signer, intent.treasury, BigInt(intent.lamports), intent.reference);

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const claim = await api<{ status: string; reason?: string }>(baseUrl, '/api/contributions', { intentId: intent.intentId, signature });
    if (claim.status === 'credited') return;
    if (claim.status === 'rejected') throw new Error(`contribution rejected: ${claim.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('contribution was not credited within 30 s');
}
