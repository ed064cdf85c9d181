// Makes a real contribution against the e2e stack from Node: an intent through the API, a SOL
// transfer signed by the local demo wallet and sent through the worker's /api/rpc proxy (sendSol of
// local-funds), then the claim, repeated until the chain finalizes it and the worker credits it.
import { createKeyPairSignerFromBytes } from '@solana/kit';
import { apiClients, call } from '../../scripts/lib/api/api-clients.mjs';
import { sendSol } from './local-funds';

/** Contributes `amount` SOL from the demo wallet under `email`; resolves once it is credited. */
export async function contributeFromDemoWallet(baseUrl: string, email: string, amount = '1'): Promise<void> {
  const api = apiClients(baseUrl);
  const wallet = await call(api.demoWallet.index.$get());
  const signer = await createKeyPairSignerFromBytes(new Uint8Array(wallet.secretKey));
  const intent = await call(api.contributions.intents.$post({ json: { email, walletAddress: wallet.publicKey, amount, currency: 'sol', newsletterSubscribed: false } }));
  const signature = await sendSol(baseUrl, signer, intent.treasury, BigInt(intent.lamports), intent.reference);

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const claim = await call(api.contributions.index.$post({ json: { intentId: intent.intentId, signature } }));
    if (claim.status === 'credited') return;
    if (claim.status === 'rejected') throw new Error(`contribution rejected: ${claim.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('contribution was not credited within 30 s');
}
