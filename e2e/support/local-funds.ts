// Real SOL movements on the local chain for e2e tests, signed in Node and sent through the app's own
// /api/rpc: funding a fresh wallet from the local demo keypair, and a contribution (intent, transfer
// carrying the Solana Pay reference, claim) exactly as a wallet would make it. Transfers come from the
// shared builder (scripts/lib/solana/signed-transfer.mjs).
import { readFileSync } from 'node:fs';
import { createKeyPairSignerFromBytes, createSignerFromKeyPair, type TransactionSigner } from '@solana/kit';
import { apiClients, call } from '../../scripts/lib/api/api-clients.mjs';
import { sendSignedTransfer } from '../../scripts/lib/solana/signed-transfer.mjs';

const keys = JSON.parse(readFileSync(new URL('../../scripts/local-chain/local-keys.json', import.meta.url), 'utf8')) as {
  demoWallet: { publicKey: string; secretKey: number[] };
};

/** The local demo wallet's address (what fundFromDemoWallet sends from). */
export const LOCAL_DEMO_WALLET = keys.demoWallet.publicKey;

/** Sends `lamports` from `from` to `to` through the app's /api/rpc, with `reference` as a read-only key when given; returns the signature. */
export function sendSol(baseUrl: string, from: TransactionSigner, to: string, lamports: bigint, reference?: string): Promise<string> {
  return sendSignedTransfer({ rpcUrl: apiClients(baseUrl).rpcUrl, origin: baseUrl, from, to, lamports, reference });
}

/** Funds `to` from the local demo wallet. */
export async function fundFromDemoWallet(baseUrl: string, to: string, lamports: bigint): Promise<string> {
  const demo = await createKeyPairSignerFromBytes(Uint8Array.from(keys.demoWallet.secretKey));
  return sendSol(baseUrl, demo, to, lamports);
}

/**
 * Contributes `amountSol` from `keyPair`'s wallet: creates the intent (with a referral code when
 * given), sends the exact lamports to the treasury with the reference, claims it and waits until the
 * server credits it.
 */
export async function contribute(baseUrl: string, keyPair: CryptoKeyPair, amountSol: string, email: string, referralCode?: string): Promise<{ signature: string }> {
  const signer = await createSignerFromKeyPair(keyPair);
  // A refused intent or claim throws ApiError with the server's status and message.
  const api = apiClients(baseUrl);
  const intent = await call(
    api.contributions.intents.$post({
      json: { email, walletAddress: signer.address, amount: amountSol, currency: 'sol', newsletterSubscribed: false, ...(referralCode ? { referralCode } : {}) },
    }),
  );
  const signature = await sendSol(baseUrl, signer, intent.treasury, BigInt(intent.lamports), intent.reference);
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const claim = await call(api.contributions.index.$post({ json: { intentId: intent.intentId, signature } }));
    if (claim.status === 'credited') return { signature };
    if (claim.status === 'rejected') throw new Error(`claim rejected: ${claim.reason}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('contribution was not credited in time');
}
